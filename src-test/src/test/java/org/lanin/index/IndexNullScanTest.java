package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Index range scans never return NULL keys: the B-tree keeps NULLs after every value, so a range
 * bounded on one side must stop before them (forward) or start before them (backward). Every
 * query runs against an indexed table and the same rows in a table without indexes; the
 * answers must agree, and EXPLAIN must show the indexed one really uses its index.
 */
class IndexNullScanTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
    }

    @Test
    void theIssueExample() throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (a int)");
            st.execute("CREATE INDEX ON t (a)");
            st.execute("INSERT INTO t VALUES (1),(5),(NULL),(7)");
            assertThat(rows("SELECT a FROM t WHERE a > 2 ORDER BY a")).containsExactly("5", "7");
            assertThat(rows("SELECT a FROM t WHERE a > 2")).containsExactlyInAnyOrder("5", "7");
            assertThat(rows("SELECT count(*) FROM t WHERE a >= 10 AND a IS NULL")).containsExactly("0");
            assertThat(rows("SELECT a FROM t WHERE a >= 5 ORDER BY a DESC")).containsExactly("7", "5");
            assertThat(rows("SELECT a FROM t WHERE a IS NULL")).containsExactly("null");
        }
    }

    @Test
    void indexAndSequentialScansAgreeOnDataWithNulls() throws SQLException {
        long seed = Long.getLong("seed", System.nanoTime());
        Random r = new Random(seed);
        try (Statement st = c.createStatement()) {
            for (String t : new String[] {"ti", "tp"}) {
                st.execute("CREATE TABLE " + t + " (id int, a int, b int, pad text)");
            }
            st.execute("CREATE INDEX ti_a ON ti (a)");
            st.execute("CREATE INDEX ti_ab ON ti (b, a)");
            StringBuilder values = new StringBuilder();
            for (int i = 0; i < 800; i++) {
                values.append(i == 0 ? "" : ",").append('(').append(i).append(',')
                        .append(maybeNull(r, 40)).append(',').append(maybeNull(r, 8)).append(",'x')");
            }
            for (String t : new String[] {"ti", "tp"}) {
                st.execute("INSERT INTO " + t + " VALUES " + values);
            }
            st.execute("VACUUM ti"); // all-visible pages: index-only scans answer from the index
        }
        String[][] orders = {{"", "a"}, {" ORDER BY a", "a"}, {" ORDER BY a DESC", "a"},
                             {" ORDER BY b, a", "b, a"}, {" ORDER BY b DESC, a DESC", "b, a"}};
        for (String where : predicates()) {
            for (String[] order : orders) {
                // multisets of whole rows (heap and index-only paths) ...
                for (String select : new String[] {"id, a, b", "a", "b, a"}) {
                    compare("SELECT " + select + " FROM %s WHERE " + where + order[0], false, seed);
                }
                // ... and the order itself, on exactly the ORDER BY keys so ties cannot differ
                compare("SELECT " + order[1] + " FROM %s WHERE " + where + order[0], !order[0].isEmpty(), seed);
            }
            compare("SELECT count(*) FROM %s WHERE " + where, true, seed);
        }
        assertThat(plan("SELECT a FROM ti WHERE a > 2")).contains("Index");
        assertThat(plan("SELECT id FROM ti WHERE b = 3 AND a > 2")).contains("Index");
        assertThat(plan("SELECT id FROM ti WHERE a > 2 ORDER BY a DESC")).contains("Backward");
    }

    private static List<String> predicates() {
        List<String> p = new ArrayList<>();
        for (String op : new String[] {">", ">=", "<", "<=", "="}) {
            p.add("a " + op + " 20");
            p.add("20 " + op + " a");
            p.add("b = 3 AND a " + op + " 20");
            p.add("b " + op + " 4");
            p.add("a " + op + " 20 AND a IS NULL");
            p.add("a " + op + " 20 AND b IS NULL");
            p.add("b " + op + " 4 AND a IS NULL");
        }
        p.add("a > 10 AND a < 30");
        p.add("a BETWEEN 10 AND 30");
        p.add("b = 3 AND a BETWEEN 10 AND 30");
        p.add("a IS NULL");
        p.add("a IS NOT NULL");
        p.add("b IS NULL AND a > 5");
        p.add("a > NULL");
        p.add("b = 2 AND a > 100");
        return p;
    }

    private static String maybeNull(Random r, int bound) {
        return r.nextInt(5) == 0 ? "NULL" : Integer.toString(r.nextInt(bound));
    }

    /**
     * The query over the indexed and the plain table; unordered answers compare as multisets. The
     * indexed table is read with sequential scans switched off, so the optimizer takes an index
     * wherever one can serve the query, however unselective the condition.
     */
    private void compare(String template, boolean ordered, long seed) throws SQLException {
        List<String> indexed = withoutSeqScans(String.format(template, "ti"));
        List<String> plain = rows(String.format(template, "tp"));
        if (!ordered) {
            Collections.sort(indexed);
            Collections.sort(plain);
        }
        assertThat(indexed).as(String.format(template, "ti") + " (replay with -Dseed=" + seed + ")").isEqualTo(plain);
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    b.append(i > 1 ? "|" : "").append(rs.getString(i));
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    private String plan(String sql) throws SQLException {
        return String.join("\n", withoutSeqScans("EXPLAIN " + sql));
    }

    private List<String> withoutSeqScans(String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("SET enable_seqscan = off");
            try {
                return rows(sql);
            } finally {
                st.execute("RESET enable_seqscan");
            }
        }
    }
}

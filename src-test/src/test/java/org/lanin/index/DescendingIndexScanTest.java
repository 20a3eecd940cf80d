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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Indexes kept in declared column orders ({@code DESC}, {@code NULLS FIRST | LAST}) answer every
 * range, IN list and ORDER BY as a table without indexes does, with NULLs on either side of the
 * values; the tree stays valid ({@code bt_index_parent_check}); and an ORDER BY that is the
 * index's order or its exact reverse is read from the index without a Sort (forward or backward).
 * Each layout is one set of indexes over the same random rows; replay with {@code -Dseed=...}.
 */
class DescendingIndexScanTest {
    private static final String[] ORDERS = {"", " ORDER BY a", " ORDER BY a DESC", " ORDER BY a NULLS FIRST",
        " ORDER BY a DESC NULLS LAST", " ORDER BY b, a", " ORDER BY b DESC, a DESC", " ORDER BY b NULLS FIRST, a DESC NULLS LAST",
        " ORDER BY b DESC NULLS LAST, a NULLS FIRST", " ORDER BY b DESC, a"};

    private Connection c;

    @ParameterizedTest
    @ValueSource(strings = {"(a DESC)|(b, a DESC)", "(a NULLS FIRST)|(b NULLS FIRST, a DESC NULLS LAST)",
        "(a DESC NULLS LAST)|(b DESC, a)", "(a ASC NULLS LAST)|(b DESC NULLS LAST, a NULLS FIRST)"})
    void indexAndSequentialScansAgree(String layout) throws SQLException {
        long seed = Long.getLong("seed", System.nanoTime());
        Random r = new Random(seed);
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        try (Statement st = c.createStatement()) {
            for (String t : new String[] {"ti", "tp"}) {
                st.execute("CREATE TABLE " + t + " (id int, a int, b int, pad text)");
            }
            String[] ix = layout.split("\\|");
            st.execute("CREATE INDEX ti_a ON ti " + ix[0]);
            StringBuilder values = new StringBuilder();
            for (int i = 0; i < 400; i++) {
                values.append(i == 0 ? "" : ",").append('(').append(i).append(',')
                        .append(maybeNull(r, 40)).append(',').append(maybeNull(r, 8)).append(",'x')");
            }
            for (String t : new String[] {"ti", "tp"}) {
                st.execute("INSERT INTO " + t + " VALUES " + values);
            }
            st.execute("CREATE INDEX ti_ab ON ti " + ix[1]); // built by sorting, the other by inserts
            st.execute("VACUUM ti"); // all-visible pages: index-only scans answer from the index
        }
        for (String where : predicates()) {
            for (String order : ORDERS) {
                compare("SELECT id, a, b FROM %s WHERE " + where + order, false, seed);
                String keys = order.contains("b") ? "b, a" : "a";
                compare("SELECT " + keys + " FROM %s WHERE " + where + order, !order.isEmpty(), seed);
            }
        }
        assertThat(rows("SELECT bt_index_parent_check('ti_a', true), bt_index_parent_check('ti_ab', true)"))
                .containsExactly("null|null");
        c.close();
    }

    @org.junit.jupiter.api.Test
    void matchingOrdersNeedNoSort() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (a int, b int, c int)");
            st.execute("INSERT INTO t SELECT i % 50, i % 7, i FROM generate_series(1, 2000) i");
            st.execute("CREATE INDEX t_ab ON t (a DESC, b NULLS FIRST)");
            st.execute("ANALYZE t");
        }
        assertThat(plan("SELECT a, b FROM t ORDER BY a DESC, b NULLS FIRST LIMIT 5"))
                .contains("Index Only Scan using t_ab").doesNotContain("Sort").doesNotContain("Backward");
        // the exact reverse of (a DESC NULLS FIRST, b ASC NULLS FIRST)
        assertThat(plan("SELECT a, b FROM t ORDER BY a, b DESC NULLS LAST LIMIT 5"))
                .contains("Index Only Scan Backward using t_ab").doesNotContain("Sort");
        assertThat(plan("SELECT a FROM t ORDER BY a LIMIT 5")).contains("Index Only Scan Backward using t_ab")
                .doesNotContain("Sort");
        assertThat(plan("SELECT a, b FROM t ORDER BY a, b DESC LIMIT 5")).contains("Sort");
        assertThat(plan("SELECT c FROM t WHERE a = 3 ORDER BY b NULLS FIRST LIMIT 5"))
                .contains("Index Scan using t_ab").doesNotContain("Sort");
        assertThat(plan("SELECT a, b FROM t ORDER BY a DESC, b LIMIT 5")).contains("Sort");
        assertThat(rows("SELECT a, b FROM t ORDER BY a DESC, b NULLS FIRST LIMIT 3"))
                .containsExactly("49|0", "49|0", "49|0");
        assertThat(rows("SELECT a FROM t WHERE a > 47 ORDER BY a LIMIT 2")).containsExactly("48", "48");
        c.close();
    }

    private static List<String> predicates() {
        List<String> p = new ArrayList<>();
        for (String op : new String[] {">", ">=", "<", "<=", "="}) {
            p.add("a " + op + " 20");
            p.add("b = 3 AND a " + op + " 20");
            p.add("b " + op + " 4");
            p.add("b " + op + " 4 AND a IS NULL");
        }
        p.add("a > 10 AND a < 30");
        p.add("a BETWEEN 10 AND 30");
        p.add("b = 3 AND a BETWEEN 10 AND 30");
        p.add("a IN (3, 20, 7, NULL)");
        p.add("b IN (1, 5) AND a > 30");
        p.add("b = 2 AND a IN (9, 1, 33)");
        p.add("a IS NULL");
        p.add("a IS NOT NULL");
        p.add("b IS NULL AND a > 5");
        p.add("true");
        return p;
    }

    private static String maybeNull(Random r, int bound) {
        return r.nextInt(5) == 0 ? "NULL" : Integer.toString(r.nextInt(bound));
    }

    /** The query over the indexed table (sequential scans off) and the plain one; unordered answers as multisets. */
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
        return String.join("\n", rows("EXPLAIN (COSTS OFF) " + sql));
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

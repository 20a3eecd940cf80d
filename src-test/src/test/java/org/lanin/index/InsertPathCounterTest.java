package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Deterministic latch counts per insert through SQL (one thread, so every number is exact up to
 * splits): N ordered single-row INSERTs into a table with a primary key and a plain index, with
 * {@code btree_exclusive_leaf} on and off (by SET and by the URL), the fastpath off so every
 * insert descends. Expected (index README "Counters"): h-1 inner pages read without a latch, then
 * on, 1 exclusive + 0 relocks; off, 1 shared + 1 exclusive + 1 relock.
 */
class InsertPathCounterTest {
    private static final int LOAD = 5_000;
    private static final int N = 2_000;

    /** Per-insert averages of one index after N inserts. */
    record PerInsert(String index, long height, double shared, double exclusive, double relocks, double moveRights,
                     double fastpath, double optimistic) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%-8s h=%d shared=%.3f exclusive=%.3f relocks=%.3f moveRights=%.3f"
                    + " fastpath=%.3f optimistic=%.3f", index, height, shared, exclusive, relocks, moveRights,
                    fastpath, optimistic);
        }
    }

    @BeforeEach
    void assumeLanin() {
    }

    @Test
    void exclusiveLeafOnNeedsNoRelock() throws SQLException {
        for (PerInsert p : run("", "SET btree_exclusive_leaf = on", "SET btree_rightmost_fastpath = off")) {
            System.out.println("exclusive_leaf=on  (SET) " + p);
            assertThat(p.height()).isGreaterThanOrEqualTo(2);
            assertThat(p.relocks()).isZero();
            assertThat(p.optimistic()).isBetween(p.height() - 1.0, p.height() - 1.0 + 0.05);
            assertThat(p.shared()).isLessThan(0.05);
            assertThat(p.exclusive()).isBetween(1.0, 1.05);
        }
    }

    @Test
    void exclusiveLeafOffRelocksEveryInsert() throws SQLException {
        for (PerInsert p : run("", "SET btree_exclusive_leaf = off", "SET btree_rightmost_fastpath = off")) {
            System.out.println("exclusive_leaf=off (SET) " + p);
            assertOff(p);
        }
        for (PerInsert p : run(";btree_exclusive_leaf=off;btree_rightmost_fastpath=off")) {
            System.out.println("exclusive_leaf=off (URL) " + p);
            assertOff(p);
        }
    }

    @Test
    void fastpathSkipsTheDescentForOrderedInserts() throws SQLException {
        for (PerInsert p : run("")) {
            System.out.println("defaults (both on)       " + p);
            assertThat(p.fastpath()).isGreaterThan(0.95);
            assertThat(p.relocks()).isZero();
            assertThat(p.shared()).isLessThan(0.1);
        }
    }

    @Test
    void settingsAreSessionLocal() throws SQLException {
        String db = TestEngine.uniqueName("btpath");
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:" + db);
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:" + db)) {
            exec(a, "CREATE TABLE c (id integer PRIMARY KEY, v integer)");
            exec(a, "INSERT INTO c SELECT g, g FROM generate_series(1, " + LOAD + ") g");
            exec(a, "SET btree_exclusive_leaf = off");
            exec(a, "SET btree_rightmost_fastpath = off");
            exec(b, "SET btree_rightmost_fastpath = off");
            exec(b, "SELECT lanin_stat_reset()");
            exec(b, "INSERT INTO c SELECT g, g FROM generate_series(" + (LOAD + 1) + ", " + (LOAD + 100) + ") g");
            assertThat(relocks(b)).isZero();
            exec(a, "INSERT INTO c SELECT g, g FROM generate_series(" + (LOAD + 101) + ", " + (LOAD + 200) + ") g");
            assertThat(relocks(b)).isEqualTo(100);
            exec(a, "RESET btree_exclusive_leaf");
            exec(a, "INSERT INTO c VALUES (-1, -1)");
            assertThat(relocks(b)).isEqualTo(100);
        }
    }

    private static void assertOff(PerInsert p) {
        assertThat(p.height()).isGreaterThanOrEqualTo(2);
        assertThat(p.relocks()).isEqualTo(1.0);
        assertThat(p.optimistic()).isBetween(p.height() - 1.0, p.height() - 1.0 + 0.05);
        assertThat(p.shared()).isBetween(1.0, 1.05);
        assertThat(p.exclusive()).isBetween(1.0, 1.05);
    }

    private static long relocks(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT relocks FROM lanin_stat_indexes WHERE index_name = 'c_pkey'")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Loads LOAD rows, resets the counters, then N single-row prepared INSERTs in key order. */
    private static PerInsert[] run(String urlSettings, String... setup) throws SQLException {
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("btcount") + urlSettings;
        try (Connection c = DriverManager.getConnection(url)) {
            for (String sql : setup) {
                exec(c, sql);
            }
            exec(c, "CREATE TABLE c (id integer PRIMARY KEY, v integer)");
            exec(c, "CREATE INDEX c_v ON c (v)");
            exec(c, "INSERT INTO c SELECT g, g FROM generate_series(1, " + LOAD + ") g");
            exec(c, "SELECT lanin_stat_reset()");
            try (PreparedStatement ins = c.prepareStatement("INSERT INTO c VALUES (?, ?)")) {
                for (int i = LOAD + 1; i <= LOAD + N; i++) {
                    ins.setInt(1, i);
                    ins.setInt(2, i);
                    ins.executeUpdate();
                }
            }
            return new PerInsert[] {perInsert(c, "c_pkey"), perInsert(c, "c_v")};
        }
    }

    private static PerInsert perInsert(Connection c, String index) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT inserts, height, shared_latches,"
                + " exclusive_latches, relocks, move_rights, fastpath_inserts, optimistic_reads FROM lanin_stat_indexes"
                + " WHERE index_name = '" + index + "'")) {
            rs.next();
            double n = rs.getLong(1);
            assertThat((long) n).isEqualTo(N);
            return new PerInsert(index, rs.getLong(2), rs.getLong(3) / n, rs.getLong(4) / n, rs.getLong(5) / n,
                    rs.getLong(6) / n, rs.getLong(7) / n, rs.getLong(8) / n);
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }
}

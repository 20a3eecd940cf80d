package org.lanin.vacuum;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Index-tuple killing, VACUUM and autovacuum through SQL (issue 5): killed entries are skipped
 * and counted, an old REPEATABLE READ snapshot keeps seeing its rows, uniqueness stays right
 * among many dead duplicates, VACUUM returns dead versions and their entries.
 */
class DeadTupleTest {
    @BeforeEach
    void assumeLanin() {
    }

    private static Connection open(String db, String settings) throws SQLException {
        return DriverManager.getConnection("jdbc:lanin:mem:" + db + settings);
    }

    @Test
    void killedEntriesAreSkippedAndCounted() throws SQLException {
        try (Connection c = open(TestEngine.uniqueName("kill"), ";autovacuum=off")) {
            loadAndDelete(c);
            exec(c, "SELECT lanin_stat_reset()");
            assertThat(count(c)).isZero();
            assertThat(stat(c, "t_v", "heap_fetches")).isEqualTo(1000);
            assertThat(stat(c, "t_v", "items_killed")).isEqualTo(1000);
            assertThat(stat(c, "t_v", "index_scans")).isEqualTo(1);
            assertThat(count(c)).isZero();
            assertThat(stat(c, "t_v", "heap_fetches")).isEqualTo(1000); // the second scan fetched nothing
            assertThat(stat(c, "t_v", "index_scans")).isEqualTo(2);
        }
    }

    @Test
    void killingOffFetchesEveryTime() throws SQLException {
        try (Connection c = open(TestEngine.uniqueName("nokill"), ";autovacuum=off;kill_index_tuples=off")) {
            assertThat(show(c, "kill_index_tuples")).isEqualTo("off");
            loadAndDelete(c);
            exec(c, "SELECT lanin_stat_reset()");
            count(c);
            count(c);
            assertThat(stat(c, "t_v", "heap_fetches")).isEqualTo(2000);
            assertThat(stat(c, "t_v", "items_killed")).isZero();
            exec(c, "SET kill_index_tuples = on");
            count(c);
            assertThat(stat(c, "t_v", "items_killed")).isEqualTo(1000);
        }
    }

    @Test
    void anOlderSnapshotPreventsKilling() throws SQLException {
        String db = TestEngine.uniqueName("killrr");
        try (Connection c = open(db, ";autovacuum=off"); Connection old = open(db, "")) {
            exec(c, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(c, "CREATE INDEX t_v ON t (v)");
            exec(c, "INSERT INTO t SELECT g, g FROM generate_series(1, 1000) g");
            old.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            old.setAutoCommit(false);
            assertThat(count(old)).isEqualTo(1000);
            exec(c, "DELETE FROM t");
            exec(c, "SELECT lanin_stat_reset()");
            assertThat(count(c)).isZero();
            assertThat(stat(c, "t_v", "items_killed")).isZero();
            exec(c, "VACUUM t");
            assertThat(count(old)).isEqualTo(1000); // nothing it can see was killed or removed
            old.commit();
            exec(c, "VACUUM t");
            assertThat(count(old)).isZero();
            assertThat(tableStat(c, "t", "dead_tuples")).isZero();
            assertThat(tableStat(c, "t", "vacuum_count")).isEqualTo(2);
        }
    }

    @Test
    void repeatableReadSeesOriginalValuesThroughTheIndexDuringUpdates() throws Exception {
        String db = TestEngine.uniqueName("rrupd");
        try (Connection w = open(db, ""); Connection r = open(db, "")) {
            exec(w, "CREATE TABLE acc (id integer PRIMARY KEY, bal integer)");
            exec(w, "INSERT INTO acc SELECT g, 100 * g FROM generate_series(1, 10) g");
            r.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            r.setAutoCommit(false);
            assertThat(balance(r, 3)).isEqualTo(300);
            try (PreparedStatement up = w.prepareStatement("UPDATE acc SET bal = bal + 1 WHERE id = ?")) {
                for (int i = 0; i < 1000; i++) {
                    up.setInt(1, 1 + i % 10);
                    up.executeUpdate();
                    if (i % 250 == 0) {
                        exec(w, "VACUUM acc");
                    }
                    if (i % 100 == 0) {
                        assertThat(balance(r, 1 + i % 10)).isEqualTo(100 * (1 + i % 10));
                    }
                }
            }
            for (int id = 1; id <= 10; id++) {
                assertThat(balance(r, id)).isEqualTo(100 * id);
            }
            r.commit();
            exec(w, "VACUUM acc");
            for (int id = 1; id <= 10; id++) {
                assertThat(balance(r, id)).isEqualTo(100 * id + 100);
            }
            exec(w, "SELECT bt_index_parent_check('acc_pkey', true)");
        }
    }

    @Test
    void uniquenessAmongManyDeadDuplicates() throws SQLException {
        for (String kill : new String[] {"on", "off"}) {
            try (Connection c = open(TestEngine.uniqueName("uniq"), ";autovacuum=off;kill_index_tuples=" + kill)) {
                exec(c, "CREATE TABLE u (id integer PRIMARY KEY, n integer)");
                exec(c, "INSERT INTO u VALUES (1, 0), (2, 0)");
                exec(c, "CREATE INDEX u_n ON u (n)"); // n indexed: the updates below are not HOT
                try (PreparedStatement up = c.prepareStatement("UPDATE u SET n = n + 1 WHERE id = 1")) {
                    for (int i = 0; i < 3000; i++) {
                        up.executeUpdate();
                    }
                }
                assertThatThrownBy(() -> exec(c, "INSERT INTO u VALUES (1, 5)"))
                        .isInstanceOf(SQLException.class).extracting(e -> ((SQLException) e).getSQLState())
                        .isEqualTo("23505");
                assertThatThrownBy(() -> exec(c, "UPDATE u SET id = 1 WHERE id = 2"))
                        .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("23505");
                exec(c, "DELETE FROM u WHERE id = 1");
                exec(c, "INSERT INTO u VALUES (1, 7)");
                assertThat(balanceOf(c, "SELECT n FROM u WHERE id = 1")).isEqualTo(7);
                if (kill.equals("on")) {
                    // dead duplicates were killed and dropped from the full leaf instead of splitting it
                    assertThat(stat(c, "u_pkey", "items_killed")).isGreaterThan(2000);
                    assertThat(stat(c, "u_pkey", "killed_removed")).isGreaterThan(0);
                    assertThat(stat(c, "u_pkey", "splits")).isZero();
                } else {
                    assertThat(stat(c, "u_pkey", "splits")).isGreaterThan(0);
                }
                exec(c, "VACUUM u");
                exec(c, "SELECT bt_index_parent_check('u_pkey', true)");
                assertThat(balanceOf(c, "SELECT sum(live_items) FROM bt_index_summary('u_pkey') WHERE level = 0"))
                        .isEqualTo(2);
            }
        }
    }

    @Test
    void vacuumRemovesDeadVersionsAndReusesTheirSlots() throws SQLException {
        try (Connection c = open(TestEngine.uniqueName("vac"), ";autovacuum=off")) {
            exec(c, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(c, "INSERT INTO t SELECT g, g FROM generate_series(1, 500) g");
            exec(c, "UPDATE t SET v = v + 1");
            assertThat(tableStat(c, "t", "dead_tuples")).isEqualTo(500);
            assertThat(tableStat(c, "t", "live_tuples")).isEqualTo(500);
            exec(c, "VACUUM t");
            assertThat(tableStat(c, "t", "dead_tuples")).isZero();
            assertThat(tableStat(c, "t", "live_tuples")).isEqualTo(500);
            assertThat(balanceOf(c, "SELECT sum(live_items + dead_items) FROM bt_index_summary('t_pkey') WHERE level = 0"))
                    .isEqualTo(500);
            exec(c, "UPDATE t SET v = v + 1");
            exec(c, "VACUUM");
            assertThat(balanceOf(c, "SELECT sum(v) FROM t")).isEqualTo(500 * 501 / 2 + 1000);
            exec(c, "SELECT bt_index_parent_check('t_pkey', true)");
            assertThat(tableStat(c, "t", "vacuum_count")).isEqualTo(2);
            exec(c, "SELECT lanin_stat_reset()");
            assertThat(tableStat(c, "t", "vacuum_count")).isZero();
            assertThatThrownBy(() -> exec(c, "VACUUM nosuch"))
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("42P01");
        }
    }

    @Test
    void autovacuumRunsAfterTheThreshold() throws Exception {
        try (Connection c = open(TestEngine.uniqueName("autovac"), "")) {
            assertThat(show(c, "autovacuum")).isEqualTo("on");
            exec(c, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(c, "CREATE INDEX t_v ON t (v)"); // not HOT: pruning would remove the dead versions first
            exec(c, "INSERT INTO t VALUES (1, 0)");
            try (PreparedStatement up = c.prepareStatement("UPDATE t SET v = v + 1 WHERE id = 1")) {
                for (int i = 0; i < 200; i++) {
                    up.executeUpdate();
                }
            }
            long deadline = System.currentTimeMillis() + 60_000; // a hang guard, not a speed bound
            while (tableStat(c, "t", "autovacuum_count") == 0 && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            assertThat(tableStat(c, "t", "autovacuum_count")).isPositive();
            assertThat(tableStat(c, "t", "dead_tuples")).isLessThan(60);
            assertThat(balanceOf(c, "SELECT v FROM t WHERE id = 1")).isEqualTo(200);
        }
    }

    private static void loadAndDelete(Connection c) throws SQLException {
        exec(c, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
        exec(c, "CREATE INDEX t_v ON t (v)");
        exec(c, "INSERT INTO t SELECT g, g FROM generate_series(1, 1000) g");
        exec(c, "DELETE FROM t");
    }

    private static long count(Connection c) throws SQLException {
        return balanceOf(c, "SELECT count(*) FROM t WHERE v BETWEEN 1 AND 1000");
    }

    private static long balance(Connection c, int id) throws SQLException {
        return balanceOf(c, "SELECT bal FROM acc WHERE id = " + id);
    }

    static long balanceOf(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            return rs.getLong(1);
        }
    }

    static long stat(Connection c, String index, String column) throws SQLException {
        return balanceOf(c, "SELECT " + column + " FROM lanin_stat_indexes WHERE index_name = '" + index + "'");
    }

    static long tableStat(Connection c, String table, String column) throws SQLException {
        return balanceOf(c, "SELECT " + column + " FROM lanin_stat_tables WHERE table_name = '" + table + "'");
    }

    private static String show(Connection c, String name) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SHOW " + name)) {
            rs.next();
            return rs.getString(1);
        }
    }

    static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }
}

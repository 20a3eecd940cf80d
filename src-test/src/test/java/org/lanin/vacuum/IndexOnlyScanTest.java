package org.lanin.vacuum;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Index-only scans: answered from the index on all-visible pages (few heap fetches), through
 * the heap elsewhere, and never showing a row a snapshot must not see.
 */
class IndexOnlyScanTest {
    private String url;

    @BeforeEach
    void setUp() throws SQLException {
        url = "jdbc:lanin:mem:" + TestEngine.uniqueName("ios") + ";autovacuum=off";
    }

    private static long scalar(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String plan(Connection c, String sql) throws SQLException {
        StringBuilder b = new StringBuilder();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("EXPLAIN " + sql)) {
            while (rs.next()) {
                b.append(rs.getString(1)).append('\n');
            }
        }
        return b.toString();
    }

    @Test
    void allVisiblePagesAreAnsweredFromTheIndex() throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id integer PRIMARY KEY, a integer, b text)");
            st.execute("CREATE INDEX t_a ON t (a)");
            st.execute("INSERT INTO t SELECT g, g % 10, 'row ' || g FROM generate_series(1, 20000) g(g)");
            st.execute("VACUUM t");
            String q = "SELECT count(*) FROM t WHERE a = 3";
            assertThat(plan(c, q)).contains("Index Only Scan using t_a on t");
            assertThat(plan(c, "SELECT b FROM t WHERE a = 3")).doesNotContain("Index Only");
            st.execute("SELECT lanin_stat_reset()");
            assertThat(scalar(c, q)).isEqualTo(2000);
            long fetches = scalar(c, "SELECT heap_fetches FROM lanin_stat_indexes WHERE index_name = 't_a'");
            assertThat(fetches).as("only the last, still-filling page is fetched").isLessThan(200);
            st.executeUpdate("UPDATE t SET a = 4 WHERE id = 3");
            assertThat(scalar(c, q)).isEqualTo(1999);
            assertThat(scalar(c, "SELECT count(*) FROM t WHERE a = 4")).isEqualTo(2001);
        }
    }

    @Test
    void anOlderSnapshotStillSeesDeletedRows() throws Exception {
        try (Connection a = DriverManager.getConnection(url); Connection b = DriverManager.getConnection(url)) {
            a.createStatement().execute("CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            a.createStatement().execute("INSERT INTO t SELECT g, g FROM generate_series(1, 5000) g(g)");
            a.createStatement().execute("VACUUM t");
            a.setAutoCommit(false);
            a.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            assertThat(scalar(a, "SELECT count(*) FROM t WHERE id <= 1000")).isEqualTo(1000);
            b.createStatement().executeUpdate("DELETE FROM t WHERE id <= 500");
            b.createStatement().execute("VACUUM t");
            assertThat(scalar(b, "SELECT count(*) FROM t WHERE id <= 1000")).isEqualTo(500);
            assertThat(scalar(a, "SELECT count(*) FROM t WHERE id <= 1000")).as("snapshot kept").isEqualTo(1000);
            a.commit();
            assertThat(scalar(a, "SELECT count(*) FROM t WHERE id <= 1000")).isEqualTo(500);
        }
    }
}

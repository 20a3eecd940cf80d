package org.lanin.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Seed 002's claim, measured: a 1000-column partition map costs about one name comparison
 * per column (the same-position probe), also when the parent had a column dropped before the
 * partitions were created; maps are built once and then served from the cache, and rebuilt per
 * statement with {@code partition_map_cache = off}.
 */
class TupleMapStatsTest {
    private static final int COLUMNS = 1000;

    /** The seed's column names: 'c' + the first 10 hex digits of md5(x). */
    private static String col(int x) throws Exception {
        byte[] d = java.security.MessageDigest.getInstance("MD5").digest(Integer.toString(x).getBytes());
        StringBuilder b = new StringBuilder();
        for (byte v : d) {
            b.append(String.format("%02x", v));
        }
        return "c" + b.substring(0, 10);
    }

    private static String createWide(String name, int from, int to) throws Exception {
        List<String> cols = new ArrayList<>();
        for (int x = from; x <= to; x++) {
            cols.add(col(x) + " int");
        }
        return "CREATE TABLE " + name + " (" + String.join(", ", cols) + ") PARTITION BY LIST (" + col(1) + ")";
    }

    private static String insertOnes(String table) {
        return "INSERT INTO " + table + " VALUES (" + String.join(",", java.util.Collections.nCopies(COLUMNS, "1")) + ")";
    }

    private static long[] stats(Statement st, String partition) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT builds, name_comparisons, cache_hits, map_needed FROM lanin_stat_tuple_maps "
                + "WHERE partition_name = '" + partition + "'")) {
            assertThat(rs.next()).as("stats row for " + partition).isTrue();
            return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getBoolean(4) ? 1 : 0};
        }
    }

    @Test
    void thousandColumnMapsCostAboutOneComparisonPerColumn() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             Statement st = c.createStatement()) {
            st.execute(createWide("listp", 1, COLUMNS));
            st.execute("CREATE TABLE listp0 PARTITION OF listp FOR VALUES IN (0)");
            st.execute("CREATE TABLE listp1 PARTITION OF listp FOR VALUES IN (1)");
            st.execute(createWide("listpd", 0, COLUMNS));
            st.execute("ALTER TABLE listpd DROP COLUMN " + col(0));
            st.execute("CREATE TABLE listpd0 PARTITION OF listpd FOR VALUES IN (0)");
            st.execute("CREATE TABLE listpd1 PARTITION OF listpd FOR VALUES IN (1)");
            for (int i = 0; i < 20; i++) {
                st.executeUpdate(insertOnes("listp"));
                st.executeUpdate(insertOnes("listpd"));
            }
            long[] same = stats(st, "listp1");
            long[] dropped = stats(st, "listpd1");
            System.out.printf("map builds: listp1 %d builds, %.2f comparisons/column; listpd1 %d builds, %.2f comparisons/column%n",
                    same[0], same[1] / (double) same[0] / COLUMNS, dropped[0], dropped[1] / (double) dropped[0] / COLUMNS);
            assertThat(same[0]).isEqualTo(1);
            assertThat(same[1]).isLessThanOrEqualTo(2L * COLUMNS);
            assertThat(same[3]).as("identical layout needs no map").isZero();
            assertThat(dropped[0]).isEqualTo(1);
            assertThat(dropped[1]).isLessThanOrEqualTo(2L * COLUMNS);
            assertThat(dropped[3]).as("dropped parent column needs a map").isOne();
            assertThat(same[2]).isGreaterThanOrEqualTo(19);
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM listpd1")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(20);
            }
        }
    }

    @Test
    void cacheOffRebuildsPerStatementAndDdlInvalidates() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (a int, b text) PARTITION BY LIST (a)");
            st.execute("CREATE TABLE x (b text, a int)");
            st.execute("ALTER TABLE t ATTACH PARTITION x FOR VALUES IN (1)");
            for (int i = 0; i < 5; i++) {
                st.executeUpdate("INSERT INTO t VALUES (1, 'v" + i + "')");
            }
            assertThat(stats(st, "x")[0]).isEqualTo(1);
            st.execute("SET partition_map_cache = off");
            for (int i = 0; i < 5; i++) {
                st.executeUpdate("INSERT INTO t VALUES (1, 'w" + i + "')");
            }
            assertThat(stats(st, "x")[0]).isEqualTo(6);
            st.execute("SET partition_map_cache = on");
            st.executeUpdate("INSERT INTO t VALUES (1, 'z')");
            long before = stats(st, "x")[0];
            st.execute("ALTER TABLE t ADD COLUMN c int");
            st.executeUpdate("INSERT INTO t VALUES (1, 'after', 3)");
            assertThat(stats(st, "x")[0]).isEqualTo(before + 1);
            try (ResultSet rs = st.executeQuery("SELECT b, a, c FROM x WHERE b = 'after'")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(2)).isEqualTo(1);
                assertThat(rs.getInt(3)).isEqualTo(3);
            }
        }
    }

    @Test
    void preparedParametersPruneAtExecution() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE r (k int, v text) PARTITION BY RANGE (k)");
            st.execute("CREATE TABLE r0 PARTITION OF r FOR VALUES FROM (0) TO (100)");
            st.execute("CREATE TABLE r1 PARTITION OF r FOR VALUES FROM (100) TO (200)");
            st.executeUpdate("INSERT INTO r SELECT g, 'v' || g FROM generate_series(0, 199) g");
            try (PreparedStatement ps = c.prepareStatement("SELECT count(*), min(k) FROM r WHERE k >= ?")) {
                ps.setInt(1, 150);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    assertThat(rs.getInt(1)).isEqualTo(50);
                    assertThat(rs.getInt(2)).isEqualTo(150);
                }
                ps.setInt(1, 50);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    assertThat(rs.getInt(1)).isEqualTo(150);
                }
            }
            try (PreparedStatement ps = c.prepareStatement("UPDATE r SET k = k + 100 WHERE k = ?")) {
                ps.setInt(1, 5);
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
            try (ResultSet rs = st.executeQuery("SELECT v FROM r1 WHERE k = 105 ORDER BY v")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isIn("v5", "v105");
            }
        }
    }
}

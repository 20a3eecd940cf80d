package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * MERGE through JDBC: the update count is the rows inserted, updated and deleted (DO NOTHING counts
 * none), parameters bind in every clause, and the targets Lanin does not merge into fail with 0A000.
 * What PostgreSQL answers in SQL is in ddl/merge.sql.
 */
class MergeJdbcTest {

    @Test
    void theUpdateCountIsTheRowsChangedAndParametersBindEverywhere() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:merge_count");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE kv (k text PRIMARY KEY, v int)");
            st.execute("INSERT INTO kv VALUES ('a', 1), ('b', 2), ('c', 3)");
            assertThat(st.executeUpdate("MERGE INTO kv USING (VALUES ('a', 10), ('b', 0), ('c', 30), ('d', 40)) s(k, v)"
                    + " ON kv.k = s.k WHEN MATCHED AND s.v = 0 THEN DELETE WHEN MATCHED AND s.k = 'c' THEN DO NOTHING"
                    + " WHEN MATCHED THEN UPDATE SET v = s.v WHEN NOT MATCHED THEN INSERT VALUES (s.k, s.v)")).isEqualTo(3);
            try (PreparedStatement ps = c.prepareStatement("MERGE INTO kv USING (SELECT ?::text AS k, ?::int AS v) s ON kv.k = s.k"
                    + " WHEN MATCHED AND s.v > ? THEN UPDATE SET v = s.v WHEN NOT MATCHED THEN INSERT VALUES (s.k, s.v + ?)")) {
                ps.setString(1, "e");
                ps.setInt(2, 5);
                ps.setInt(3, 0);
                ps.setInt(4, 1000);
                assertThat(ps.executeUpdate()).isEqualTo(1);
                ps.setString(1, "a");
                ps.setInt(2, 7);
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
            try (ResultSet rs = st.executeQuery("SELECT string_agg(k || '=' || v, ',' ORDER BY k) FROM kv")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("a=7,c=3,d=40,e=1005");
            }
        }
    }

    @Test
    void targetsLaninDoesNotMergeIntoAreNotSupported() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:merge_unsupported");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE p (k int, v int) PARTITION BY RANGE (k)");
            st.execute("CREATE TABLE p1 PARTITION OF p FOR VALUES FROM (0) TO (10)");
            st.execute("CREATE TABLE t (k int PRIMARY KEY, v int)");
            st.execute("CREATE TABLE ruled (k int, v int)");
            st.execute("CREATE RULE r AS ON DELETE TO ruled DO INSTEAD NOTHING");
            st.execute("CREATE VIEW v AS SELECT * FROM t");
            for (String target : new String[] {"p", "p1", "ruled", "v"}) {
                String sql = "MERGE INTO " + target + " x USING t ON x.k = t.k WHEN MATCHED THEN DELETE";
                assertThatThrownBy(() -> st.execute(sql)).as(sql)
                        .isInstanceOfSatisfying(SQLFeatureNotSupportedException.class, e -> {
                            assertThat(e.getSQLState()).isEqualTo("0A000");
                            assertThat(e.getMessage()).contains("MERGE on a");
                        });
            }
        }
    }
}

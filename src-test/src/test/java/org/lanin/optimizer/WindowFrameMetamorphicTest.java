package org.lanin.optimizer;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Window frames against their definition: over random data with duplicates and NULLs, a RANGE
 * frame with offsets, a GROUPS frame and an EXCLUDE clause each give, row by row, what a correlated
 * subquery that spells the frame out gives (the rows whose key lies within the offsets of the
 * current row's; the peer groups numbered by dense_rank; the frame minus the current row or its
 * peers). Replay a failure with {@code -Dseed=}.
 */
class WindowFrameMetamorphicTest {

    @Test
    void framesMatchTheirDefinitions() throws SQLException {
        long seed = Long.getLong("seed", System.nanoTime());
        Random random = new Random(seed);
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:" + TestEngine.uniqueName("frames"));
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE w (id int PRIMARY KEY, g int, k int, v int)");
            StringBuilder ins = new StringBuilder("INSERT INTO w VALUES ");
            for (int i = 1; i <= 300; i++) {
                ins.append(i > 1 ? ", " : "").append('(').append(i).append(", ").append(random.nextInt(3)).append(", ")
                        .append(random.nextInt(12) == 0 ? "NULL" : Integer.toString(random.nextInt(40))).append(", ")
                        .append(random.nextInt(100)).append(')');
            }
            st.execute(ins.toString());
            st.execute("CREATE VIEW r AS SELECT *, dense_rank() OVER (PARTITION BY g ORDER BY k) AS grp FROM w");
            for (int round = 0; round < 6; round++) {
                int before = random.nextInt(6);
                int after = random.nextInt(6);
                String why = "seed " + seed + ", offsets " + before + " and " + after;
                assertThat(rows(st, "SELECT id, sum(v) OVER (PARTITION BY g ORDER BY k RANGE BETWEEN " + before
                        + " PRECEDING AND " + after + " FOLLOWING) FROM w WHERE k IS NOT NULL ORDER BY id"))
                        .as(why).isEqualTo(rows(st, "SELECT id, (SELECT sum(v) FROM w x WHERE x.g = w.g AND x.k BETWEEN w.k - "
                                + before + " AND w.k + " + after + ") FROM w WHERE k IS NOT NULL ORDER BY id"));
                assertThat(rows(st, "SELECT id, sum(v) OVER (PARTITION BY g ORDER BY k DESC RANGE BETWEEN " + before
                        + " PRECEDING AND CURRENT ROW EXCLUDE CURRENT ROW) FROM w WHERE k IS NOT NULL ORDER BY id"))
                        .as(why).isEqualTo(rows(st, "SELECT id, (SELECT sum(v) FROM w x WHERE x.g = w.g AND x.id <> w.id AND x.k "
                                + "BETWEEN w.k AND w.k + " + before + ") FROM w WHERE k IS NOT NULL ORDER BY id"));
                assertThat(rows(st, "SELECT id, sum(v) OVER (PARTITION BY g ORDER BY k GROUPS BETWEEN " + before
                        + " PRECEDING AND " + after + " FOLLOWING EXCLUDE GROUP) FROM r WHERE k IS NOT NULL ORDER BY id"))
                        .as(why).isEqualTo(rows(st, "SELECT id, (SELECT sum(v) FROM r x WHERE x.g = r.g AND x.k IS NOT NULL "
                                + "AND x.grp BETWEEN r.grp - " + before + " AND r.grp + " + after + " AND x.grp <> r.grp) "
                                + "FROM r WHERE k IS NOT NULL ORDER BY id"));
                assertThat(rows(st, "SELECT id, count(*) OVER (PARTITION BY g ORDER BY k GROUPS BETWEEN CURRENT ROW AND "
                        + after + " FOLLOWING EXCLUDE TIES) FROM r ORDER BY id"))
                        .as(why).isEqualTo(rows(st, "SELECT id, (SELECT count(*) FROM r x WHERE x.g = r.g AND (x.id = r.id OR "
                                + "x.grp > r.grp AND x.grp <= r.grp + " + after + ")) FROM r ORDER BY id"));
            }
        }
    }

    private static List<String> rows(Statement st, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1) + "|" + rs.getString(2));
            }
        }
        return out;
    }
}

package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Range scan of 100 consecutive primary keys, PreparedStatement, autocommit; the lower bound is
 * uniform random, the upper bound is bound as lower+99 (computed in Java, so no engine has to
 * type {@code ? + 99}); all 100 rows are read.
 */
public final class RangeScanWorkload extends ThroughputWorkload {
    private static final int WIDTH = 100;
    private long rows;

    @Override
    public String name() {
        return "range_scan";
    }

    @Override
    public String description() {
        return "Range scan of 100 rows by primary key, PreparedStatement, autocommit; lower bound uniform "
                + "random, upper = lower + 99; table of 100,000 rows (20,000 with --quick).\n\n```sql\n"
                + KvTable.CREATE + ";\nSELECT id, amount FROM kv WHERE id BETWEEN ? AND ?;  -- ?, ? + 99\n```";
    }

    @Override
    public boolean writes() {
        return false;
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        rows = scale.rows(100_000, 20_000);
        KvTable.create(c, rows);
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        PreparedStatement ps = c.prepareStatement("SELECT id, amount FROM kv WHERE id BETWEEN ? AND ?");
        return () -> {
            long lo = t.nextKey(rows - WIDTH + 1);
            ps.setLong(1, lo);
            ps.setLong(2, lo + WIDTH - 1);
            int n = 0;
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rs.getBigDecimal(2);
                    n++;
                }
            }
            if (n != WIDTH) {
                throw new SQLException("range scan read " + n + " rows, expected " + WIDTH, "XX000");
            }
        };
    }
}

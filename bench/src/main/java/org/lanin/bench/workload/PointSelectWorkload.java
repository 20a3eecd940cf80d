package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Point SELECT by primary key, PreparedStatement, autocommit; ids uniform random over the
 * loaded rows (100,000; 20,000 in quick mode), every row read back.
 */
public final class PointSelectWorkload extends ThroughputWorkload {
    private long rows;

    @Override
    public String name() {
        return "point_select";
    }

    @Override
    public String description() {
        return "Point SELECT by primary key, PreparedStatement, autocommit; `id` uniform random over "
                + "100,000 loaded rows (20,000 with --quick).\n\n```sql\n" + KvTable.CREATE + ";\n"
                + "SELECT name, amount FROM kv WHERE id = ?;\n```";
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
        PreparedStatement ps = c.prepareStatement("SELECT name, amount FROM kv WHERE id = ?");
        return () -> {
            ps.setLong(1, t.nextKey(rows));
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next() || rs.getString(1) == null || rs.getBigDecimal(2) == null) {
                    throw new SQLException("point select found no row", "XX000");
                }
            }
        };
    }
}

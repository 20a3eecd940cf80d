package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * {@link PointSelectWorkload} with a plain Statement: the id is a literal in new SQL text each
 * time. Compare with {@code point_select} (prepared).
 */
public final class PointSelectLiteralWorkload extends ThroughputWorkload {
    private long rows;

    @Override
    public String name() {
        return "point_select_literal";
    }

    @Override
    public String description() {
        return "Point SELECT by primary key as literal SQL (plain Statement), autocommit; `id` uniform random over "
                + "100,000 loaded rows (20,000 with --quick).\n\n```sql\n" + KvTable.CREATE + ";\n"
                + "SELECT name, amount FROM kv WHERE id = 42;\n```";
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
        Statement st = c.createStatement();
        return () -> {
            try (ResultSet rs = st.executeQuery("SELECT name, amount FROM kv WHERE id = " + t.nextKey(rows))) {
                if (!rs.next() || rs.getString(1) == null) {
                    throw new SQLException("point select found no row", "XX000");
                }
            }
        };
    }
}

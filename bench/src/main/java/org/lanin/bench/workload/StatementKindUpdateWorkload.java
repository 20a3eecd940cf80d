package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Literal vs prepared single-row UPDATE by primary key over {@link KvTable} (100,000 rows;
 * 20,000 with --quick), autocommit, random ids: {@code update_literal} sends new literals in the
 * SQL text every time, {@code update_prepared} binds them to one PreparedStatement.
 */
public final class StatementKindUpdateWorkload extends ThroughputWorkload {
    private final boolean literal;
    private long rows;

    public StatementKindUpdateWorkload(boolean literal) {
        this.literal = literal;
    }

    @Override
    public String name() {
        return literal ? "update_literal" : "update_prepared";
    }

    @Override
    public String description() {
        String stmt = literal ? "UPDATE kv SET amount = 12.34 WHERE id = 42;  -- plain Statement, new literals each time"
                : "UPDATE kv SET amount = ? WHERE id = ?;  -- one PreparedStatement per thread";
        return (literal ? "Literal" : "Prepared") + " single-row UPDATE by primary key, autocommit, `id` uniform "
                + "random over 100,000 rows (20,000 with --quick)."
                + "\n\n```sql\n" + KvTable.CREATE + ";\n" + stmt + "\n```";
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        rows = scale.rows(100_000, 20_000);
        KvTable.create(c, rows);
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        if (literal) {
            Statement st = c.createStatement();
            return () -> {
                long id = t.nextKey(rows);
                st.executeUpdate("UPDATE kv SET amount = " + KvTable.amount(id + 1).toPlainString() + " WHERE id = " + id);
            };
        }
        PreparedStatement ps = c.prepareStatement("UPDATE kv SET amount = ? WHERE id = ?");
        return () -> {
            long id = t.nextKey(rows);
            ps.setBigDecimal(1, KvTable.amount(id + 1));
            ps.setLong(2, id);
            ps.executeUpdate();
        };
    }
}

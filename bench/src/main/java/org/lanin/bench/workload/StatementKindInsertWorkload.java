package org.lanin.bench.workload;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Literal vs prepared INSERT of the same rows, autocommit: {@code insert_literal} sends a plain
 * Statement whose SQL text carries fresh literals every time (so a plan cache keyed by text
 * never hits), {@code insert_prepared} binds the same values to one PreparedStatement. Keys are
 * increasing from a shared counter so no insert conflicts. Compare the two tables' rows.
 */
public final class StatementKindInsertWorkload extends ThroughputWorkload {
    private static final String CREATE =
            "CREATE TABLE lit (id bigint PRIMARY KEY, name text NOT NULL, amount numeric(12,2) NOT NULL)";
    private final boolean literal;

    public StatementKindInsertWorkload(boolean literal) {
        this.literal = literal;
    }

    @Override
    public String name() {
        return literal ? "insert_literal" : "insert_prepared";
    }

    @Override
    public String description() {
        String stmt = literal
                ? "INSERT INTO lit (id, name, amount) VALUES (42, 'name 42', 0.42);  -- plain Statement, new literals each time"
                : "INSERT INTO lit (id, name, amount) VALUES (?, ?, ?);  -- one PreparedStatement per thread";
        return (literal ? "Literal" : "Prepared") + " single-row INSERT, autocommit, `id` from a shared "
                + "AtomicLong; the pair insert_literal / insert_prepared measures statement preparation cost."
                + "\n\n```sql\n" + CREATE + ";\n" + stmt + "\n```";
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        // beforeSample creates the table.
    }

    @Override
    public void beforeSample(Connection c) throws SQLException {
        exec(c, "DROP TABLE IF EXISTS lit", CREATE);
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        if (literal) {
            Statement st = c.createStatement();
            return () -> {
                long id = t.sequence().incrementAndGet();
                st.executeUpdate("INSERT INTO lit (id, name, amount) VALUES (" + id + ", 'name " + id + "', "
                        + amount(id).toPlainString() + ")");
            };
        }
        PreparedStatement ps = c.prepareStatement("INSERT INTO lit (id, name, amount) VALUES (?, ?, ?)");
        return () -> {
            long id = t.sequence().incrementAndGet();
            ps.setLong(1, id);
            ps.setString(2, "name " + id);
            ps.setBigDecimal(3, amount(id));
            ps.executeUpdate();
        };
    }

    private static BigDecimal amount(long id) {
        return BigDecimal.valueOf(id % 100_000, 2);
    }
}

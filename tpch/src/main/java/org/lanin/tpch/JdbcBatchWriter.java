package org.lanin.tpch;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;

/**
 * The plain-JDBC load: one prepared {@code INSERT}, rows sent in batches of {@link #BATCH}, a
 * commit every {@link #COMMIT_EVERY} rows and at the end (autocommit is restored afterwards).
 */
public final class JdbcBatchWriter implements TableWriter {
    static final int BATCH = 1_000;
    static final int COMMIT_EVERY = 50_000;

    /** How dates are bound: SQLite has no date type and keeps them as ISO text. */
    public enum Dates { OBJECT, TEXT }

    private final Dates dates;

    public JdbcBatchWriter(Dates dates) {
        this.dates = dates;
    }

    @Override
    public long write(Connection c, String table, List<String> columns, Iterable<Object[]> rows) throws SQLException {
        String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")";
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        long n = 0;
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (Object[] row : rows) {
                bind(ps, row);
                ps.addBatch();
                if (++n % BATCH == 0) {
                    ps.executeBatch();
                }
                if (n % COMMIT_EVERY == 0) {
                    c.commit();
                }
            }
            if (n % BATCH != 0) {
                ps.executeBatch();
            }
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(auto);
        }
        return n;
    }

    private void bind(PreparedStatement ps, Object[] row) throws SQLException {
        for (int i = 0; i < row.length; i++) {
            Object v = row[i];
            if (v instanceof Integer n) {
                ps.setInt(i + 1, n);
            } else if (v instanceof BigDecimal d) {
                ps.setBigDecimal(i + 1, d);
            } else if (v instanceof LocalDate d && dates == Dates.TEXT) {
                ps.setString(i + 1, d.toString());
            } else if (v instanceof LocalDate d) {
                ps.setObject(i + 1, d);
            } else {
                ps.setString(i + 1, (String) v);
            }
        }
    }
}

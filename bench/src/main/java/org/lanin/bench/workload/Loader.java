package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Bulk load through one PreparedStatement: batches of 1,000 rows, a commit every 10,000. */
public final class Loader {
    private static final int BATCH = 1_000;
    private static final int COMMIT_EVERY = 10_000;

    /** Binds row {@code i} (1-based) to the statement's parameters. */
    @FunctionalInterface
    public interface RowBinder {
        void bind(PreparedStatement ps, long i) throws SQLException;
    }

    private Loader() {
    }

    public static void load(Connection c, String insertSql, long rows, RowBinder binder) throws SQLException {
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try (PreparedStatement ps = c.prepareStatement(insertSql)) {
            for (long i = 1; i <= rows; i++) {
                binder.bind(ps, i);
                ps.addBatch();
                if (i % BATCH == 0 || i == rows) {
                    ps.executeBatch();
                }
                if (i % COMMIT_EVERY == 0) {
                    c.commit();
                }
            }
            c.commit();
        } finally {
            c.setAutoCommit(auto);
        }
    }
}

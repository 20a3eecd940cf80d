package org.lanin.bench.query;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.lanin.tpch.ResultRows;

/**
 * Runs one execution of a prepared query and reads every column of every row, under a
 * timeout enforced the same way for every engine: a watchdog thread calls
 * {@link java.sql.Statement#cancel()} when the time is up (engines differ in whether and how they
 * honour {@code setQueryTimeout}; all of them implement cancel).
 */
final class QueryTimer {
    private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "query-timeout-watchdog");
        t.setDaemon(true);
        return t;
    });

    /** The execution ran past its timeout and was cancelled. */
    static final class TimedOut extends Exception {
        private static final long serialVersionUID = 1L;

        TimedOut(int seconds) {
            super("timed out after " + seconds + " s");
        }
    }

    private QueryTimer() {
    }

    /** Executes {@code ps} (parameters already bound); the rows when {@code capture}, else null. */
    static ResultRows run(PreparedStatement ps, int timeoutSeconds, boolean capture) throws SQLException, TimedOut {
        AtomicBoolean fired = new AtomicBoolean();
        ScheduledFuture<?> watchdog = WATCHDOG.schedule(() -> cancel(ps, fired), timeoutSeconds, TimeUnit.SECONDS);
        try (ResultSet rs = ps.executeQuery()) {
            if (capture) {
                return ResultRows.read(rs);
            }
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                for (int i = 1; i <= columns; i++) {
                    rs.getObject(i);
                }
            }
            return null;
        } catch (SQLException e) {
            if (fired.get()) {
                throw new TimedOut(timeoutSeconds);
            }
            throw e;
        } finally {
            watchdog.cancel(false);
        }
    }

    private static void cancel(PreparedStatement ps, AtomicBoolean fired) {
        fired.set(true);
        try {
            ps.cancel();
        } catch (SQLException e) {
            // The engine refused to cancel: the execution runs on, and its time says so.
        }
    }
}

package org.lanin.concurrency;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.lanin.testkit.TestEngine;

/** Small helpers for tests that drive several connections to one shared in-memory database. */
final class Sessions implements AutoCloseable {
    private final TestEngine engine;
    private final String dbName;
    private final Connection keeper;
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "session");
        t.setDaemon(true);
        return t;
    });

    Sessions(TestEngine engine, String prefix) throws SQLException {
        this.engine = engine;
        this.dbName = TestEngine.uniqueName(prefix);
        this.keeper = engine.openShared(dbName); // keeps the database alive for the whole test
    }

    /** A new connection to the shared database, autocommit off, at the given isolation level. */
    Connection open(int isolation) throws SQLException {
        Connection c = engine.openShared(dbName);
        c.setAutoCommit(false);
        c.setTransactionIsolation(isolation);
        return c;
    }

    void exec(String sql) throws SQLException {
        exec(keeper, sql);
    }

    static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    static long queryLong(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Until pg_locks, read through {@code admin}, shows session {@code pid} waiting for a lock (20 s at most). */
    static void awaitWaiting(Connection admin, int pid) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
        while (queryLong(admin, "SELECT count(*) FROM pg_locks WHERE pid = " + pid + " AND NOT granted") == 0) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("session " + pid + " never waited");
            }
            Thread.sleep(2);
        }
    }

    long queryLong(String sql) throws SQLException {
        return queryLong(keeper, sql);
    }

    /** Runs {@code body} on another thread; the future fails with whatever it throws. */
    CompletableFuture<Void> async(SqlAction body) {
        return CompletableFuture.runAsync(() -> {
            try {
                body.run();
            } catch (SQLException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        }, pool);
    }

    /** SQLSTATEs meaning "this transaction lost a serialization race or deadlock; retry it". */
    Set<String> retryableStates() {
        return engine == TestEngine.H2 ? Set.of("40001", "40P01", "HYT00", "90131") : Set.of("40001", "40P01");
    }

    /** SQLSTATE of a write-write conflict under REPEATABLE READ (H2 reports its own code). */
    Set<String> serializationFailureStates() {
        return engine == TestEngine.H2 ? Set.of("40001", "90131") : Set.of("40001");
    }

    /** SQLSTATE of the deadlock victim (H2 reports deadlocks as 40001). */
    Set<String> deadlockStates() {
        return engine == TestEngine.H2 ? Set.of("40001") : Set.of("40P01");
    }

    /** The autocommit connection that created the database. */
    Connection keeper() {
        return keeper;
    }

    TestEngine engine() {
        return engine;
    }

    @Override
    public void close() throws SQLException {
        pool.shutdownNow();
        keeper.close();
    }

    @FunctionalInterface
    interface SqlAction {
        void run() throws SQLException;
    }

    static SQLException sqlCause(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SQLException e) {
                return e;
            }
        }
        throw new AssertionError("expected an SQLException, got " + t, t);
    }
}

package org.lanin.planner.session;

import org.lanin.engine.txn.IsolationLevel;

/**
 * One connection's view of a database: its transaction, settings and prepared statements.
 * Every method throws {@link org.lanin.engine.error.LaninException} (with a SQLSTATE) on
 * user errors. A session is used by one thread at a time, except {@link #cancel()}, which
 * any thread may call to stop the statement that is running.
 */
public interface Session extends AutoCloseable {
    /** Parses and binds; served from the plan cache when the same text was seen before. */
    default PreparedSql prepare(String sql) {
        return prepare(sql, 0);
    }

    /**
     * Same, within a time limit: parsing stops with 57014 after {@code timeoutMillis} (0: only
     * statement_timeout applies) or when {@link #cancel()} is called meanwhile.
     */
    PreparedSql prepare(String sql, long timeoutMillis);

    /**
     * Executes a prepared statement. {@code params} holds one value per parameter: Java values of
     * the engine's classes (Integer, Long, BigDecimal, String, LocalDate, ... or null); a value of
     * another supported class is cast to the parameter's type (e.g. a String for an integer parameter).
     *
     * @param maxRows       0 for no limit; otherwise rows past this many are dropped
     * @param timeoutMillis 0 for no limit; otherwise the statement fails with 57014 after this long
     */
    default ExecutionResult execute(PreparedSql statement, Object[] params, long maxRows, long timeoutMillis) {
        return execute(statement, params, maxRows, 0, timeoutMillis);
    }

    /**
     * Same; a query's rows stream: they are computed as the caller reads them from
     * {@link ExecutionResult#rows()}, the first batch before this returns (see {@code Portals} for
     * what other statements, commit and rollback do to an open result). Close the result when done:
     * in auto-commit mode its transaction ends when the rows are read to their end or the result
     * is closed (or when the session runs another statement).
     *
     * @param fetchSize rows computed per fetch (0 or 1: one at a time). With 0 an open result is read
     *                  into memory when its transaction must end, as pgJDBC's default reads every
     *                  result whole; with more it is closed then, as pgJDBC's portal is
     * @param timeoutMillis counts the time spent in the engine, at execute and in each fetch
     */
    ExecutionResult execute(PreparedSql statement, Object[] params, long maxRows, int fetchSize, long timeoutMillis);

    /** Prepares (through the cache) and executes a statement without parameters. */
    default ExecutionResult execute(String sql) {
        return execute(prepare(sql), new Object[0], 0, 0);
    }

    /**
     * Auto-commit on: each statement outside BEGIN commits by itself. Turning it on commits an
     * open transaction (JDBC's rule).
     */
    void setAutoCommit(boolean autoCommit);

    boolean autoCommit();

    void commit();

    void rollback();

    /**
     * Starts running the statements of one multi-statement string: in auto-commit mode they form
     * one transaction (PostgreSQL's implicit transaction block: a failure rolls all of them back,
     * BEGIN/COMMIT inside take over). Pair with {@link #endImplicitBlock()}.
     */
    void beginImplicitBlock();

    /** Ends the string: commits its implicit transaction, or rolls it back if a statement failed. */
    void endImplicitBlock();

    /** Creates a savepoint in the current transaction (starting one if auto-commit is off). */
    void setSavepoint(String name);

    void rollbackToSavepoint(String name);

    void releaseSavepoint(String name);

    /** Isolation for transactions started from now on. */
    void setIsolation(IsolationLevel level);

    IsolationLevel isolation();

    void setReadOnly(boolean readOnly);

    boolean readOnly();

    TransactionState transactionState();

    /** Stops the statement running on this session (from any thread); it fails with 57014. */
    void cancel();

    /** {@code SHOW name}: the current value of a setting. */
    String getSetting(String name);

    /** {@code SET name = value}; unknown names fail with 42704, bad values with 22023. */
    void setSetting(String name, String value);

    /** Name of the database this session is connected to ("" for a private one). */
    String databaseName();

    /**
     * The database's current catalog version, for Lanin's own tools that describe the whole
     * schema (the dump in {@code org.lanin.dump}); applications read pg_catalog instead.
     */
    default org.lanin.engine.catalog.CatalogSnapshot catalogSnapshot() {
        throw new UnsupportedOperationException("catalogSnapshot");
    }

    /**
     * The database's user routines and triggers (null when it never had one), kept beside the
     * catalog; for the dump, as {@link #catalogSnapshot()}.
     */
    default org.lanin.planner.routine.catalog.Routines routines() {
        return null;
    }

    /**
     * The text of a value of an oid alias type (a regclass's relation name...), as its output
     * function prints it now: names from the current catalog, qualified by the search_path.
     */
    default String oidAliasText(org.lanin.engine.type.OidAlias alias, long oid) {
        return Long.toString(oid);
    }

    boolean isClosed();

    /** Rolls back open work and releases the session. Idempotent. */
    @Override
    void close();

    /** The notices and warnings the last statement gave, oldest first; taking them clears them. */
    default java.util.List<Notice> takeWarnings() {
        return java.util.List.of();
    }
}

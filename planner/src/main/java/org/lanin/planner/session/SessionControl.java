package org.lanin.planner.session;

import org.lanin.engine.txn.IsolationLevel;

/** Session operations that SQL statements (BEGIN, SET, SHOW, currval) perform. */
public interface SessionControl {
    void begin(IsolationLevel isolation, Boolean readOnly);

    void commit();

    /**
     * Whether the statement running may end its transaction from inside (COMMIT / ROLLBACK in a
     * procedure called by CALL or DO): it runs alone in auto-commit, outside any transaction block.
     */
    boolean loneStatementRunning();

    /**
     * COMMIT or ROLLBACK [AND CHAIN] in a procedure: ends the running transaction and starts the next
     * (AND CHAIN: with the same isolation level and access mode), in which {@code ctx} (the
     * procedure's) goes on.
     */
    void endTransactionInProcedure(org.lanin.engine.exec.ExecContext ctx, boolean commit, boolean chain);

    void rollback();

    /** COMMIT as SQL: commits, or rolls back a failed block; false when it rolled back (tag ROLLBACK). */
    boolean commitBlock();

    /** SET TRANSACTION READ ONLY / READ WRITE for the current (or next, in a block) transaction. */
    void setTransactionReadOnly(boolean readOnly);

    void setSavepoint(String name);

    void rollbackToSavepoint(String name);

    void releaseSavepoint(String name);

    /** SET TRANSACTION ISOLATION LEVEL for the current transaction block. */
    void setTransactionIsolation(IsolationLevel level);

    String getSetting(String name);

    /** SET (and set_config(..., false)): the value holds for the session; it outlasts a routine's SET clause. */
    void setSetting(String name, String value);

    /**
     * Sets a value for a SET LOCAL or a routine's SET clause: as {@link #setSetting}, but not a
     * plain SET, so a routine's SET clause of the setting is still put back when its call ends.
     */
    void applySetting(String name, String value);

    /**
     * SET LOCAL: the value holds until the transaction ends (an auto-commit statement's too, so a
     * function's SET LOCAL holds for the rest of the statement that called it); outside one it has no
     * effect (PostgreSQL warns).
     */
    default void setLocalSetting(String name, String value) {
        if (inTransactionBlock() || transactionRunning()) {
            settings().saveLocal(Setting.of(name));
            if (value.equals(org.lanin.planner.parse.UtilityStatement.Set.DEFAULT)) {
                resetSetting(name);
            } else {
                applySetting(name, value);
            }
        }
    }

    /** A transaction is open (a block's, or the one an auto-commit statement runs in). */
    boolean transactionRunning();

    void resetSetting(String name);

    SessionSettings settings();

    /** Records a DDL change made in the current transaction, so ROLLBACK can undo it. */
    void recordDdl(org.lanin.engine.catalog.CatalogSnapshot before, org.lanin.engine.catalog.CatalogSnapshot after);

    /** The database this session is connected to (admin functions, test hooks). */
    LaninDatabase database();

    /**
     * The running transaction's deferred FOREIGN KEY checks and SET CONSTRAINTS modes, made on
     * first need; null outside a transaction.
     */
    org.lanin.engine.access.DeferredConstraints deferredConstraints();

    /** What nextval and setval gave this session, for currval and lastval. */
    SequenceValues sequenceValues();

    /** pg_stat_statements_reset(): forgets this database's statement statistics. */
    void resetStatementStatistics();

    /**
     * Takes a table-level lock for the running transaction, waiting as the statement may
     * (lock_timeout, cancel, statement_timeout; {@code noWait}: 55P03 at once). DDL, LOCK TABLE
     * and the index check functions use it; queries and DML list theirs in {@code Plan.locks()}.
     */
    void lockRelation(org.lanin.engine.catalog.TableDef table, org.lanin.engine.lock.LockMode mode, boolean noWait);

    /**
     * Takes {@code mode} on a type (enum or domain) for the running transaction, to its end, as
     * PostgreSQL's LockDatabaseObject on the pg_type row: ALTER TYPE ... ADD/RENAME VALUE take
     * EXCLUSIVE, so two transactions never change one enum's labels at once (each one's undo puts
     * back the labels as it found them), and DROP TYPE ACCESS EXCLUSIVE. The lock manager keys it
     * by the type's oid (oids of types and relations never collide).
     */
    void lockType(org.lanin.engine.catalog.UserType type, org.lanin.engine.lock.LockMode mode);

    /** This session's side of the lock manager (VACUUM locks with it in transactions of its own). */
    org.lanin.engine.lock.LockProc lockProc();

    /** How the running statement waits for a lock. */
    org.lanin.engine.lock.LockWait lockWait();

    /** True inside a transaction block: after BEGIN, or with auto-commit off (a statement does not commit on its own). */
    boolean inTransactionBlock();

    /** pg_backend_pid(): the session's pid, as pg_locks shows it. */
    int backendPid();

    /** A warning for the running statement (the driver chains it to Statement.getWarnings). */
    default void warn(String message) {
        Notice.send(this, "WARNING", message); // client_min_messages = error hides it, as any WARNING
    }

    /** A notice for the running statement, already filtered by client_min_messages. */
    void notice(Notice n);

    /** The session's temporary schema and ON COMMIT actions (CREATE TEMP TABLE). */
    TempTables tempTables();

    /** The session's SQL-level prepared statements (PREPARE, EXECUTE, DEALLOCATE). */
    NamedStatements namedStatements();

    /** DECLARE ... CURSOR: opens the cursor in the session's transaction ({@link SqlCursors}). */
    void declareCursor(org.lanin.planner.parse.UtilityStatement.DeclareCursor d);

    /** FETCH or MOVE: the rows (none for MOVE) under the cursor's columns, tagged "FETCH n" / "MOVE n". */
    org.lanin.planner.plan.Outcome fetchCursor(org.lanin.planner.parse.UtilityStatement.FetchCursor f);

    /** CLOSE name, or CLOSE ALL ({@code name} null). */
    void closeCursor(String name);
}

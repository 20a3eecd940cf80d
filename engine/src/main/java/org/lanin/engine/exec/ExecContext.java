package org.lanin.engine.exec;

import java.time.OffsetDateTime;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/**
 * Everything one statement execution needs besides its plan: parameter values, the
 * transaction and snapshot, cancellation and timeout, and the statement's clock.
 */
public final class ExecContext implements org.lanin.engine.func.EvalContext {
    private final Object[] params;
    /** Replaced only by {@link #continueIn} (COMMIT / ROLLBACK inside a procedure). */
    private Transaction tx;
    /** Null until first asked for while {@link #deferredCommandId} is set ({@link #deferSnapshot}). */
    private Snapshot snapshot;
    /** The command id of a READ COMMITTED statement whose snapshot is taken at its first read; -1: none deferred. */
    private int deferredCommandId = -1;
    private final TransactionManager tm;
    private java.time.Instant transactionInstant;
    private OffsetDateTime transactionStart;
    /** When statement_timeout strikes (System.nanoTime); 0 for none. Moved on by {@link #extendDeadline}. */
    private long deadlineNanos;
    private final long lockTimeoutMillis;
    private volatile boolean canceled;
    private int tick;
    private Object session;
    private EngineSettings settings = EngineSettings.DEFAULT;
    private Map<Object, Object> memo;
    private Map<Object, WorkTable> workTables;
    private Object[][] outerRows = NO_ROWS; // grown at the first correlated subquery: most statements have none
    private int outerDepth;
    private boolean wasNull;
    private org.lanin.engine.access.RiStatement ri;
    private Object[] execParams = NO_PARAMS;
    private Instrumentation instrumentation;
    private ParallelShare parallelShare;
    /** The context of the statement this query belongs to ({@link #nextCommand}): its cancel reaches this one. */
    private ExecContext statement;
    private static final Object[] NO_PARAMS = new Object[0];
    private static final Object[][] NO_ROWS = new Object[0][];

    public ExecContext(Object[] params, Transaction tx, Snapshot snapshot, TransactionManager tm,
                       java.time.Instant transactionStart, long timeoutMillis, long lockTimeoutMillis) {
        this.params = params;
        this.tx = tx;
        this.snapshot = snapshot;
        this.tm = tm;
        this.transactionInstant = transactionStart;
        this.deadlineNanos = timeoutMillis > 0 ? System.nanoTime() + timeoutMillis * 1_000_000L : 0;
        this.lockTimeoutMillis = lockTimeoutMillis;
    }

    /** Whether the value the last primitive evaluation ({@link LongRowExpr#evalLong} ...) returned is NULL. */
    public boolean wasNull() {
        return wasNull;
    }

    /** Set by every primitive evaluation on return; execution is single-threaded per context. */
    public void setWasNull(boolean isNull) {
        wasNull = isNull;
    }

    public Object param(int index) {
        return params[index];
    }

    public Object[] params() {
        return params;
    }

    public Transaction transaction() {
        return tx;
    }

    public Snapshot snapshot() {
        Snapshot s = snapshot;
        if (s == null && deferredCommandId >= 0) {
            s = snapshot = tx.takeStatementSnapshot(deferredCommandId);
            deferredCommandId = -1;
        }
        return s;
    }

    /**
     * The statement's snapshot is taken when something first reads through it, for the statement
     * of command {@code commandId} (PostgreSQL takes it at the start of every statement). READ
     * COMMITTED only ({@link Transaction#beginStatementDeferred}): a statement that reads nothing,
     * such as an INSERT of values into a table without unique keys or foreign keys, then takes none.
     * Each snapshot reads every running transaction and raises shared horizons, and two clients
     * inserting at full speed spent a fifth of their time there (issue 12).
     */
    public void deferSnapshot(int commandId) {
        if (snapshot == null) {
            deferredCommandId = commandId;
        }
    }

    /**
     * COMMIT or ROLLBACK inside a procedure ended the transaction this context ran in; the rest of
     * the CALL runs in {@code next}, started at {@code start} (now() moves on with it).
     */
    public void continueIn(Transaction next, java.time.Instant start) {
        tx = next;
        transactionInstant = start;
        transactionStart = null;
    }

    public TransactionManager transactionManager() {
        return tm;
    }

    /** now() / current_timestamp: the transaction's start time, as in PostgreSQL. */
    public OffsetDateTime transactionStart() {
        if (transactionStart == null) {
            // built on first use: most statements never read the clock
            java.time.LocalDateTime utc = java.time.LocalDateTime.ofEpochSecond(transactionInstant.getEpochSecond(),
                    transactionInstant.getNano() / 1000 * 1000, java.time.ZoneOffset.UTC);
            transactionStart = OffsetDateTime.of(utc, java.time.ZoneOffset.UTC);
        }
        return transactionStart;
    }

    @Override
    public OffsetDateTime transactionTimestamp() {
        return transactionStart();
    }

    public long lockTimeoutMillis() {
        return lockTimeoutMillis;
    }

    public void cancel() {
        canceled = true;
    }

    /**
     * A statement read through a cursor (a portal) waits between fetches while the application
     * works: that time is not the statement's, so its statement_timeout deadline moves on by it.
     * Called by the thread that runs the statement, before it resumes.
     */
    public void extendDeadline(long idleNanos) {
        if (deadlineNanos != 0 && idleNanos > 0) {
            deadlineNanos += idleNanos;
        }
    }

    /**
     * A SQL cursor's FETCH is a statement of its own: its statement_timeout ({@code timeoutMillis},
     * 0 for none) counts from now. Called by the thread that runs the statement.
     */
    public void restartDeadline(long timeoutMillis) {
        deadlineNanos = timeoutMillis > 0 ? System.nanoTime() + timeoutMillis * 1_000_000L : 0;
    }

    public boolean isCanceled() {
        return canceled || (statement != null && statement.canceled) || (deadlineNanos != 0 && System.nanoTime() - deadlineNanos > 0);
    }

    /**
     * The context of the next query of a statement that a rule rewrite made several of: the same
     * transaction, parameters, session, settings and deadline, and the next command id over the
     * same snapshot (PostgreSQL's CommandCounterIncrement between them), so it sees what the queries
     * before it wrote. Canceling this statement's context cancels it too.
     */
    public ExecContext nextCommand() {
        ExecContext c = new ExecContext(params, tx, tx.nextCommand(snapshot()), tm, transactionInstant, 0, lockTimeoutMillis);
        c.deadlineNanos = deadlineNanos;
        c.statement = statement != null ? statement : this;
        c.session = session;
        c.settings = settings;
        return c;
    }

    /**
     * The context of one participant in a parallel plan (a worker thread, or the leader's own share
     * of the work): the same transaction, snapshot, parameters, session, settings and deadline, its
     * own per-row state ({@link #wasNull}), {@code share} for the participants' common scan state,
     * and {@code instrumentation} for its operators' counters (null: none). Canceling this
     * statement cancels it; {@link #cancel} on it stops only that participant.
     */
    public ExecContext participant(ParallelShare share, Instrumentation instrumentation) {
        ExecContext c = new ExecContext(params, tx, snapshot(), tm, transactionInstant, 0, lockTimeoutMillis);
        c.deadlineNanos = deadlineNanos;
        c.statement = statement != null ? statement : this;
        c.session = session;
        c.settings = settings;
        c.transactionStart = transactionStart();
        c.parallelShare = share;
        c.instrumentation = instrumentation;
        return c;
    }

    /** The state the participants of a parallel plan share (null outside one). */
    public ParallelShare parallelShare() {
        return parallelShare;
    }

    /** Called per row by loops; checks cancellation and the timeout every 1024 calls. */
    public void checkInterrupts() {
        if ((++tick & 1023) == 0) {
            checkNow();
        }
    }

    /** Raises 57014 if the statement was canceled or ran past its timeout. */
    @Override
    public void checkNow() {
        // a Java interrupt of the thread running the statement cancels it (the flag stays set)
        if (canceled || (statement != null && statement.canceled) || Thread.currentThread().isInterrupted()) {
            throw LaninException.of(EngineMsg.QUERY_CANCELED);
        }
        if (deadlineNanos != 0 && System.nanoTime() - deadlineNanos > 0) {
            throw LaninException.of(EngineMsg.STATEMENT_TIMEOUT);
        }
    }


    /** Makes {@code row} the innermost enclosing row while a correlated subquery runs for it. */
    public void pushOuterRow(Object[] row) {
        if (outerDepth == outerRows.length) {
            outerRows = java.util.Arrays.copyOf(outerRows, Math.max(4, outerDepth * 2));
        }
        outerRows[outerDepth++] = row;
    }

    public void popOuterRow() {
        outerRows[--outerDepth] = null;
    }

    /** The enclosing row {@code depth} levels out (1 = the innermost enclosing query). */
    public Object[] outerRow(int depth) {
        return outerRows[outerDepth - depth];
    }

    /** The session running the statement (opaque to the engine; the planner's functions use it). */
    public Object session() {
        return session;
    }

    public void setSession(Object session) {
        this.session = session;
    }

    /** The session settings the engine obeys (B-tree insert paths); defaults unless the session set them. */
    public EngineSettings settings() {
        return settings;
    }

    public void setSettings(EngineSettings settings) {
        this.settings = settings;
    }

    /**
     * A value computed once per statement execution and keyed by identity, e.g. the result of
     * an uncorrelated subquery that a WHERE clause consults for every row.
     */
    public Object memo(Object key, Supplier<Object> compute) {
        if (memo == null) {
            memo = new IdentityHashMap<>();
        }
        Object v = memo.get(key);
        if (v == null && !memo.containsKey(key)) {
            v = compute.get();
            memo.put(key, v);
        }
        return v;
    }

    /**
     * The statement's FOREIGN KEY state (pending checks, the catalog it enforces against), or
     * null where no DML plan set one (engine-level tests, which define no foreign keys).
     */
    public org.lanin.engine.access.RiStatement ri() {
        return ri;
    }

    public void setRi(org.lanin.engine.access.RiStatement ri) {
        this.ri = ri;
    }

    /**
     * Makes {@code table} the working table that scans keyed by {@code key} (one recursive CTE
     * of the plan) read when they open; returns the previous binding, which the caller restores,
     * so that two evaluations of one recursive CTE in a statement each see their own.
     */
    public WorkTable bindWorkTable(Object key, WorkTable table) {
        if (workTables == null) {
            workTables = new IdentityHashMap<>();
        }
        return table == null ? workTables.remove(key) : workTables.put(key, table);
    }

    /** The working table bound to {@code key}, or null. */
    public WorkTable workTable(Object key) {
        return workTables == null ? null : workTables.get(key);
    }

    /**
     * A value a nest loop passes to its inner side for the current outer row (PostgreSQL's
     * PARAM_EXEC): slot numbers are given out by the planner, one per statement.
     */
    public Object execParam(int slot) {
        return execParams[slot];
    }

    public void setExecParam(int slot, Object value) {
        if (slot >= execParams.length) {
            execParams = java.util.Arrays.copyOf(execParams, Math.max(slot + 1, execParams.length * 2));
        }
        execParams[slot] = value;
    }

    /** Per-node counters of EXPLAIN ANALYZE, or null when the statement is not being analysed. */
    public Instrumentation instrumentation() {
        return instrumentation;
    }

    public void setInstrumentation(Instrumentation instrumentation) {
        this.instrumentation = instrumentation;
    }
}

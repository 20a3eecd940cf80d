package org.lanin.planner.session;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.cache.LiteralTemplates;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;
import org.lanin.planner.plan.StatementRuntime;

/**
 * A connection's session: PostgreSQL's transaction-block state machine (idle, in a block,
 * failed block), auto-commit, settings and statement execution. Used by one thread at a
 * time; {@link #cancel()} may come from any thread.
 */
final class SessionImpl implements Session, SessionControl {
    private final LaninDatabase db;
    private final SessionSettings settings;
    private final Consumer<LaninDatabase> onClose;
    private final Map<String, Long> sequenceValues = new HashMap<>();
    private final DdlUndoLog ddlUndo;
    /** Shapes of this session's recent literal statements: their variants normalise without lexing. */
    private final LiteralTemplates literalTemplates = new LiteralTemplates();
    private boolean autoCommit = true;
    private IsolationLevel isolation = IsolationLevel.READ_COMMITTED;
    private boolean readOnly;
    /** READ ONLY of the running transaction (BEGIN READ ONLY, SET TRANSACTION READ ONLY, or the session default). */
    private boolean txReadOnly;
    private Transaction tx;
    private java.time.Instant txStart;
    private boolean explicitBlock;
    private IsolationLevel pendingIsolation;
    private Boolean pendingReadOnly;
    private boolean failed;
    private boolean closed;
    private volatile ExecContext running;
    private final SessionLocks locks;

    SessionImpl(LaninDatabase db, SessionSettings settings, Consumer<LaninDatabase> onClose) {
        this.db = db;
        this.settings = settings;
        this.onClose = onClose;
        this.locks = new SessionLocks(db);
        this.ddlUndo = new DdlUndoLog(db.catalog());
        this.isolation = isolationOf(settings.get(Setting.DEFAULT_TRANSACTION_ISOLATION));
    }

    @Override
    public PreparedSql prepare(String sql) {
        checkOpen();
        if (failed && !endsFailedBlock(sql)) {
            // PostgreSQL refuses before parse analysis, so even a misspelt statement reports 25P02.
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        try {
            try {
                return new PreparedSqlImpl(sql, db, settings.isOn(Setting.PLAN_CACHE_NORMALISE), literalTemplates);
            } catch (LaninException e) {
                if (!awaitDropper(e)) {
                    throw e;
                }
                return new PreparedSqlImpl(sql, db, settings.isOn(Setting.PLAN_CACHE_NORMALISE), literalTemplates);
            }
        } catch (RuntimeException e) {
            // PostgreSQL: any error inside a transaction block, parse errors included, aborts it.
            if (tx != null || explicitBlock) {
                failed = true;
            }
            throw e;
        }
    }

    /** See {@link SessionLocks#awaitDropper}: true to plan again after waiting for a DROP's transaction. */
    private boolean awaitDropper(LaninException e) {
        return locks.awaitDropper(e, tx, isolation, settings.getLong(Setting.STATEMENT_TIMEOUT),
                settings.getLong(Setting.LOCK_TIMEOUT));
    }

    private static boolean endsFailedBlock(String sql) {
        org.lanin.planner.parse.UtilityStatement u = org.lanin.planner.parse.UtilityParser.parse(sql);
        return u instanceof org.lanin.planner.parse.UtilityStatement.Rollback
                || u instanceof org.lanin.planner.parse.UtilityStatement.RollbackTo
                || u instanceof org.lanin.planner.parse.UtilityStatement.Commit;
    }

    @Override
    public ExecutionResult execute(PreparedSql statement, Object[] params, long maxRows, long timeoutMillis) {
        checkOpen();
        PreparedSqlImpl prepared = (PreparedSqlImpl) statement;
        long timeout = effectiveTimeout(timeoutMillis);
        locks.startStatement(timeout, settings.getLong(Setting.LOCK_TIMEOUT));
        Plan vanished = null;
        Plan plan;
        try {
            plan = prepared.plan();
        } catch (LaninException e) {
            plan = vanished = planWithVanishedTable(prepared, e);
        }
        Object[] args = prepared.arguments(params);
        long started = System.nanoTime();
        Outcome out;
        if (plan.kind() == Plan.Kind.TRANSACTION || plan.kind() == Plan.Kind.SESSION) {
            out = runUtility(plan, maxRows);
        } else {
            Object[] coerced = coerce(args, plan.parameterTypes());
            boolean singleStatement = beginStatementTransaction(plan);
            Plan locked;
            try {
                if (vanished != null) {
                    locks.lockAll(tx, vanished.locks()); // waits for the DDL that holds the table, then plans again
                    plan = prepared.plan(); // 42P01 now if that DDL committed
                }
                locked = locks.lockPlan(tx, prepared, plan);
                if (locked != plan || vanished != null) { // re-planned after DDL: its parameters may bind differently
                    coerced = coerce(prepared.arguments(params), locked.parameterTypes());
                }
            } catch (RuntimeException e) {
                onStatementError(singleStatement);
                throw e;
            }
            plan = locked;
            out = runInTransaction(plan, coerced, maxRows, singleStatement);
        }
        record(prepared, System.nanoTime() - started, out);
        List<Object[]> rows = out.rows();
        if (rows != null && maxRows > 0 && rows.size() > maxRows) {
            rows = rows.subList(0, (int) maxRows);
        }
        return new MaterializedResult(plan.columns(), rows, out.count(), out.tag());
    }

    /**
     * The catalog moved on since {@code prepared} was planned and re-planning found a table gone
     * (42P01): the DDL that removed it may not have committed (Lanin's catalog shows DDL at once).
     * PostgreSQL's cached plan would first take its locks, waiting for that DDL to end, and then
     * re-plan. So, when the old plan has locks to take, return it for that; else rethrow.
     */
    private Plan planWithVanishedTable(PreparedSqlImpl prepared, LaninException e) {
        Plan old = prepared.lastPlan();
        if (e.state() != org.lanin.engine.error.SqlState.UNDEFINED_TABLE || old == null || old.locks().isEmpty()
                || failed) {
            throw e;
        }
        return old;
    }

    /** pg_stat_statements: one successful execution, its time and rows (returned, else affected). */
    private void record(PreparedSqlImpl prepared, long nanos, Outcome out) {
        long rows = out.rows() != null ? out.rows().size() : Math.max(0, out.count());
        db.statementStatistics().record(prepared.normalised().text(), prepared.normalised().queryId(), nanos, rows,
                prepared.takePlanCacheHit());
    }

    @Override
    public void resetStatementStatistics() {
        db.statementStatistics().reset();
    }

    private long effectiveTimeout(long timeoutMillis) {
        long setting = settings.getLong(Setting.STATEMENT_TIMEOUT);
        if (timeoutMillis == 0) {
            return setting;
        }
        return setting == 0 ? timeoutMillis : Math.min(setting, timeoutMillis);
    }

    private static Object[] coerce(Object[] params, List<DataType> types) {
        Object[] out = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
            DataType t = types.get(i);
            out[i] = params[i] == null || t.kind() == TypeKind.UNKNOWN ? params[i]
                    : org.lanin.engine.type.Casts.cast(params[i], t);
        }
        return out;
    }

    private Outcome runUtility(Plan plan, long maxRows) {
        if (failed && !plan.commandName().startsWith("ROLLBACK") && !plan.commandName().equals("COMMIT")) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        return plan.execute(runtime(null, maxRows));
    }

    /**
     * Before a query, DML or DDL: the failed-block check, the transaction to run in (a virtual one
     * for a lone read-only statement), the read-only check. Returns whether the statement runs on
     * its own (auto-commit, outside a block): it then ends its transaction itself.
     */
    private boolean beginStatementTransaction(Plan plan) {
        if (failed) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        boolean singleStatement = tx == null && autoCommit && !explicitBlock;
        if (singleStatement && !plan.needsXid()) {
            // A lone read-only statement: a virtual transaction, no xid, no commit record.
            tx = db.transactions().beginVirtual(pendingIsolation != null ? pendingIsolation : isolation);
            txReadOnly = true;
            txStart = java.time.Instant.now();
            failed = false;
        } else if (tx == null) {
            startPendingTransaction();
        }
        if (plan.kind() != Plan.Kind.QUERY && txReadOnly && !plan.allowedInReadOnlyTransaction()) {
            onStatementError(singleStatement);
            throw LaninException.of(PlannerMsg.READ_ONLY, plan.commandName());
        }
        return singleStatement;
    }

    /** Runs a query, DML or DDL whose locks are held: its snapshot is taken now, after any lock wait. */
    private Outcome runInTransaction(Plan plan, Object[] params, long maxRows, boolean singleStatement) {
        Snapshot snapshot = plan.needsSnapshot() ? tx.beginStatement() : null;
        ExecContext ctx = new ExecContext(params, tx, snapshot, db.transactions(), txStart, locks.remainingTimeoutMillis(),
                locks.lockTimeoutMillis());
        ctx.setSession(this);
        ctx.setSettings(settings.engine());
        running = ctx;
        try {
            Outcome out = plan.execute(runtime(ctx, maxRows));
            if (singleStatement && tx != null) {
                finishTransaction(true);
            }
            return out;
        } catch (RuntimeException e) {
            onStatementError(singleStatement);
            throw e;
        } finally {
            running = null;
        }
    }

    private void onStatementError(boolean singleStatement) {
        if (tx == null) {
            return;
        }
        if (singleStatement) {
            finishTransaction(false);
        } else {
            failed = true;
        }
    }

    private StatementRuntime runtime(ExecContext ctx, long maxRows) {
        return new StatementRuntime() {
            @Override
            public ExecContext exec() {
                return ctx;
            }

            @Override
            public LaninDatabase database() {
                return db;
            }

            @Override
            public SessionControl session() {
                return SessionImpl.this;
            }

            @Override
            public long maxRows() {
                return maxRows;
            }
        };
    }

    /** Starts the transaction a block (or auto-commit off) asked for, with its pending characteristics. */
    private void startPendingTransaction() {
        IsolationLevel level = pendingIsolation != null ? pendingIsolation : isolation;
        boolean ro = pendingReadOnly != null ? pendingReadOnly : readOnly;
        pendingIsolation = null;
        pendingReadOnly = null;
        startTransaction(level, ro);
    }

    private void startTransaction(IsolationLevel level, boolean ro) {
        tx = db.transactions().begin(level, ro);
        txReadOnly = ro;
        txStart = java.time.Instant.now();
        failed = false;
    }

    private void finishTransaction(boolean commit) {
        Transaction t = tx;
        tx = null;
        explicitBlock = false;
        failed = false;
        if (commit) {
            t.commit();
            ddlUndo.forget();
        } else {
            try {
                ddlUndo.undoAll(); // while our locks still keep others off the tables it restores
            } finally {
                t.rollback();
            }
        }
    }

    // ---- SessionControl: what SQL statements do ----

    @Override
    public void begin(IsolationLevel level, Boolean ro) {
        if (explicitBlock || tx != null) {
            return; // PostgreSQL warns "there is already a transaction in progress" and goes on
        }
        explicitBlock = true;
        pendingIsolation = level;
        pendingReadOnly = ro;
    }

    @Override
    public void commit() {
        checkOpen();
        if (tx != null) {
            finishTransaction(!failed);
        }
        endBlock();
    }

    @Override
    public boolean commitBlock() {
        boolean rollsBack = failed;
        commit();
        return !rollsBack;
    }

    @Override
    public void setTransactionReadOnly(boolean ro) {
        if (tx != null) {
            txReadOnly = ro;
        } else if (explicitBlock || !autoCommit) {
            pendingReadOnly = ro;
        }
    }

    @Override
    public void rollback() {
        checkOpen();
        if (tx != null) {
            finishTransaction(false);
        }
        endBlock();
    }

    private void endBlock() {
        explicitBlock = false;
        failed = false;
        pendingIsolation = null;
        pendingReadOnly = null;
    }

    @Override
    public void setSavepoint(String name) {
        checkOpen();
        if (failed) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        if (tx == null) {
            if (autoCommit && !explicitBlock) {
                throw LaninException.of(PlannerMsg.NO_TRANSACTION_FOR_SAVEPOINT, "SAVEPOINT");
            }
            startPendingTransaction();
        }
        tx.savepoint(name);
        ddlUndo.mark(name);
    }

    @Override
    public void rollbackToSavepoint(String name) {
        checkOpen();
        if (tx == null && explicitBlock) {
            startPendingTransaction();
        }
        if (tx == null) {
            throw LaninException.of(PlannerMsg.NO_TRANSACTION_FOR_SAVEPOINT, "ROLLBACK TO SAVEPOINT");
        }
        ddlUndo.undoTo(name); // before the savepoint's locks go: nobody sees the catalog half undone
        tx.rollbackToSavepoint(name);
        failed = false;
    }

    @Override
    public void releaseSavepoint(String name) {
        checkOpen();
        if (tx == null && explicitBlock) {
            startPendingTransaction();
        }
        if (tx == null) {
            throw LaninException.of(PlannerMsg.NO_TRANSACTION_FOR_SAVEPOINT, "RELEASE SAVEPOINT");
        }
        if (failed) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        tx.releaseSavepoint(name);
    }

    @Override
    public void setTransactionIsolation(IsolationLevel level) {
        if (tx != null) {
            throw LaninException.of(PlannerMsg.ISOLATION_AFTER_QUERY);
        }
        if (explicitBlock || !autoCommit) {
            pendingIsolation = level;
        }
    }

    @Override
    public String getSetting(String name) {
        Setting s = Setting.of(name);
        if (s == Setting.TRANSACTION_ISOLATION) {
            return nameOf(tx != null ? tx.isolation() : pendingIsolation != null ? pendingIsolation : isolation);
        }
        if (s == Setting.TRANSACTION_READ_ONLY) {
            return (tx != null ? txReadOnly : pendingReadOnly != null ? pendingReadOnly : readOnly) ? "on" : "off";
        }
        if (s == Setting.DEFAULT_TRANSACTION_READ_ONLY) {
            return readOnly ? "on" : "off";
        }
        return settings.get(s);
    }

    @Override
    public void setSetting(String name, String value) {
        Setting s = Setting.of(name);
        if (s.connectOnly()) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, name, value);
        }
        String v = s.normalise(value);
        if (s == Setting.AUTOVACUUM) {
            db.autoVacuum().setEnabled(Setting.isOn(v)); // database-wide, like PostgreSQL's sighup setting
        }
        if (s == Setting.TRANSACTION_ISOLATION) {
            setTransactionIsolation(isolationOf(v));
            return;
        }
        if (s == Setting.TRANSACTION_READ_ONLY) {
            setTransactionReadOnly(Setting.isOn(v));
            return;
        }
        if (s == Setting.DEFAULT_TRANSACTION_READ_ONLY) {
            readOnly = Setting.isOn(v);
        }
        settings.set(s, v);
        if (s == Setting.DEFAULT_TRANSACTION_ISOLATION) {
            isolation = isolationOf(v);
        }
    }

    @Override
    public void resetSetting(String name) {
        settings.reset(Setting.of(name));
    }

    @Override
    public SessionSettings settings() {
        return settings;
    }

    @Override
    public void recordDdl(org.lanin.engine.catalog.CatalogSnapshot before, org.lanin.engine.catalog.CatalogSnapshot after) {
        ddlUndo.record(before, after);
    }

    @Override
    public LaninDatabase database() {
        return db;
    }

    @Override
    public void lockRelation(org.lanin.engine.catalog.TableDef table, org.lanin.engine.lock.LockMode mode, boolean noWait) {
        if (tx == null) {
            throw new org.lanin.engine.error.EngineBug("table lock on " + table.name() + " outside a transaction");
        }
        locks.lock(tx, table, mode, noWait);
    }

    @Override
    public org.lanin.engine.lock.LockProc lockProc() {
        return locks.proc();
    }

    @Override
    public org.lanin.engine.lock.LockWait lockWait() {
        return locks.wait(false);
    }

    @Override
    public boolean inTransactionBlock() {
        return explicitBlock || !autoCommit; // a statement would not commit on its own (pgJDBC sends BEGIN)
    }

    @Override
    public int backendPid() {
        return locks.pid();
    }

    @Override
    public void recordSequenceValue(String sequence, long value) {
        sequenceValues.put(sequence, value);
    }

    @Override
    public long currentSequenceValue(String sequence) {
        Long v = sequenceValues.get(sequence);
        if (v == null) {
            throw LaninException.of(EngineMsg.SEQUENCE_CURRVAL_UNDEFINED, sequence);
        }
        return v;
    }

    static IsolationLevel isolationOf(String v) {
        return switch (v) {
            case "repeatable read" -> IsolationLevel.REPEATABLE_READ;
            case "serializable" -> IsolationLevel.SERIALIZABLE;
            default -> IsolationLevel.READ_COMMITTED;
        };
    }

    static String nameOf(IsolationLevel level) {
        return switch (level) {
            case READ_COMMITTED -> "read committed";
            case REPEATABLE_READ -> "repeatable read";
            case SERIALIZABLE -> "serializable";
        };
    }

    // ---- Session: what the driver calls ----

    @Override
    public void setAutoCommit(boolean on) {
        checkOpen();
        if (on && !autoCommit && tx != null) {
            finishTransaction(!failed);
        }
        autoCommit = on;
    }

    @Override
    public boolean autoCommit() {
        return autoCommit;
    }

    @Override
    public void setIsolation(IsolationLevel level) {
        checkOpen();
        isolation = level;
    }

    @Override
    public IsolationLevel isolation() {
        return isolation;
    }

    @Override
    public void setReadOnly(boolean ro) {
        checkOpen();
        if (tx != null && ro != readOnly) {
            throw LaninException.of(PlannerMsg.CANNOT_CHANGE_READONLY);
        }
        readOnly = ro;
    }

    @Override
    public boolean readOnly() {
        return readOnly;
    }

    @Override
    public TransactionState transactionState() {
        if (failed) {
            return TransactionState.FAILED;
        }
        return tx == null && !explicitBlock ? TransactionState.IDLE : TransactionState.IN_TRANSACTION;
    }

    @Override
    public void cancel() {
        locks.cancel(); // a statement still waiting for its table locks has no execution context yet
        ExecContext ctx = running;
        if (ctx != null) {
            ctx.cancel();
        }
    }

    @Override
    public String databaseName() {
        return db.name();
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            if (tx != null) {
                finishTransaction(false);
            }
        } finally {
            closed = true;
            locks.close();
            onClose.accept(db);
        }
    }

    private void checkOpen() {
        if (closed) {
            throw LaninException.of(PlannerMsg.SESSION_CLOSED);
        }
    }
}

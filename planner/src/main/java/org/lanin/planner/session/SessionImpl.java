package org.lanin.planner.session;

import java.util.List;
import java.util.function.Consumer;
import org.lanin.engine.error.Faults;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.type.Utf8Validity;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.cache.LiteralTemplates;
import org.lanin.planner.parse.ParseInterrupt;
import org.lanin.planner.parse.UtilityStatement;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;

/**
 * A connection's session: PostgreSQL's transaction-block state machine (idle, in a block,
 * failed block), auto-commit, settings and statement execution. Used by one thread at a
 * time; {@link #cancel()} may come from any thread.
 */
final class SessionImpl implements Session, SessionControl, PortalOwner, org.lanin.planner.routine.catalog.Routines.Waiter {
    private final LaninDatabase db;
    private final SessionSettings settings;
    private final Consumer<LaninDatabase> onClose;
    /** currval's memory: the last value nextval gave this session per sequence. */
    private final SequenceValues sequenceValues = new SequenceValues();
    private final TransactionConstraints constraints = new TransactionConstraints();
    private final DdlUndoLog ddlUndo;
    /** Shapes of this session's recent literal statements: their variants normalise without lexing. */
    private final LiteralTemplates literalTemplates = new LiteralTemplates();
    private final SessionTypeNaming typeNaming;
    private boolean autoCommit = true;
    private final TransactionCharacteristics chars;
    private Transaction tx;
    private java.time.Instant txStart;
    /** 'now' in literals: the transaction's start, or the next one's when read before it begins. */
    private final org.lanin.engine.type.TransactionClock clock = new org.lanin.engine.type.TransactionClock();
    private boolean explicitBlock;
    /** The running statement runs alone in auto-commit (a procedure it calls may COMMIT). */
    private boolean loneStatement;
    /** A multi-statement string is running in auto-commit mode (PostgreSQL's implicit transaction block). */
    private boolean implicitBlock;
    private boolean failed;
    private boolean closed;
    private volatile ExecContext running;
    /** Queries whose rows are still being read (streaming results). */
    private final Portals portals = new Portals(() -> tx);
    /** A multi-statement string is running: its results are read whole (PostgreSQL's simple-query protocol). */
    private boolean multiStatement;
    /** Cancel and statement_timeout while a statement is parsed (there is no ExecContext yet). */
    private final ParseInterrupt parseInterrupt = new ParseInterrupt();
    /** Table-level locks: the session's side of the lock manager and how its statements wait. */
    private final SessionLocks locks;
    /** Warnings of the running statement (GRANT's "not enforced"), taken by the driver after it. */
    private final NoticeQueue warnings = new NoticeQueue();
    private final NamedStatements named = new NamedStatements(this::newPrepared);
    /** Temporary tables: the session's pg_temp_N schema and ON COMMIT actions. */
    private final TempTables temp = new TempTables(this);
    /** idle_in_transaction_session_timeout: ends the session when it sits idle inside a transaction. */
    private final IdleTransactionTimer idleTimer = new IdleTransactionTimer(this::close);

    SessionImpl(LaninDatabase db, SessionSettings settings, Consumer<LaninDatabase> onClose) {
        this.db = db;
        this.settings = settings;
        this.onClose = onClose;
        this.locks = new SessionLocks(db, settings.get(Setting.APPLICATION_NAME), this::cancel);
        this.ddlUndo = new DdlUndoLog(db, this);
        this.typeNaming = new SessionTypeNaming(db.catalog()::current);
        this.chars = new TransactionCharacteristics(IsolationNames.isolationOf(settings.get(Setting.DEFAULT_TRANSACTION_ISOLATION)));
    }

    @Override
    public PreparedSql prepare(String sql, long timeoutMillis) {
        checkOpen();
        if (failed && !org.lanin.planner.parse.UtilityParser.endsFailedBlock(sql)) {
            // PostgreSQL refuses before parse analysis, so even a misspelt statement reports 25P02.
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        temp.runPending();
        parseInterrupt.begin(settings.statementTimeoutMillis(timeoutMillis));
        SessionOnThread outer = SessionOnThread.enter(settings, this, clock, typeNaming);
        try {
            Utf8Validity.check(sql);
            try {
                return newPrepared(sql);
            } catch (LaninException e) {
                if (!awaitDropper(e)) {
                    throw e;
                }
                return newPrepared(sql);
            }
        } catch (Throwable t) {
            // PostgreSQL: any error inside a transaction block, parse errors included, aborts it.
            throw statementFailed(t);
        } finally {
            parseInterrupt.end();
            outer.leave();
        }
    }

    PreparedSqlImpl newPrepared(String sql) {
        return new PreparedSqlImpl(named.expand(sql), db, settings.isOn(Setting.PLAN_CACHE_NORMALISE), literalTemplates,
                settings::planner);
    }

    /**
     * See {@link SessionLocks#awaitDropper}: true to plan again after waiting for a DROP's
     * transaction. Auto-commit portals end their transactions (and locks) before the wait.
     */
    private boolean awaitDropper(LaninException e) {
        return locks.awaitDropper(e, tx, chars.defaultIsolation(), settings.getLong(Setting.STATEMENT_TIMEOUT),
                settings.getLong(Setting.LOCK_TIMEOUT), () -> portals.beforeStatement(false));
    }

    /**
     * A statement failed with {@code t} (anything: a user error, a stack overflow from deep
     * nesting, a bug): a transaction block is aborted (25P02 until ROLLBACK), as in PostgreSQL,
     * whatever the error; returns what the caller throws (Faults: 54001, XX000; never swallows
     * an OutOfMemoryError, which is rethrown after the block is marked).
     */
    private LaninException statementFailed(Throwable t) {
        if (tx != null || explicitBlock || implicitBlock) {
            failed = true;
        }
        return Faults.translate(t);
    }

    @Override
    public ExecutionResult execute(PreparedSql statement, Object[] params, long maxRows, int fetchSize,
                                   long timeoutMillis) {
        checkOpen();
        temp.runPending();
        SessionOnThread outer = SessionOnThread.enter(settings, this, clock, typeNaming);
        try {
            return run((PreparedSqlImpl) statement, params, maxRows, fetchSize, timeoutMillis);
        } catch (Throwable t) {
            locks.activity().checkTerminated(this::close); // pg_terminate_backend canceled it: 57P01, not 57014
            throw statementFailed(t);
        } finally {
            outer.leave();
            locks.activity().idle(failed, tx != null || explicitBlock);
            if (tx == null) {
                clock.clear(); // a reading of a statement that started no transaction must not date the next one
            }
            if ((tx != null || explicitBlock) && portals.isEmpty() && !closed) {
                idleTimer.idle(settings.getLong(Setting.IDLE_IN_TRANSACTION_SESSION_TIMEOUT));
            }
        }
    }

    private ExecutionResult run(PreparedSqlImpl prepared, Object[] params, long maxRows, int fetchSize,
                                long timeoutMillis) {
        locks.startStatement(settings.statementTimeoutMillis(timeoutMillis), settings.getLong(Setting.LOCK_TIMEOUT));
        Plan vanished = null;
        Plan plan;
        try {
            plan = prepared.plan();
        } catch (LaninException e) {
            plan = vanished = SessionLocks.planWithVanishedTable(prepared, e, failed);
        }
        // before any lock is taken: an auto-commit portal's transaction (and its locks) ends here
        portals.beforeStatement(plan.kind() == Plan.Kind.DDL && !failed);
        Object[] args = prepared.arguments(params);
        long started = System.nanoTime();
        locks.activity().active(prepared.sql(), started);
        if (plan.kind() == Plan.Kind.TRANSACTION || plan.kind() == Plan.Kind.SESSION) {
            Outcome out = runUtility(plan, maxRows);
            prepared.recordExecution(System.nanoTime() - started, out);
            return MaterializedResult.of(plan, out, maxRows);
        }
        Object[] coerced = ParameterCoercion.coerce(args, plan.parameterTypes());
        boolean singleStatement = beginStatementTransaction(plan);
        Plan locked;
        try {
            locked = locks.lockStatement(tx, prepared, plan, vanished != null);
            if (locked != plan) { // re-planned after DDL: its parameters may bind differently
                coerced = ParameterCoercion.coerce(prepared.arguments(params), locked.parameterTypes());
            }
        } catch (Throwable e) {
            onStatementError(singleStatement);
            throw e;
        }
        return runInTransaction(prepared, locked, coerced, maxRows, fetchSize, singleStatement, started);
    }

    @Override
    public void resetStatementStatistics() {
        db.statementStatistics().reset();
    }

    private Outcome runUtility(Plan plan, long maxRows) {
        if (failed && !plan.commandName().startsWith("ROLLBACK") && !plan.commandName().equals("COMMIT")) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        return plan.execute(new SessionRuntime(null, db, this, maxRows));
    }

    /**
     * Before a query, DML or DDL: the failed-block check, the transaction to run in (a virtual one for a
     * lone read-only statement), the read-only check. Returns whether the statement runs on its own.
     */
    boolean beginStatementTransaction(Plan plan) {
        if (failed) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        boolean singleStatement = tx == null && autoCommit && !explicitBlock && !implicitBlock;
        if (singleStatement && !plan.needsXid()) {
            // A lone read-only statement: a virtual transaction, no xid, no commit record.
            tx = db.transactions().beginVirtual(chars.nextIsolation());
            chars.setRunningReadOnly(true);
            txStart = clock.start();
            failed = false;
        } else if (tx == null) {
            startPendingTransaction();
        }
        if (plan.kind() != Plan.Kind.QUERY && chars.runningReadOnly() && !plan.allowedInReadOnlyTransaction()) {
            onStatementError(singleStatement);
            throw LaninException.of(PlannerMsg.READ_ONLY, plan.commandName());
        }
        return singleStatement;
    }

    /**
     * Runs a query, DML or DDL whose locks are held: its snapshot is taken now, after any lock
     * wait. A query's rows may stream through a portal: its locks stay with its transaction, so
     * they are held until the portal ends an auto-commit statement's transaction (its rows read,
     * or the result closed) or the block ends, as PostgreSQL holds them to transaction end.
     */
    private ExecutionResult runInTransaction(PreparedSqlImpl prepared, Plan plan, Object[] params, long maxRows,
                                             int fetchSize, boolean singleStatement, long started) {
        ExecContext ctx = newContext(params, plan.needsSnapshot() ? tx.beginStatementDeferred() : null);
        if (plan.needsSnapshot()) {
            ctx.deferSnapshot(tx.commandId()); // READ COMMITTED: taken at the first read (no-op when taken)
        }
        running = ctx;
        loneStatement = singleStatement;
        try {
            org.lanin.engine.exec.Operator rows = multiStatement ? null : plan.start(new SessionRuntime(ctx, db, this, maxRows));
            if (rows != null) {
                return openPortal(prepared, plan, ctx, rows, singleStatement, maxRows, fetchSize, started);
            }
            Outcome out = plan.execute(new SessionRuntime(ctx, db, this, maxRows));
            if (singleStatement && tx != null) {
                finishTransaction(true);
            } else if (tx != null) {
                tx.statementEnded(); // READ COMMITTED: its snapshots stop holding back pruning
            }
            prepared.recordExecution(System.nanoTime() - started, out);
            return MaterializedResult.of(plan, out, maxRows);
        } catch (Throwable e) {
            onStatementError(singleStatement);
            throw e;
        } finally {
            running = null;
            loneStatement = false;
        }
    }

    @Override
    public void checkInterrupts() { // a wait for another transaction's routine change
        ExecContext r = running;
        if (r != null) {
            r.checkNow();
        }
    }

    @Override
    public long lockTimeoutMillis() {
        return settings.getLong(Setting.LOCK_TIMEOUT);
    }

    @Override
    public boolean loneStatementRunning() {
        return loneStatement && tx != null && !explicitBlock && !implicitBlock;
    }

    @Override
    public void endTransactionInProcedure(ExecContext ctx, boolean commit, boolean chain) {
        IsolationLevel level = chain ? tx.isolation() : chars.defaultIsolation();
        boolean ro = chain ? chars.runningReadOnly() : chars.defaultReadOnly();
        finishTransaction(commit);
        startTransaction(level, ro);
        ctx.continueIn(tx, txStart);
    }

    /**
     * A query's rows stream through a portal: its first batch runs now (a failure is the
     * statement's); if rows remain, an auto-commit statement hands its transaction to the portal,
     * which ends it when the rows end or the result closes, and the session tracks the portal.
     */
    private Portal openPortal(PreparedSqlImpl prepared, Plan plan, ExecContext ctx, org.lanin.engine.exec.Operator rows,
                              boolean singleStatement, long maxRows, int fetchSize, long started) {
        boolean hit = prepared.takePlanCacheHit();
        Portal p = new Portal(portals.nextNumber(), plan.columns(), this, ctx, tx, maxRows, fetchSize,
                (nanos, n) -> prepared.recordExecution(hit, nanos, n));
        p.start(rows, started, !singleStatement);
        if (p.executorDone()) {
            if (singleStatement && tx != null) {
                finishTransaction(true);
            }
            return p;
        }
        if (singleStatement) {
            if (constraints.hasPending()) { // the portal commits later, with no statement to check in
                constraints.beforeCommit(db, () -> ctx, () -> { });
            }
            constraints.ended();
            p.ownTransaction();
            tx = null;
            settings.endTransaction(db, true); // the statement's SET LOCALs end with it, before the session's next statement
        }
        portals.add(p);
        return p;
    }

    void onStatementError(boolean singleStatement) {
        if (tx == null) {
            return;
        }
        if (singleStatement) {
            finishTransaction(false);
        } else {
            failed = true;
        }
    }

    /** Starts the transaction a block (or auto-commit off) asked for, with its pending characteristics. */
    void startPendingTransaction() {
        IsolationLevel level = chars.nextIsolation();
        boolean ro = chars.nextReadOnly();
        chars.forgetChosen();
        startTransaction(level, ro);
    }

    private void startTransaction(IsolationLevel level, boolean ro) {
        constraints.ended();
        tx = db.transactions().begin(level, ro);
        chars.setRunningReadOnly(ro);
        txStart = clock.start();
        failed = false;
    }

    /** An execution context in the running transaction, for a statement or the deferred checks at COMMIT. */
    ExecContext newContext(Object[] params, Snapshot snapshot) {
        ExecContext ctx = new ExecContext(params, tx, snapshot, db.transactions(), txStart,
                locks.remainingTimeoutMillis(), locks.lockTimeoutMillis());
        ctx.setSession(this);
        ctx.setSettings(settings.engine());
        return ctx;
    }

    void finishTransaction(boolean commit) {
        if (commit && constraints.hasPending()) { // a failing deferred FOREIGN KEY check makes COMMIT fail and roll back
            constraints.beforeCommit(db, () -> newContext(new Object[0], tx.beginStatement()), () -> finishTransaction(false));
        }
        constraints.ended();
        Transaction t = tx;
        clock.clear();
        portals.transactionEnding(t, commit, !failed);
        tx = null;
        explicitBlock = false;
        failed = false;
        boolean synchronousCommit = settings.synchronousCommit();
        settings.endTransaction(db, commit); // SET LOCAL ends with the block, ROLLBACK undoes SET
        if (commit) {
            t.setSynchronousCommit(synchronousCommit);
            t.commit();
            ddlUndo.committed();
            temp.committed();
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
        if (explicitBlock || (tx != null && !implicitBlock)) {
            return; // PostgreSQL warns "there is already a transaction in progress" and goes on
        }
        // In an implicit block the statements before BEGIN join the regular block it starts.
        explicitBlock = true;
        if (tx == null) {
            chars.choose(level, ro);
        }
    }

    /**
     * PostgreSQL's implicit transaction block for a multi-statement string in auto-commit mode:
     * its statements run as one transaction, committed by {@link #endImplicitBlock()} unless one
     * failed. BEGIN inside turns it into a regular block (left open at the end, as PostgreSQL
     * does); COMMIT or ROLLBACK inside ends the transaction so far, and later statements start a
     * new implicit one. Outside auto-commit, or inside a block, it changes nothing.
     */
    @Override
    public void beginImplicitBlock() {
        checkOpen();
        multiStatement = true;
        if (autoCommit && tx == null && !explicitBlock && !failed) {
            implicitBlock = true;
        }
    }

    @Override
    public void endImplicitBlock() {
        multiStatement = false;
        if (!implicitBlock) {
            return;
        }
        implicitBlock = false;
        if (explicitBlock) {
            return;
        }
        if (tx != null) {
            finishTransaction(!failed);
        }
        failed = false;
    }

    @Override
    public void commit() {
        checkOpen();
        if (tx != null) {
            finishTransaction(!failed);
        }
        endBlock(!failed);
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
            chars.setRunningReadOnly(ro);
        } else if (explicitBlock || !autoCommit) {
            chars.chooseReadOnly(ro);
        }
    }

    @Override
    public void rollback() {
        checkOpen();
        if (tx != null) {
            finishTransaction(false);
        }
        endBlock(false);
    }

    private void endBlock(boolean commit) {
        settings.endTransaction(db, commit);
        explicitBlock = false;
        failed = false;
        chars.forgetChosen();
    }

    @Override
    public void setSavepoint(String name) {
        Savepoints.set(this, name);
    }

    @Override
    public void rollbackToSavepoint(String name) {
        Savepoints.rollbackTo(this, name);
    }

    @Override
    public void releaseSavepoint(String name) {
        Savepoints.release(this, name);
    }

    // ---- for the session's helpers (Savepoints, SettingCommands, CursorDeclaration) ----

    /** The transaction the session runs in now, or null. */
    Transaction transaction() {
        return tx;
    }

    /** Whether an error aborted the transaction block (25P02 until it ends). */
    boolean failed() {
        return failed;
    }

    /** ROLLBACK TO SAVEPOINT ended the abort. */
    void recovered() {
        failed = false;
    }

    /** BEGIN (or SET TRANSACTION in one) was run: a block waits for its transaction. */
    boolean explicitBlock() {
        return explicitBlock;
    }

    DdlUndoLog ddlUndo() {
        return ddlUndo;
    }

    TransactionConstraints constraints() {
        return constraints;
    }

    Portals portals() {
        return portals;
    }

    @Override
    public void setTransactionIsolation(IsolationLevel level) {
        if (tx != null) {
            throw LaninException.of(PlannerMsg.ISOLATION_AFTER_QUERY);
        }
        if (explicitBlock || !autoCommit) {
            chars.chooseIsolation(level);
        }
    }

    @Override
    public String getSetting(String name) {
        return SettingCommands.show(this, name);
    }

    @Override
    public void setSetting(String name, String value) {
        SettingCommands.set(this, name, value);
    }

    @Override
    public boolean transactionRunning() {
        return tx != null;
    }

    @Override
    public void applySetting(String name, String value) {
        SettingCommands.apply(this, name, value);
    }

    TransactionCharacteristics characteristics() {
        return chars;
    }

    @Override
    public void resetSetting(String name) {
        SettingCommands.reset(this, name);
    }

    @Override
    public SessionSettings settings() {
        return settings;
    }

    @Override
    public org.lanin.engine.catalog.CatalogSnapshot catalogSnapshot() {
        return db.catalog().current();
    }

    @Override
    public String oidAliasText(org.lanin.engine.type.OidAlias alias, long oid) {
        return org.lanin.planner.func.RegCasts.output(alias, oid, catalogSnapshot(), settings.planner().searchPath(),
                org.lanin.planner.routine.catalog.Routines.existing(db));
    }

    @Override
    public void recordDdl(org.lanin.engine.catalog.CatalogSnapshot before, org.lanin.engine.catalog.CatalogSnapshot after) {
        ddlUndo.record(before, after);
        if (tx != null) {
            org.lanin.engine.wal.Wal.logCatalog(tx, before, after);
        }
    }

    @Override
    public LaninDatabase database() {
        return db;
    }

    @Override
    public org.lanin.planner.routine.catalog.Routines routines() {
        return org.lanin.planner.routine.catalog.Routines.existing(db);
    }

    @Override
    public void lockRelation(org.lanin.engine.catalog.TableDef table, org.lanin.engine.lock.LockMode mode, boolean noWait) {
        locks.lock(tx, table, mode, noWait);
    }

    @Override
    public void lockType(org.lanin.engine.catalog.UserType type, org.lanin.engine.lock.LockMode mode) {
        locks.lock(tx, type, mode);
    }

    @Override
    public org.lanin.engine.lock.LockProc lockProc() {
        return locks.proc();
    }

    @Override
    public org.lanin.engine.lock.LockWait lockWait() {
        return locks.wait(false);
    }

    /** PostgreSQL's IsInTransactionBlock: BEGIN, auto-commit off (pgJDBC sends BEGIN), or a multi-statement string. */
    @Override
    public boolean inTransactionBlock() {
        return explicitBlock || implicitBlock || !autoCommit;
    }

    @Override
    public int backendPid() {
        return locks.pid();
    }

    @Override
    public org.lanin.engine.access.DeferredConstraints deferredConstraints() {
        return constraints.of(tx);
    }

    @Override
    public SequenceValues sequenceValues() {
        return sequenceValues;
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
        chars.setDefaultIsolation(level);
    }

    @Override
    public IsolationLevel isolation() {
        return chars.defaultIsolation();
    }

    @Override
    public void setReadOnly(boolean ro) {
        checkOpen();
        if (tx != null && ro != chars.defaultReadOnly()) {
            throw LaninException.of(PlannerMsg.CANNOT_CHANGE_READONLY);
        }
        chars.setDefaultReadOnly(ro);
    }

    @Override
    public boolean readOnly() {
        return chars.defaultReadOnly();
    }

    @Override
    public TransactionState transactionState() {
        return failed ? TransactionState.FAILED : tx == null && !explicitBlock ? TransactionState.IDLE : TransactionState.IN_TRANSACTION;
    }

    @Override
    public void cancel() {
        locks.cancelAll(parseInterrupt, running);
    }

    @Override
    public String databaseName() {
        return db.name();
    }

    @Override
    public boolean isClosed() {
        return closed && !idleTimer.endedUnreported();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            try {
                portals.closeAll();
            } finally {
                if (tx != null) {
                    finishTransaction(false);
                }
            }
            temp.dropAll();
        } finally {
            closed = true;
            locks.close();
            onClose.accept(db);
        }
    }

    // ---- SQL-level cursors (CursorDeclaration, SqlCursors) ----

    @Override
    public void declareCursor(UtilityStatement.DeclareCursor d) {
        CursorDeclaration.declare(this, d);
    }

    @Override
    public Outcome fetchCursor(UtilityStatement.FetchCursor f) {
        return portals.cursors().fetch(f, locks.remainingTimeoutMillis());
    }

    @Override
    public void closeCursor(String name) {
        portals.cursors().close(name);
    }

    /** The statement's table locks, taken in the session's transaction; the plan to run (re-planned after DDL). */
    Plan lockStatement(PreparedSqlImpl prepared, Plan plan) {
        return locks.lockStatement(tx, prepared, plan, false);
    }

    // ---- PortalOwner: what streaming results ask ----

    @Override
    public ExecContext swapRunning(ExecContext ctx) {
        ExecContext previous = running;
        running = ctx;
        return previous;
    }

    @Override
    public boolean blockFailed(Transaction t) {
        return failed && t == tx;
    }

    @Override
    public LaninException failed(Throwable t, Transaction readIn) {
        if (readIn != null && readIn == tx) {
            failed = true;
        }
        return Faults.translate(t);
    }

    @Override
    public void endOwnTransaction(Transaction t, boolean commit) {
        if (commit) {
            t.setSynchronousCommit(settings.synchronousCommit());
            t.commit();
        } else {
            t.rollback();
        }
    }

    @Override
    public void finished(Portal portal) {
        portals.remove(portal);
    }

    @Override
    public TempTables tempTables() {
        return temp;
    }

    @Override
    public NamedStatements namedStatements() {
        return named;
    }

    @Override
    public void notice(Notice n) {
        warnings.add(n);
    }

    @Override
    public List<Notice> takeWarnings() {
        return warnings.take();
    }

    void checkOpen() {
        idleTimer.enter();
        locks.activity().checkTerminated(this::close);
        if (closed) {
            throw LaninException.of(PlannerMsg.SESSION_CLOSED);
        }
    }
}

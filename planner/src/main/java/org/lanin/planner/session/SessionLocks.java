package org.lanin.planner.session;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.lock.LockProc;
import org.lanin.engine.lock.LockWait;
import org.lanin.engine.lock.TableLock;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.planner.plan.Plan;

/**
 * A session's table-level locking: its {@link LockProc}, the locks a statement's plan lists
 * (taken before the statement's snapshot), and how a statement waits for them (lock_timeout,
 * cancel, statement_timeout, NOWAIT).
 *
 * <p>Plan re-validation (PostgreSQL's AcquireExecutorLocks followed by the CachedPlan validity
 * check): a plan is built, or found in the cache, for the catalog version current when it was
 * looked up, without any lock. Once its locks are held, no DDL can change those relations until
 * the transaction ends, so if the catalog version is still the one looked up, the plan's table
 * definitions are current and stay so. If it moved on (DDL ran, committed or rolled back while
 * we waited), the locks this attempt took are given back and the statement is planned again,
 * which also fails cleanly (42P01) when a table it names is gone.
 */
final class SessionLocks {
    private final LaninDatabase db;
    private final LockProc proc;
    private final SessionActivity activity;
    /** Set by cancel() from any thread; cleared when a statement starts. */
    private volatile boolean cancelRequested;
    private long deadlineNanos;
    private long lockTimeoutMillis = -1;
    private LockWait waiting;
    private LockWait notWaiting;

    SessionLocks(LaninDatabase db, String applicationName, Runnable cancel) {
        this.db = db;
        this.proc = db.locks().register();
        this.activity = new SessionActivity(proc.pid(), applicationName, cancel);
        db.register(activity);
    }

    /** The session's pg_stat_activity entry, under the same pid. */
    SessionActivity activity() {
        return activity;
    }

    /** pg_backend_pid() and pg_locks.pid of this session. */
    int pid() {
        return proc.pid();
    }

    LockProc proc() {
        return proc;
    }

    /** A statement starts: its deadline (statement_timeout, 0 = none) and the session's lock_timeout. */
    void startStatement(long timeoutMillis, long lockTimeout) {
        if (cancelRequested) { // a volatile write is a full fence, paid per statement: only when set
            cancelRequested = false;
        }
        deadlineNanos = timeoutMillis > 0 ? System.nanoTime() + timeoutMillis * 1_000_000L : 0;
        if (lockTimeout != lockTimeoutMillis) {
            lockTimeoutMillis = lockTimeout;
            waiting = new LockWait(false, lockTimeout, this::checkInterrupts);
            notWaiting = waiting.withNoWait(true);
        }
    }

    /** lock_timeout of the running statement (milliseconds, 0 = none). */
    long lockTimeoutMillis() {
        return Math.max(0, lockTimeoutMillis);
    }

    /** The statement's timeout left after its lock waits (for its execution context; 0 = none). */
    long remainingTimeoutMillis() {
        if (deadlineNanos == 0) {
            return 0;
        }
        return Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000L);
    }

    /** cancel() from any thread: a statement waiting for a lock fails with 57014. */
    void cancel() {
        cancelRequested = true;
    }

    /** How the running statement waits for a lock. */
    LockWait wait(boolean noWait) {
        if (waiting == null) {
            startStatement(0, 0);
        }
        return noWait ? notWaiting : waiting;
    }

    /** Takes {@code mode} on {@code table} for {@code tx}, as the running statement waits. */
    void lock(Transaction tx, TableDef table, LockMode mode, boolean noWait) {
        if (tx == null) {
            throw new org.lanin.engine.error.EngineBug("table lock on " + table.name() + " outside a transaction");
        }
        lock(tx, db.relationLock(table), mode, noWait);
    }

    /** Takes {@code mode} on a user-defined type for {@code tx} (DDL that uses or changes it). */
    void lock(Transaction tx, org.lanin.engine.catalog.UserType type, LockMode mode) {
        if (tx == null) {
            throw new org.lanin.engine.error.EngineBug("type lock on " + type.name() + " outside a transaction");
        }
        lock(tx, db.locks().relation(type.oid(), type.name()), mode, false);
    }

    /** Takes {@code mode} on a lockable object other than a table (a type) for {@code tx}. */
    void lock(Transaction tx, org.lanin.engine.lock.RelationLock object, LockMode mode, boolean noWait) {
        proc.acquire(tx, object, mode, wait(noWait));
    }

    /**
     * Takes the locks {@code plan} lists for {@code tx} and returns the plan to run: this one if
     * the catalog did not move on since it was looked up, else a fresh one (locked in turn).
     */
    Plan lockPlan(Transaction tx, PreparedSqlImpl prepared, Plan plan) {
        Plan p = plan;
        while (true) {
            long version = prepared.planVersion();
            List<TableLock> locks = p.locks();
            if (locks.isEmpty()) {
                return p;
            }
            long taken = 0;
            LockWait w = wait(false);
            for (int i = 0; i < locks.size(); i++) {
                TableLock l = locks.get(i);
                if (proc.acquire(tx, l.relation(), l.mode(), w) && i < Long.SIZE) {
                    taken |= 1L << i;
                }
            }
            if (db.catalog().current().version() == version) {
                return p;
            }
            for (int i = 0; i < locks.size() && i < Long.SIZE; i++) {
                if ((taken & (1L << i)) != 0) {
                    proc.release(tx, locks.get(i).relation(), locks.get(i).mode());
                }
            }
            p = prepared.plan();
        }
    }

    /**
     * The locks of a statement about to run in {@code tx}, and the plan to run: {@link #lockPlan}'s.
     * {@code vanished}: {@code plan} is the last plan of {@code prepared}, kept by
     * {@link #planWithVanishedTable}; its locks are taken first (waiting for the DDL that holds
     * the table), then the statement is planned again (42P01 now if that DDL committed).
     */
    Plan lockStatement(Transaction tx, PreparedSqlImpl prepared, Plan plan, boolean vanished) {
        Plan p = plan;
        if (vanished) {
            lockAll(tx, plan.locks());
            p = prepared.plan();
        }
        return lockPlan(tx, prepared, p);
    }

    /**
     * The catalog moved on since {@code prepared} was planned and re-planning found a table gone
     * (42P01): the DDL that removed it may not have committed (Lanin's catalog shows DDL at once).
     * PostgreSQL's cached plan would first take its locks, waiting for that DDL to end, and then
     * re-plan. So, when the old plan has locks to take (and the block has not failed), return it
     * for that; else rethrow.
     */
    static Plan planWithVanishedTable(PreparedSqlImpl prepared, LaninException e, boolean failed) {
        Plan old = prepared.lastPlan();
        if (e.state() != SqlState.UNDEFINED_TABLE || old == null || old.locks().isEmpty() || failed) {
            throw e;
        }
        return old;
    }

    /** Takes every lock of {@code locks} for {@code tx}, waiting as the running statement may. */
    void lockAll(Transaction tx, List<TableLock> locks) {
        LockWait w = wait(false);
        for (TableLock l : locks) {
            proc.acquire(tx, l.relation(), l.mode(), w);
        }
    }

    /**
     * A statement named a table that is missing: if a transaction that has not ended dropped it
     * (Lanin's catalog shows that at once), wait for it to end, as PostgreSQL waits for its lock,
     * and return true to plan again: 42P01 then if the DROP committed, success if it rolled back.
     * {@code tx} is the session's transaction, or null (a virtual one then waits); {@code
     * beforeWait} runs first when there is a DROP to wait for.
     */
    boolean awaitDropper(LaninException e, Transaction tx, IsolationLevel isolation, long statementTimeout,
                         long lockTimeout, Runnable beforeWait) {
        if (e.state() != SqlState.UNDEFINED_TABLE) {
            return false;
        }
        String m = e.primaryMessage();
        int open = m.indexOf('"');
        int close = m.lastIndexOf('"');
        if (!m.startsWith("relation \"") || close <= open) {
            return false;
        }
        Transaction dropper = db.locks().dropped().dropperOf(m.substring(open + 1, close), tx);
        if (dropper == null) {
            return false;
        }
        beforeWait.run(); // what this session holds in other transactions goes first (auto-commit portals)
        startStatement(statementTimeout, lockTimeout);
        Transaction waiter = tx != null ? tx : db.transactions().beginVirtual(isolation);
        try {
            proc.attach(waiter);
            db.locks().transactionWaits().waitForEnd(waiter, dropper, wait(false));
        } finally {
            if (waiter != tx) {
                waiter.commit();
            }
        }
        return true;
    }

    /** The session closed (its transaction has ended). */
    /**
     * Session.cancel, from any thread: the statement being parsed, a statement still waiting for its
     * table locks (it has no execution context yet), and the running one.
     */
    void cancelAll(org.lanin.planner.parse.ParseInterrupt parse, org.lanin.engine.exec.ExecContext running) {
        parse.cancel();
        cancel();
        if (running != null) {
            running.cancel();
        }
    }

    void close() {
        db.unregister(activity);
        proc.close();
    }

    private void checkInterrupts() {
        if (cancelRequested) {
            throw LaninException.of(EngineMsg.QUERY_CANCELED);
        }
        if (deadlineNanos != 0 && System.nanoTime() - deadlineNanos > 0) {
            throw LaninException.of(EngineMsg.STATEMENT_TIMEOUT);
        }
    }
}

package org.lanin.engine.lock;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * Advisory locks (PostgreSQL's pg_advisory_lock family, lock.c's LOCKTAG_ADVISORY): one 64-bit
 * key space per database, exclusive and shared modes, held either by a session (until
 * pg_advisory_unlock or the session closes; re-entrant, counted) or by the session's current
 * transaction (until it commits or rolls back; they cannot be unlocked early).
 *
 * <p>Invariants: (1) an exclusive hold excludes every hold of another session, a shared hold
 * excludes another session's exclusive one; a session never conflicts with itself. (2) Every
 * transaction-level hold is dropped by {@link #transactionEnded} (called by {@link LockProc} when
 * its transaction ends) and every hold of a session by {@link #sessionClosed}.
 *
 * <p>Departure: a wait for an advisory lock polls under this object's monitor in
 * {@link LockWait#SLICE_MILLIS} slices and honours lock_timeout, cancel and statement_timeout,
 * but is not an edge of the waits-for graph, so a deadlock through advisory locks ends by one of
 * those timeouts rather than with 40P01. Locks are not shown in pg_locks.
 */
public final class AdvisoryLocks {
    /** Per key: each holding session's counts. */
    private final Map<Long, Map<LockProc, Holds>> keys = new HashMap<>();
    /**
     * Whether any key is held, read without the monitor: every transaction end asks, and while
     * nobody uses advisory locks it must not take this database-wide monitor.
     */
    private volatile boolean anyHeld;

    /** A session's holds on one key: session- and transaction-level, exclusive and shared. */
    private static final class Holds {
        int sessionExclusive;
        int sessionShared;
        int xactExclusive;
        int xactShared;

        boolean exclusive() {
            return sessionExclusive + xactExclusive > 0;
        }

        boolean empty() {
            return sessionExclusive + sessionShared + xactExclusive + xactShared == 0;
        }
    }

    /**
     * Takes the lock; with {@code wait.noWait()} returns false at once when another session's
     * hold conflicts (the pg_try_ forms), otherwise waits as {@code wait} allows.
     */
    public synchronized boolean acquire(LockProc proc, long key, boolean shared, boolean xact, LockWait wait) {
        long deadline = wait.lockTimeoutMillis() > 0
                ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(wait.lockTimeoutMillis()) : 0;
        while (conflicts(proc, key, shared)) {
            if (wait.noWait()) {
                return false;
            }
            wait.interrupts().run();
            long slice = TimeUnit.MILLISECONDS.toNanos(LockWait.SLICE_MILLIS);
            if (deadline != 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw LaninException.of(EngineMsg.LOCK_TIMEOUT);
                }
                slice = Math.min(slice, left);
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, slice);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw LaninException.of(EngineMsg.QUERY_CANCELED);
            }
        }
        Holds h = keys.computeIfAbsent(key, k -> new HashMap<>()).computeIfAbsent(proc, p -> new Holds());
        anyHeld = true;
        if (xact) {
            if (shared) {
                h.xactShared++;
            } else {
                h.xactExclusive++;
            }
        } else if (shared) {
            h.sessionShared++;
        } else {
            h.sessionExclusive++;
        }
        return true;
    }

    private boolean conflicts(LockProc proc, long key, boolean shared) {
        Map<LockProc, Holds> holders = keys.get(key);
        if (holders == null) {
            return false;
        }
        for (Map.Entry<LockProc, Holds> e : holders.entrySet()) {
            if (e.getKey() != proc && (!shared || e.getValue().exclusive())) {
                return true;
            }
        }
        return false;
    }

    /** pg_advisory_unlock(_shared): one session-level hold given back; false if the session held none. */
    public synchronized boolean release(LockProc proc, long key, boolean shared) {
        Map<LockProc, Holds> holders = keys.get(key);
        Holds h = holders == null ? null : holders.get(proc);
        if (h == null || (shared ? h.sessionShared : h.sessionExclusive) == 0) {
            return false;
        }
        if (shared) {
            h.sessionShared--;
        } else {
            h.sessionExclusive--;
        }
        drop(key, holders, proc, h);
        return true;
    }

    /** pg_advisory_unlock_all(): every session-level hold of {@code proc}. */
    public synchronized void releaseSessionLocks(LockProc proc) {
        forEachHold(proc, h -> {
            h.sessionExclusive = 0;
            h.sessionShared = 0;
        });
    }

    /** The transaction of {@code proc} ended: its transaction-level holds go. */
    void transactionEnded(LockProc proc) {
        if (anyHeld) {
            synchronized (this) {
                forEachHold(proc, h -> {
                    h.xactExclusive = 0;
                    h.xactShared = 0;
                });
            }
        }
    }

    /** The session closed: all its holds go. */
    synchronized void sessionClosed(LockProc proc) {
        if (anyHeld) {
            forEachHold(proc, h -> {
                h.sessionExclusive = 0;
                h.sessionShared = 0;
                h.xactExclusive = 0;
                h.xactShared = 0;
            });
        }
    }

    private void forEachHold(LockProc proc, java.util.function.Consumer<Holds> change) {
        var it = keys.entrySet().iterator();
        boolean freed = false;
        while (it.hasNext()) {
            Map.Entry<Long, Map<LockProc, Holds>> e = it.next();
            Holds h = e.getValue().get(proc);
            if (h != null) {
                change.accept(h);
                if (h.empty()) {
                    e.getValue().remove(proc);
                    freed = true;
                }
            }
            if (e.getValue().isEmpty()) {
                it.remove();
            }
        }
        anyHeld = !keys.isEmpty();
        if (freed) {
            notifyAll();
        }
    }

    private void drop(long key, Map<LockProc, Holds> holders, LockProc proc, Holds h) {
        if (h.empty()) {
            holders.remove(proc);
            if (holders.isEmpty()) {
                keys.remove(key);
            }
        }
        anyHeld = !keys.isEmpty();
        notifyAll();
    }
}

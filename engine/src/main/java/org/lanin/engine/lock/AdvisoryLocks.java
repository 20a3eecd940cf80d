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
 * <p>A key is one bigint or a pair of integers ({@link Key}): two key spaces, as PostgreSQL's
 * lock tag tells them apart by objsubid, so {@code pg_advisory_lock(1, 2)} and
 * {@code pg_advisory_lock(4294967298)} do not conflict. pg_locks shows each hold and each wait
 * ({@link #status}).
 *
 * <p>Departure: a wait for an advisory lock polls under this object's monitor in
 * {@link LockWait#SLICE_MILLIS} slices and honours lock_timeout, cancel and statement_timeout,
 * but is not an edge of the waits-for graph, so a deadlock through advisory locks ends by one of
 * those timeouts rather than with 40P01.
 */
public final class AdvisoryLocks {
    /** Per key: each holding session's counts. */
    private final Map<Key, Map<LockProc, Holds>> keys = new HashMap<>();
    /** The sessions waiting now, for pg_locks. */
    private final Map<LockProc, Waiting> waiting = new HashMap<>();

    /** An advisory lock's key: one bigint ({@code pair} false) or two integers packed high and low. */
    public record Key(long value, boolean pair) {
        /** pg_locks.classid: the bigint's high half or the first integer, as an unsigned oid. */
        long classId() {
            return value >>> 32;
        }

        /** pg_locks.objid: the low half or the second integer. */
        long objId() {
            return value & 0xffff_ffffL;
        }
    }

    private record Waiting(Key key, boolean shared, java.time.Instant since) {
    }
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
    public synchronized boolean acquire(LockProc proc, Key key, boolean shared, boolean xact, LockWait wait) {
        if (!conflicts(proc, key, shared)) {
            take(proc, key, shared, xact);
            return true;
        }
        if (wait.noWait()) {
            return false;
        }
        waiting.put(proc, new Waiting(key, shared, java.time.Instant.now()));
        try {
            awaitNoConflict(proc, key, shared, wait);
        } finally {
            waiting.remove(proc);
        }
        take(proc, key, shared, xact);
        return true;
    }

    private void awaitNoConflict(LockProc proc, Key key, boolean shared, LockWait wait) {
        long deadline = wait.lockTimeoutMillis() > 0
                ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(wait.lockTimeoutMillis()) : 0;
        while (conflicts(proc, key, shared)) {
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
    }

    private void take(LockProc proc, Key key, boolean shared, boolean xact) {
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
    }

    private boolean conflicts(LockProc proc, Key key, boolean shared) {
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
    public synchronized boolean release(LockProc proc, Key key, boolean shared) {
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
            Map.Entry<Key, Map<LockProc, Holds>> e = it.next();
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

    /**
     * pg_locks' advisory rows: per key and holding session one granted row per mode it holds
     * (ExclusiveLock, ShareLock), and one not granted row per waiting session.
     */
    synchronized void status(java.util.List<LockStatus> out) {
        keys.forEach((key, holders) -> holders.forEach((proc, h) -> {
            if (h.exclusive()) {
                out.add(LockStatus.ofAdvisory(key, proc, false, true, null));
            }
            if (h.sessionShared + h.xactShared > 0) {
                out.add(LockStatus.ofAdvisory(key, proc, true, true, null));
            }
        }));
        waiting.forEach((proc, w) -> out.add(LockStatus.ofAdvisory(w.key(), proc, w.shared(), false, w.since())));
    }

    private void drop(Key key, Map<LockProc, Holds> holders, LockProc proc, Holds h) {
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

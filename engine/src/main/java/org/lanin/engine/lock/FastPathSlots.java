package org.lanin.engine.lock;

import org.lanin.engine.txn.Transaction;

/**
 * One session's fast-path relation locks (PostgreSQL's fpRelId/fpLockBits in PGPROC, guarded
 * by its fpInfoLock): up to {@link #SLOTS} relations, each with the weak modes the session's
 * current transaction holds on it, recorded without touching any shared structure.
 *
 * <p>The protocol with strong lockers: a weak locker reads the relation's strong-request count
 * under this object's monitor and records its slot only if the count is zero; a strong locker
 * first raises the count, then takes every session's monitor in turn and moves that session's
 * slot for the relation into the shared table ({@link #transfer}). Either the weak locker's
 * critical section comes first (and is transferred), or it sees the raised count (and takes
 * the slow path). The monitor is uncontended except during such a transfer.
 */
final class FastPathSlots {
    /** PostgreSQL's FP_LOCK_SLOTS_PER_BACKEND. */
    static final int SLOTS = 16;

    private final RelationLock[] rels = new RelationLock[SLOTS];
    private final int[] masks = new int[SLOTS];
    /** The transaction whose locks the slots hold (the session's current one). */
    private Transaction tx;

    /** Records {@code bit} on {@code rel} for {@code owner} unless a strong request exists or no slot is free. */
    synchronized boolean tryGrant(Transaction owner, RelationLock rel, int bit) {
        if (rel.strongRequests.get() != 0) {
            return false;
        }
        int free = -1;
        for (int i = 0; i < SLOTS; i++) {
            if (rels[i] == rel) {
                masks[i] |= bit;
                return true;
            }
            if (rels[i] == null && free < 0) {
                free = i;
            }
        }
        if (free < 0) {
            return false;
        }
        rels[free] = rel;
        masks[free] = bit;
        tx = owner;
        return true;
    }

    /** Clears {@code bits} of {@code rel}'s slot; returns those that were still there (the rest was transferred). Caller holds the monitor. */
    int ungrant(RelationLock rel, int bits) {
        for (int i = 0; i < SLOTS; i++) {
            if (rels[i] == rel) {
                int present = masks[i] & bits;
                masks[i] &= ~bits;
                if (masks[i] == 0) {
                    rels[i] = null;
                }
                return present;
            }
        }
        return 0;
    }

    /** A strong locker's step: moves this session's modes on {@code rel} into the shared table. */
    synchronized void transfer(RelationLock rel, LockProc proc) {
        for (int i = 0; i < SLOTS; i++) {
            if (rels[i] == rel) {
                rel.transferIn(tx, proc, masks[i]);
                rels[i] = null;
                masks[i] = 0;
                return;
            }
        }
    }

    /** The transaction whose fast-path modes on {@code rel} intersect {@code conflicts}, or null. */
    synchronized Transaction holderOf(RelationLock rel, int conflicts) {
        for (int i = 0; i < SLOTS; i++) {
            if (rels[i] == rel && (masks[i] & conflicts) != 0) {
                return tx;
            }
        }
        return null;
    }

    /** pg_locks rows of the fast-path locks (fastpath = true). */
    synchronized void status(LockProc proc, LockManager.StatusSink sink) {
        for (int i = 0; i < SLOTS; i++) {
            if (rels[i] != null) {
                for (int bits = masks[i]; bits != 0; bits &= bits - 1) {
                    sink.relation(rels[i], tx, proc, LockMode.ofBit(Integer.lowestOneBit(bits)), true, true, null);
                }
            }
        }
    }
}

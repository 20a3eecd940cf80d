package org.lanin.engine.storage.heap;

import java.util.Iterator;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.Transaction;

/**
 * The tuple versions of one table, in pages, addressed by TID ({@link Tid}).
 * Inserts from many threads proceed in parallel (no table-wide lock); header changes
 * (xmax stamping) are atomic per tuple. Visibility is decided by callers with a Snapshot.
 */
public final class HeapTable {
    /** Stores a new version stamped with the transaction's current xid and command id; returns its TID. */
    public long insert(Object[] values, Transaction tx) {
        throw new UnsupportedOperationException("TODO");
    }

    /** The version at {@code tid}, or null if there is none. */
    public HeapTuple fetch(long tid) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Every version in TID order, including dead and invisible ones; versions inserted
     * concurrently may or may not be returned. Safe to use while other threads write.
     */
    public Iterator<HeapTuple> scan() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Tries to mark the version at {@code tid} deleted by {@code tx}; never waits. */
    public HeapUpdateResult delete(long tid, Transaction tx) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Tries to replace the version at {@code tid}: stamps its xmax, inserts {@code newValues} as a
     * new version and links the old one to it. On OK returns the new TID in {@code newTidOut[0]}.
     * Never waits.
     */
    public HeapUpdateResult update(long tid, Object[] newValues, Transaction tx, long[] newTidOut) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Tries to lock the version at {@code tid} for {@code tx} (SELECT FOR UPDATE) without deleting it. */
    public HeapUpdateResult lock(long tid, Transaction tx) {
        throw new UnsupportedOperationException("TODO");
    }
}

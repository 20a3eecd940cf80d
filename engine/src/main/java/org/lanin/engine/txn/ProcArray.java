package org.lanin.engine.txn;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The running transactions, one slot each (PostgreSQL's proc array): a transaction takes a free slot
 * as it begins and empties it as it ends; snapshots and horizons read every slot below
 * {@link #bound()}. A transaction that gets an xid first reserves its slot ({@link #reserve}), then
 * takes the xid and publishes itself there ({@link #publish}); a reader that meets a reserved slot
 * waits out those few instructions ({@link #at}). So every xid is listed, or its slot reserved,
 * before any later xid exists, without a lock around the hand-out (TransactionManager.begin). Entering and leaving write only the transaction's own slot, and a thread
 * takes the slot it had last time, so two clients never write the same cache line: a shared hash
 * map here (put and remove per transaction, a size counter, its bins) was the part of every
 * transaction whose cost grew most with a second client (CPU profiles of issue 12).
 *
 * <p>Slots live in chunks that never move (the directory is copy-on-write), each slot on a cache
 * line of its own. A slot is written with volatile semantics; readers see a slot's transaction
 * from the moment it was entered, so any entry that happened before a scan began is seen by it.
 */
final class ProcArray {
    /** Array cells per slot: 16 compressed references, one 64-byte line. */
    private static final int STRIDE = 16;
    private static final int CHUNK_SLOTS = 32;

    @SuppressWarnings("unchecked")
    private volatile AtomicReferenceArray<Object>[] chunks = new AtomicReferenceArray[] {newChunk()};
    /** A slot taken by a transaction that is being given its xid. */
    private static final Object RESERVED = new Object();
    /** Spins on a reserved slot before each yield (the reserver may have been descheduled). */
    private static final int SPINS_PER_YIELD = 1 << 8;
    /** Slots ever used: every occupied slot is below it. */
    private final AtomicInteger bound = new AtomicInteger();
    /** The slot this thread used last: usually free again, and on a line no other thread writes. */
    private final ThreadLocal<int[]> lastSlot = ThreadLocal.withInitial(() -> new int[] {-1});

    /** Puts {@code tx} in a free slot, remembered in the transaction for {@link #leave}. */
    void enter(Transaction tx) {
        int slot = take(tx);
        tx.setProcSlot(slot);
    }

    /**
     * Takes a free slot for a transaction about to get its xid; readers wait at it until
     * {@link #publish} (or {@link #unreserve}) follows, which the caller must make sure of.
     */
    int reserve() {
        return take(RESERVED);
    }

    /** Fills the slot {@link #reserve} returned with {@code tx}. */
    void publish(int slot, Transaction tx) {
        tx.setProcSlot(slot);
        chunks[slot / CHUNK_SLOTS].set(cell(slot), tx);
    }

    /** Frees a reserved slot whose transaction could not be made. */
    void unreserve(int slot) {
        chunks[slot / CHUNK_SLOTS].set(cell(slot), null);
    }

    void leave(Transaction tx) {
        int slot = tx.procSlot();
        chunks[slot / CHUNK_SLOTS].set(cell(slot), null);
    }

    private int take(Object occupant) {
        int[] last = lastSlot.get();
        if (last[0] >= 0 && tryTake(last[0], occupant)) {
            return last[0];
        }
        for (int i = 0, n = bound.get(); i < n; i++) {
            if (tryTake(i, occupant)) {
                last[0] = i;
                return i;
            }
        }
        while (true) {
            int i = newSlot();
            if (tryTake(i, occupant)) {
                last[0] = i;
                return i;
            }
        }
    }

    /** Every occupied slot is below this. */
    int bound() {
        return bound.get();
    }

    /**
     * The transaction in slot {@code i} (below {@link #bound()}), or null; a reserved slot is
     * waited out, since the xid its transaction gets may be below the reader's bounds.
     */
    Transaction at(int i) {
        AtomicReferenceArray<Object> chunk = chunks[i / CHUNK_SLOTS];
        Object o = chunk.get(cell(i));
        for (int spins = 1; o == RESERVED; spins++) {
            if (spins % SPINS_PER_YIELD == 0) {
                Thread.yield();
            } else {
                Thread.onSpinWait();
            }
            o = chunk.get(cell(i));
        }
        return (Transaction) o;
    }

    /** Occupied slots now (not an atomic count). */
    int count() {
        int n = 0;
        for (int i = 0, b = bound(); i < b; i++) {
            if (at(i) != null) {
                n++;
            }
        }
        return n;
    }

    /** The running top-level transaction with this xid, or null (a scan: for waits, not hot paths). */
    Transaction find(long xid) {
        for (int i = 0, b = bound(); i < b; i++) {
            Transaction tx = at(i);
            if (tx != null && tx.xid() == xid) {
                return tx;
            }
        }
        return null;
    }

    private boolean tryTake(int slot, Object occupant) {
        return chunks[slot / CHUNK_SLOTS].compareAndSet(cell(slot), null, occupant);
    }

    /** Raises the bound by one slot, its chunk made first, so every slot below the bound has one. */
    private synchronized int newSlot() {
        int slot = bound.get();
        AtomicReferenceArray<Object>[] dir = chunks;
        int index = slot / CHUNK_SLOTS;
        if (index >= dir.length) {
            AtomicReferenceArray<Object>[] grown = Arrays.copyOf(dir, dir.length * 2);
            for (int c = dir.length; c < grown.length; c++) {
                grown[c] = newChunk();
            }
            chunks = grown;
        }
        bound.set(slot + 1);
        return slot;
    }

    private static int cell(int slot) {
        return (slot % CHUNK_SLOTS) * STRIDE;
    }

    private static AtomicReferenceArray<Object> newChunk() {
        return new AtomicReferenceArray<>(CHUNK_SLOTS * STRIDE);
    }
}

package org.lanin.engine.wal;

import java.util.HashMap;
import java.util.Map;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * Names the heaps of one database life by number, so log records and checkpoint images can
 * refer to a table's storage (PostgreSQL's relfilenode): a TRUNCATE gives the table a new heap
 * and with it a new number. Recovery registers the numbers the image and the log use, and new
 * heaps of this life are numbered past all of them, so the numbers stay valid across an open
 * that writes no checkpoint (after a clean shutdown).
 */
final class StorageIds {
    /** Weak: a dropped table's heap (and its rows) can be collected. HeapTable keeps Object's identity equals. */
    private final Map<HeapTable, Long> ids = new java.util.WeakHashMap<>();
    /** Only while recovering: the heaps replay creates by number. */
    private final Map<Long, HeapTable> heaps = new HashMap<>();
    private long next = 1;
    /** Heaps of UNLOGGED tables: their rows skip the log. Weak, like {@link #ids}. */
    private final Map<HeapTable, Boolean> unlogged = new java.util.WeakHashMap<>();
    /** Lets the row hooks skip the lookup while no table is unlogged (the common case). */
    private volatile boolean anyUnlogged;

    synchronized void markUnlogged(HeapTable heap) {
        unlogged.put(heap, Boolean.TRUE);
        anyUnlogged = true;
    }

    /** True once any heap was marked unlogged in this life (a dropped table's too). */
    boolean anyUnlogged() {
        return anyUnlogged;
    }

    boolean isUnlogged(HeapTable heap) {
        if (!anyUnlogged) {
            return false;
        }
        synchronized (this) {
            return unlogged.containsKey(heap);
        }
    }

    synchronized long idOf(HeapTable heap) {
        Long id = ids.get(heap);
        if (id == null) {
            id = next++;
            ids.put(heap, id);
        }
        return id;
    }

    /** The heap of that number, a new empty one the first time (recovery). */
    synchronized HeapTable heapOf(long id) {
        HeapTable heap = heaps.get(id);
        if (heap == null) {
            heap = new HeapTable();
            heaps.put(id, heap);
            ids.put(heap, id);
            next = Math.max(next, id + 1);
        }
        return heap;
    }

    /** Recovery is over: numbers are looked up by heap only from now on. */
    synchronized void recoveryDone() {
        heaps.clear();
    }
}

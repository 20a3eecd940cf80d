package org.lanin.engine.wal;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * Names the heaps of one database life by number, so log records and checkpoint images can
 * refer to a table's storage (PostgreSQL's relfilenode): a TRUNCATE gives the table a new heap
 * and with it a new number. Numbers are only meaningful until the next open, which always
 * writes a fresh checkpoint image before logging anything.
 */
final class StorageIds {
    private final Map<HeapTable, Long> ids = new IdentityHashMap<>();
    private final Map<Long, HeapTable> heaps = new HashMap<>();
    private long next = 1;

    synchronized long idOf(HeapTable heap) {
        Long id = ids.get(heap);
        if (id == null) {
            id = next++;
            ids.put(heap, id);
            heaps.put(id, heap);
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

    /** Forgets heaps no table uses any more (after a checkpoint), so dropped tables' rows can be collected. */
    synchronized void retainOnly(java.util.Set<HeapTable> live) {
        ids.keySet().removeIf(h -> !live.contains(h));
        heaps.values().removeIf(h -> !live.contains(h));
    }
}

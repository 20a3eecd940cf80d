package org.lanin.engine.storage.heap;

import java.util.Arrays;

/**
 * The slots of one page that pruning freed (heap-only versions dead to everyone), for the next HOT
 * update of the same page. Reused at once, as PostgreSQL reuses LP_UNUSED items after a prune:
 * no index entry names a heap-only slot; chain walkers validate against the page latch and walk
 * again after a prune; and whoever else holds a version's TID holds a version visible to its own
 * running transaction (a scan's current row, a row it waited for), which is never dead to
 * everyone while that transaction runs, so its slot is not freed under it. Guarded by its own
 * monitor, held only for the few instructions of an add or claim.
 */
final class PageFreeSlots {
    private int[] slots = new int[8];
    private int count;

    synchronized void add(int slot) {
        if (count == slots.length) {
            slots = Arrays.copyOf(slots, count * 2);
        }
        slots[count++] = slot;
    }

    /** A free slot, removed from the set; -1 if none. */
    synchronized int claim() {
        return count == 0 ? -1 : slots[--count];
    }

    synchronized int size() {
        return count;
    }
}

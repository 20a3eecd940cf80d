package org.lanin.engine.storage.heap;

import java.util.Arrays;

/**
 * The slots of one page that pruning freed (heap-only versions dead to everyone), each reusable
 * by a HOT update of the same page once the horizon has passed the xid that was next when it was
 * freed (the rule of {@link FreeSpace}: a reader may still hold the TID of a version it copied
 * before the prune; until every transaction running at the prune has ended, the slot stays
 * empty, so such a reader finds nothing rather than another row). Guarded by its own monitor,
 * held only for the few instructions of an add or claim.
 */
final class PageFreeSlots {
    private int[] slots = new int[8];
    private long[] reusableFrom = new long[8];
    private int count;

    synchronized void add(int slot, long freedAtNextXid) {
        if (count == slots.length) {
            slots = Arrays.copyOf(slots, count * 2);
            reusableFrom = Arrays.copyOf(reusableFrom, count * 2);
        }
        slots[count] = slot;
        reusableFrom[count++] = freedAtNextXid;
    }

    /** A slot reusable under {@code horizon}, removed from the set; -1 if none. */
    synchronized int claim(long horizon) {
        for (int i = 0; i < count; i++) {
            if (reusableFrom[i] < horizon) {
                int slot = slots[i];
                count--;
                slots[i] = slots[count];
                reusableFrom[i] = reusableFrom[count];
                return slot;
            }
        }
        return -1;
    }

    synchronized int size() {
        return count;
    }
}

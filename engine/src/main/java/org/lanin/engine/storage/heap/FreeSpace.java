package org.lanin.engine.storage.heap;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The free-space map of one heap: slots VACUUM emptied, in batches, each reusable once the
 * global xmin horizon has passed the xid that was next when the batch was freed.
 *
 * <p>Why wait: a scan may hold an index entry it copied before VACUUM removed it and fetch its
 * TID afterwards (PostgreSQL prevents this with the buffer-pin interlock). Every scan runs in a
 * transaction that was running when VACUUM freed the slot, so while it runs the horizon stays
 * at or below that xid and the slot stays empty: the fetch finds null and skips the entry,
 * never another row that reused the TID.
 */
final class FreeSpace {
    private record Batch(long reusableFrom, long[] tids, AtomicInteger next) {
    }

    private final ConcurrentLinkedQueue<Batch> batches = new ConcurrentLinkedQueue<>();

    void add(long[] tids, long freedAtNextXid) {
        if (tids.length > 0) {
            batches.add(new Batch(freedAtNextXid, tids, new AtomicInteger()));
        }
    }

    /** A free TID reusable under {@code horizon}, claimed for the caller; {@link Tid#NONE} if none. */
    long claim(long horizon) {
        while (true) {
            Batch b = batches.peek();
            if (b == null || b.reusableFrom() >= horizon) {
                return Tid.NONE; // batches are in freeing order: later ones are not reusable either
            }
            int i = b.next().getAndIncrement();
            if (i < b.tids().length) {
                return b.tids()[i];
            }
            batches.remove(b);
        }
    }

    /** Free slots not yet handed out. */
    long size() {
        long n = 0;
        for (Batch b : batches) {
            n += Math.max(0, b.tids().length - b.next().get());
        }
        return n;
    }
}

package org.lanin.engine.index.gist;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * One page of a GiST tree (PostgreSQL's GiST page with its GISTPageOpaqueData). Layout:
 * <pre>
 *   id        block number, for messages and the checker (the root is 0)
 *   level     0 for a leaf; the root's grows when it splits, no other page's ever changes
 *   items     leaf: (key, heap TID); inner: (key, child page), the key covering the child's keys
 *   right     right-link: the page a split moved entries to (null at the end of a chain)
 *   nsn       node sequence number: the tree's split counter when this page last split, set after
 *             the parent learned of the split (a reader that saw the parent earlier follows right)
 *   latch     shared for reading, exclusive for changing items, right or nsn
 * </pre>
 * Capacity is counted in bytes as a PostgreSQL 8 KiB page would: an item costs its key's size plus
 * an index tuple header and line pointer.
 */
final class GistPage {
    /** BLCKSZ less the page header and GiST's special space. */
    static final int USABLE_BYTES = 8192 - 24 - 16;
    /** IndexTupleData (8) and ItemIdData (4). */
    static final int ITEM_OVERHEAD_BYTES = 12;

    final int id;
    final ReentrantReadWriteLock latch = new ReentrantReadWriteLock();
    int level;
    List<GistItem> items;
    GistPage right;
    long nsn;

    GistPage(int id, int level, List<GistItem> items) {
        this.id = id;
        this.level = level;
        this.items = new ArrayList<>(items);
    }

    boolean isLeaf() {
        return level == 0;
    }

    /** Whether {@code candidate} fits in one page (a single item always does). */
    static boolean fits(List<GistItem> candidate, GistOpClass ops) {
        if (candidate.size() <= 1) {
            return true;
        }
        int bytes = 0;
        for (GistItem i : candidate) {
            bytes += ITEM_OVERHEAD_BYTES + ops.sizeBytes(i.key());
        }
        return bytes <= USABLE_BYTES;
    }

    /** The index of the downlink to {@code child}, or -1. */
    int downlinkOf(GistPage child) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).child() == child) {
                return i;
            }
        }
        return -1;
    }

    void lockShared() {
        latch.readLock().lock();
    }

    void unlockShared() {
        latch.readLock().unlock();
    }

    void lockExclusive() {
        latch.writeLock().lock();
    }

    void unlockExclusive() {
        latch.writeLock().unlock();
    }
}

package org.lanin.engine.index.btree;

import java.util.function.LongPredicate;

/**
 * VACUUM's pass over one index (nbtree.c's btbulkdelete, without page deletion): every leaf, left
 * to right, latched exclusive one at a time, loses the entries whose heap TID the caller names
 * dead. Splits running meanwhile only move entries right, towards pages not yet visited, so no
 * entry is missed; one visited twice is harmless (removal is by TID, idempotent).
 */
final class BTreeBulkDelete {
    private BTreeBulkDelete() {
    }

    static long run(BTree t, LongPredicate dead) {
        BTreePage page = BTreeSearch.descend(t, BTreeScanKey.MINUS_INFINITY, true, true, null);
        long removed = 0;
        while (true) {
            removed += removeFrom(t, page, dead);
            BTreePage next = page.right;
            t.unlatch(page, true);
            if (next == null) {
                return removed;
            }
            t.latch(next, true);
            page = next;
        }
    }

    /** Under the page's exclusive latch. */
    private static int removeFrom(BTree t, BTreePage page, LongPredicate dead) {
        int removed = 0;
        int killed = 0;
        for (int i = page.items.size() - 1; i >= 0; i--) {
            BTreeItem item = page.items.get(i);
            if (dead.test(item.tid())) {
                killed += item.isKilled() ? 1 : 0;
                page.remove(i);
                removed++;
            }
        }
        t.counters().killedRemoved.add(killed);
        return removed;
    }

    /**
     * Simple deletion (_bt_simpledel_pass, LP_DEAD items only): drops the killed entries of the
     * exclusive-latched leaf, which lacks room for a new item, so it may not have to split.
     * The high key stays: removing items never changes a page's key range. Returns how many went.
     */
    static int removeKilled(BTree t, BTreePage leaf) {
        int removed = 0;
        for (int i = leaf.items.size() - 1; i >= 0; i--) {
            if (leaf.items.get(i).isKilled()) {
                leaf.remove(i);
                removed++;
            }
        }
        t.counters().killedRemoved.add(removed);
        return removed;
    }
}

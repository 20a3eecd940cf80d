package org.lanin.engine.index.btree;

/**
 * The equal-key check of a unique insert (nbtinsert.c's _bt_check_unique). Runs while the first
 * leaf where the key could be ("home") is latched exclusive, so every other inserter of the same
 * key waits on that latch and then sees this insert's entry. Equal keys may continue on right
 * siblings (when the high key equals the key); those are read shared, one at a time, so at most
 * two latches are held. Items moved right by a concurrent split were already checked, and no new
 * equal key can appear while home is held.
 */
final class BTreeUniqueCheck {
    private BTreeUniqueCheck() {
    }

    /**
     * NO_CONFLICT, CONFLICT or an xid to wait for; {@code home} stays latched, others are released.
     * {@code key} may be a prefix of the tree's columns (the key columns before INCLUDE ones): entries
     * equal on it are the ones checked.
     */
    static long check(BTree t, BTreePage home, Object[] key, BTreeScanKey first, UniqueChecker checker) {
        BTreePage page = home;
        int pos = t.keys().lowerBound(home, first);
        while (true) {
            for (; pos < page.items.size(); pos++) {
                BTreeItem item = page.items.get(pos);
                if (item.isKilled()) {
                    continue; // dead to everyone: no key compare, no heap visit (as _bt_check_unique)
                }
                if (t.keys().comparePrefix(key, key.length, item) != 0) {
                    return done(t, home, page, UniqueChecker.NO_CONFLICT);
                }
                long verdict = checker.check(item.tid());
                if (verdict == UniqueChecker.DEAD_TO_ALL) {
                    // a flag write, safe under a shared latch on a right sibling too (as LP_DEAD)
                    if (item.kill()) {
                        t.counters().itemsKilled.increment();
                    }
                    continue;
                }
                if (verdict != UniqueChecker.NO_CONFLICT) {
                    return done(t, home, page, verdict);
                }
            }
            if (page.highKey == null || t.keys().comparePrefix(key, key.length, page.highKey) != 0) {
                return done(t, home, page, UniqueChecker.NO_CONFLICT);
            }
            BTreePage next = page.right;
            if (page != home) {
                t.unlatch(page, false);
            }
            t.latch(next, false);
            page = next;
            pos = 0;
        }
    }

    private static long done(BTree t, BTreePage home, BTreePage page, long verdict) {
        if (page != home) {
            t.unlatch(page, false);
        }
        return verdict;
    }
}

package org.lanin.engine.index.btree;

import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;

/**
 * Insertion (nbtinsert.c's _bt_doinsert): rightmost-leaf fastpath, else a descent that returns
 * the leaf latched exclusive; for unique indexes, the equal-key check under that latch.
 */
final class BTreeInsert {
    private BTreeInsert() {
    }

    static void insert(BTree t, Object[] key, long tid, InsertPath path) {
        BTreeItem item = newItem(t, key, tid);
        BTreeScanKey sk = BTreeScanKey.exact(key, tid);
        t.counters().inserts.increment();
        if (path.rightmostFastpath() && tryFastpath(t, sk, item)) {
            return;
        }
        BTreeSearch.Stack stack = new BTreeSearch.Stack();
        BTreePage leaf = BTreeSearch.descend(t, sk, true, path.exclusiveLeaf(), stack);
        insertOnLeaf(t, leaf, sk, item, stack);
    }

    /** See {@link BTree#insertUnique}. */
    static boolean insertUnique(BTree t, Object[] key, long tid, UniqueChecker checker, InsertPath path, boolean nullsDistinct,
                                int keyColumns) {
        for (int c = 0; c < keyColumns; c++) {
            if (key[c] == null && nullsDistinct) {
                insert(t, key, tid, path); // NULLs are distinct: never a conflict
                return true;
            }
        }
        BTreeItem item = newItem(t, key, tid);
        Object[] uniqueKey = keyColumns == key.length ? key : java.util.Arrays.copyOf(key, keyColumns);
        BTreeScanKey first = BTreeScanKey.beforeEqual(uniqueKey);
        BTreeScanKey sk = BTreeScanKey.exact(key, tid);
        // A key above every key of the tree has no duplicate to check (as in _bt_search_insert).
        if (path.rightmostFastpath() && tryFastpath(t, first, item)) {
            t.counters().inserts.increment();
            return true;
        }
        while (true) {
            BTreeSearch.Stack stack = new BTreeSearch.Stack();
            BTreePage home = BTreeSearch.descend(t, first, true, path.exclusiveLeaf(), stack);
            long verdict = BTreeUniqueCheck.check(t, home, uniqueKey, first, checker);
            if (verdict == UniqueChecker.NO_CONFLICT) {
                t.counters().inserts.increment();
                BTreePage leaf = stepRightCoupled(t, home, sk);
                insertOnLeaf(t, leaf, sk, item, stack);
                return true;
            }
            t.unlatch(home, true);
            if (verdict == UniqueChecker.CONFLICT) {
                return false;
            }
            checker.waitFor(verdict);
        }
    }

    /** Inserts on the exclusive-latched leaf where sk belongs; releases every latch. */
    static void insertOnLeaf(BTree t, BTreePage leaf, BTreeScanKey sk, BTreeItem item, BTreeSearch.Stack stack) {
        int pos = t.keys().lowerBound(leaf, sk);
        if (pos < leaf.items.size() && t.keys().compare(sk, leaf.items.get(pos)) == 0) {
            t.unlatch(leaf, true);
            throw new EngineBug("duplicate entry " + BTreeKeys.text(item) + " in index " + t.name());
        }
        if (!leaf.fits(item) && BTreeBulkDelete.removeKilled(t, leaf) > 0) {
            pos = t.keys().lowerBound(leaf, sk); // a full leaf drops killed entries before it splits
        }
        if (leaf.fits(item)) {
            leaf.add(pos, item);
            if (leaf.isRightmost()) {
                t.rememberRightmostLeaf(leaf);
            }
            t.noteRightmostInsert(leaf.isRightmost() && pos == leaf.items.size() - 1);
            t.unlatch(leaf, true);
            return;
        }
        BTreeSplit.insertSplitting(t, leaf, pos, item, stack);
    }

    /**
     * PostgreSQL 11's fastpath: append to the cached rightmost leaf if, under its exclusive
     * latch (taken without waiting), it is still rightmost, has room, and {@code sk} sorts after
     * its last item. For a unique insert {@code sk} sorts before every entry equal to the key, so
     * passing means the key is greater than every key in the tree: nothing to check, and any
     * concurrent inserter of the same key must come to this latched leaf.
     */
    private static boolean tryFastpath(BTree t, BTreeScanKey sk, BTreeItem item) {
        if (!t.lastInsertWasRightmost()) {
            return false; // random keys: not worth an exclusive latch on the rightmost leaf
        }
        BTreePage leaf = t.cachedRightmostLeaf();
        if (leaf == null || !t.tryLatchExclusive(leaf)) {
            return false;
        }
        boolean ok = leaf.isRightmost() && leaf.isLeaf() && !leaf.items.isEmpty() && leaf.fits(item)
                && t.keys().compare(sk, leaf.items.get(leaf.items.size() - 1)) > 0;
        if (ok) {
            leaf.add(leaf.items.size(), item);
            t.counters().fastpathInserts.increment();
        }
        t.unlatch(leaf, true);
        return ok;
    }

    /**
     * From the first leaf where the key could be to the leaf where (key, tid) belongs, latching
     * the right sibling before releasing the current page, so a concurrent unique check cannot
     * slip between (_bt_stepright).
     */
    private static BTreePage stepRightCoupled(BTree t, BTreePage page, BTreeScanKey sk) {
        while (t.keys().beyondHighKey(sk, page)) {
            BTreePage next = page.right;
            t.latch(next, true);
            t.unlatch(page, true);
            t.counters().moveRights.increment();
            page = next;
        }
        return page;
    }

    private static BTreeItem newItem(BTree t, Object[] key, long tid) {
        if (key.length != t.keys().columnCount()) {
            throw new EngineBug("index " + t.name() + " has " + t.keys().columnCount() + " columns, key has "
                    + key.length);
        }
        BTreeItem item = BTreeItem.leaf(key.length == 1 ? key : key.clone(), tid); // a one-column item keeps no array
        if (item.bytes() > BTreePage.MAX_ITEM_BYTES) {
            throw LaninException.of(BTreeMsg.ITEM_TOO_LARGE, item.bytes(), BTreePage.MAX_ITEM_BYTES, t.name());
        }
        return item;
    }
}

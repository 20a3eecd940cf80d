package org.lanin.engine.index.btree;

/**
 * Removal of one exact (key, tid) entry. Pages are never merged or freed: an emptied leaf stays
 * in its level's right-link chain with its high key, so the tree's shape only grows (as if
 * PostgreSQL's VACUUM never deleted pages). Readers are unaffected: an empty page is just skipped.
 */
final class BTreeDelete {
    private BTreeDelete() {
    }

    static boolean delete(BTree t, Object[] key, long tid) {
        BTreeScanKey sk = BTreeScanKey.exact(key, tid);
        BTreePage leaf = BTreeSearch.descend(t, sk, true, t.defaultPath().exclusiveLeaf(), null);
        try {
            int pos = t.keys().lowerBound(leaf, sk);
            if (pos < leaf.items.size() && t.keys().compare(sk, leaf.items.get(pos)) == 0) {
                leaf.remove(pos);
                return true;
            }
            return false;
        } finally {
            t.unlatch(leaf, true);
        }
    }
}

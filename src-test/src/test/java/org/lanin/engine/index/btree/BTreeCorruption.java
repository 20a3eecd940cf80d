package org.lanin.engine.index.btree;

import java.util.Collections;

/**
 * Test hook: damages a live tree the way a bug would, so the checkers can be seen to catch it.
 * Lives in the tree's package (test sources only) to reach its pages; never in production code.
 */
public final class BTreeCorruption {
    private BTreeCorruption() {
    }

    /** Swaps the first two entries of the leftmost leaf: an order violation. */
    public static void swapFirstLeafEntries(BTree t) {
        BTreePage page = t.rootPage();
        while (!page.isLeaf()) {
            page = page.items.get(0).child();
        }
        t.latch(page, true);
        try {
            Collections.swap(page.items, 0, 1);
        } finally {
            t.unlatch(page, true);
        }
    }
}

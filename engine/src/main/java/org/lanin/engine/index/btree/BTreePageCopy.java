package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;

/**
 * A page's contents copied under a brief shared latch, so checks and summaries run latch-free
 * (as amcheck does). {@link #levels} walks the tree top-down, each level left to right.
 */
record BTreePageCopy(BTreePage page, int level, List<BTreeItem> items, BTreeItem highKey, BTreePage right,
                     int usedBytes) {

    static BTreePageCopy of(BTree t, BTreePage page) {
        t.latch(page, false);
        try {
            return new BTreePageCopy(page, page.level, new ArrayList<>(page.items), page.highKey, page.right,
                    page.usedBytes);
        } finally {
            t.unlatch(page, false);
        }
    }

    /** Every level from the root down, each in right-link order; the first entry is the root. */
    static List<List<BTreePageCopy>> levels(BTree t) {
        List<List<BTreePageCopy>> levels = new ArrayList<>();
        Set<BTreePage> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        BTreePage leftmost = t.rootPage();
        while (leftmost != null) {
            List<BTreePageCopy> level = new ArrayList<>();
            for (BTreePage p = leftmost; p != null; ) {
                if (!seen.add(p)) {
                    throw LaninException.of(BTreeMsg.CORRUPTED, t.name(), p.id, -1, "circular right-link");
                }
                BTreePageCopy copy = of(t, p);
                level.add(copy);
                p = copy.right();
            }
            levels.add(level);
            BTreePageCopy first = level.get(0);
            leftmost = first.level() == 0 || first.items().isEmpty() ? null : first.items().get(0).child();
        }
        return levels;
    }

    int id() {
        return page.id;
    }
}

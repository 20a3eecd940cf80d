package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.List;

/** Per-page statistics, like pageinspect's bt_page_stats over every page, top-down. */
public final class BTreeSummary {
    private BTreeSummary() {
    }

    /**
     * One page.
     *
     * @param type         "root", "inner" or "leaf" (a root that is also a leaf says "root")
     * @param deadItems    killed entries (LP_DEAD), included in liveItems' page but not counted there
     * @param freeBytes    bytes left of the page's usable space
     * @param distinctKeys distinct key values among the items (TIDs ignored; an inner page's
     *                     minus-infinity item counts as none)
     * @param highKey      as text; "(+inf)" on a rightmost page
     */
    public record PageRow(int level, int pageId, String type, int liveItems, int deadItems, int freeBytes,
                          double avgItemBytes, int distinctKeys, String highKey) {
    }

    public static List<PageRow> of(BTree t) {
        List<PageRow> rows = new ArrayList<>();
        BTreePage root = t.rootPage();
        for (List<BTreePageCopy> level : BTreePageCopy.levels(t)) {
            for (BTreePageCopy p : level) {
                int itemBytes = 0;
                int killed = 0;
                for (BTreeItem it : p.items()) {
                    itemBytes += it.bytes();
                    killed += it.isKilled() ? 1 : 0;
                }
                String type = p.page() == root ? "root" : p.level() == 0 ? "leaf" : "inner";
                double avg = p.items().isEmpty() ? 0 : (double) itemBytes / p.items().size();
                rows.add(new PageRow(p.level(), p.id(), type, p.items().size() - killed, killed,
                        BTreePage.USABLE_BYTES - p.usedBytes(), avg, distinctKeys(t.keys(), p.items()),
                        BTreeKeys.text(p.highKey())));
            }
        }
        return rows;
    }

    /** Items are sorted by key then TID, so equal keys are adjacent. */
    private static int distinctKeys(BTreeKeys keys, List<BTreeItem> items) {
        int n = 0;
        BTreeItem previous = null;
        for (BTreeItem it : items) {
            if (it.isMinusInfinity()) {
                continue;
            }
            if (previous == null || !keys.keysEqual(previous, it)) {
                n++;
            }
            previous = it;
        }
        return n;
    }
}

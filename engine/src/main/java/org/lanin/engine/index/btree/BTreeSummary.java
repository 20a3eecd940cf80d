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
     * @param freeBytes    bytes left of the page's usable space
     * @param highKey      as text; "(+inf)" on a rightmost page
     */
    public record PageRow(int level, int pageId, String type, int liveItems, int freeBytes, double avgItemBytes,
                          String highKey) {
    }

    public static List<PageRow> of(BTree t) {
        List<PageRow> rows = new ArrayList<>();
        BTreePage root = t.rootPage();
        for (List<BTreePageCopy> level : BTreePageCopy.levels(t)) {
            for (BTreePageCopy p : level) {
                int itemBytes = 0;
                for (BTreeItem it : p.items()) {
                    itemBytes += it.bytes();
                }
                String type = p.page() == root ? "root" : p.level() == 0 ? "leaf" : "inner";
                double avg = p.items().isEmpty() ? 0 : (double) itemBytes / p.items().size();
                rows.add(new PageRow(p.level(), p.id(), type, p.items().size(),
                        BTreePage.USABLE_BYTES - p.usedBytes(), avg, BTreeKeys.text(p.highKey())));
            }
        }
        return rows;
    }
}

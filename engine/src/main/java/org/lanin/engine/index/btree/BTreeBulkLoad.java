package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.EngineBug;

/**
 * Builds a tree bottom-up from entries given in ascending (key, tid) order (nbtsort.c): leaves
 * are filled left to right to the leaf fill factor ({@link #LEAF_FILL} by default), each closed leaf gets its last item as high
 * key and a right-link to the next; then every upper level is built the same way over the level
 * below, with a minus-infinity first item per page, the left neighbour's high key as each
 * further downlink's separator, and as page high key the high key of its last child, which is
 * exactly what {@link BTreeVerifier#parentCheck} demands. The finished root replaces the empty
 * root leaf in one step.
 *
 * <p>Only for a tree nobody else can reach yet (CREATE INDEX fills a tree before the catalog
 * publishes it): pages are built without latches and published by the root swap (a volatile
 * write), after which the tree takes concurrent inserts like any other.
 */
public final class BTreeBulkLoad {
    /** PostgreSQL's default leaf fillfactor for index builds. */
    static final double LEAF_FILL = 0.90;
    /** BTREE_NONLEAF_FILLFACTOR. */
    static final double INNER_FILL = 0.70;

    private final BTree tree;
    private final double leafFill;
    private final BTreePage emptyRoot;
    private final List<BTreePage> leaves = new ArrayList<>();
    private ArrayList<BTreeItem> items = new ArrayList<>();
    private int itemBytes;
    private BTreeItem last;
    private long count;

    /** Starts loading {@code tree}, which must be empty and unpublished. */
    public BTreeBulkLoad(BTree tree) {
        this(tree, (int) Math.round(LEAF_FILL * 100));
    }

    /** The same with leaves filled to {@code fillFactor} per cent (the index's {@code fillfactor} storage parameter). */
    public BTreeBulkLoad(BTree tree, int fillFactor) {
        this.tree = tree;
        this.leafFill = fillFactor / 100.0;
        this.emptyRoot = tree.rootPage();
        if (!emptyRoot.isLeaf() || !emptyRoot.items.isEmpty()) {
            throw new EngineBug("bulk load into non-empty index " + tree.name());
        }
    }

    /** Appends an entry; entries must come in strictly ascending (key, tid) order. */
    public void add(Object[] key, long tid) {
        BTreeItem item = BTreeItem.leaf(key, tid);
        if (last != null && tree.keys().compareItems(last, item) >= 0) {
            throw new EngineBug("bulk load of " + tree.name() + " out of order at " + BTreeKeys.text(item));
        }
        if (!items.isEmpty() && itemBytes + 2 * item.bytes() > leafFill * BTreePage.USABLE_BYTES) {
            closeLeaf();
        }
        items.add(item);
        itemBytes += item.bytes();
        last = item;
        count++;
    }

    /** Entries added so far. */
    public long count() {
        return count;
    }

    private void closeLeaf() {
        BTreePage page = new BTreePage(tree.nextPageId(), 0, items, null, null);
        if (!leaves.isEmpty()) {
            link(leaves.get(leaves.size() - 1), page);
        }
        leaves.add(page);
        items = new ArrayList<>();
        itemBytes = 0;
    }

    /** Gives {@code left} its high key (its last item's, or its last child's) and right-link. */
    private static void link(BTreePage left, BTreePage right) {
        left.highKey = left.isLeaf() ? left.items.get(left.items.size() - 1).asHighKey()
                : left.items.get(left.items.size() - 1).child().highKey;
        left.right = right;
        left.recomputeUsedBytes();
    }

    /** Builds the upper levels and publishes the root. Adding nothing leaves the tree empty. */
    public void finish() {
        if (count == 0) {
            return;
        }
        closeLeaf();
        List<BTreePage> level = leaves;
        while (level.size() > 1) {
            level = parents(level, level.get(0).level + 1);
        }
        tree.replaceRoot(emptyRoot, level.get(0));
        tree.rememberRightmostLeaf(leaves.get(leaves.size() - 1));
    }

    private List<BTreePage> parents(List<BTreePage> children, int levelNo) {
        List<BTreePage> out = new ArrayList<>();
        ArrayList<BTreeItem> page = new ArrayList<>();
        int bytes = 0;
        BTreePage prev = null;
        for (BTreePage child : children) {
            BTreeItem downlink = prev == null ? null
                    : BTreeItem.downlink(prev.highKey.key(), prev.highKey.tid(), child);
            boolean full = page.size() >= 2 && downlink != null
                    && bytes + downlink.bytes() + prev.highKey.bytes() > INNER_FILL * BTreePage.USABLE_BYTES;
            if (page.isEmpty() || full) {
                if (full) {
                    out.add(close(out, page, levelNo));
                }
                page = new ArrayList<>();
                page.add(BTreeItem.minusInfinity(child));
                bytes = BTreeItem.ITEM_OVERHEAD_BYTES;
            } else {
                page.add(downlink);
                bytes += downlink.bytes();
            }
            prev = child;
        }
        out.add(close(out, page, levelNo));
        return out;
    }

    private BTreePage close(List<BTreePage> done, ArrayList<BTreeItem> items, int levelNo) {
        BTreePage page = new BTreePage(tree.nextPageId(), levelNo, items, null, null);
        if (!done.isEmpty()) {
            link(done.get(done.size() - 1), page);
        }
        return page;
    }
}

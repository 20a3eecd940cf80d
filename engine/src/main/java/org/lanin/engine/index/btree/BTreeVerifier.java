package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;

/**
 * amcheck for the B-link tree (PostgreSQL's bt_index_check / bt_index_parent_check). Pages are
 * copied one at a time under a shared latch, so {@link #check} runs alongside writers and only
 * tests what concurrent splits cannot break; {@link #parentCheck} also matches every level against
 * its parent's downlinks, trusting only copies that no page split overlapped. Failures raise XX002 naming the
 * index, the page and the item.
 */
public final class BTreeVerifier {
    /** Copies a parent check may take while splits keep overlapping it. */
    static final int PARENT_ATTEMPTS = 20;

    private final BTree tree;
    private final BTreeKeys keys;

    private BTreeVerifier(BTree tree) {
        this.tree = tree;
        this.keys = tree.keys();
    }

    /** Within-page order, high-key bounds, sibling bounds, right-link chains and levels. */
    public static void check(BTree t) {
        new BTreeVerifier(t).checkLevels(BTreePageCopy.levels(t), false);
    }

    /**
     * {@link #check} plus downlink bounds and no missing downlinks. PostgreSQL blocks writers for
     * this (ShareLock); we take no lock, so a copy that a page split overlapped may disagree with
     * itself: such a finding is discarded and the tree copied again, up to {@link #PARENT_ATTEMPTS}
     * times, after which only {@link #check}'s concurrency-proof part of the last copy is judged.
     * A finding on a copy no split overlapped is always reported.
     */
    public static void parentCheck(BTree t) {
        BTreeVerifier v = new BTreeVerifier(t);
        for (int attempt = 1; ; attempt++) {
            long finished = t.splitsFinished();
            List<List<BTreePageCopy>> levels = BTreePageCopy.levels(t);
            try {
                v.checkParents(levels);
                return;
            } catch (LaninException e) {
                if (t.noSplitSince(finished)) {
                    throw e;
                }
                if (attempt == PARENT_ATTEMPTS) {
                    v.checkLevels(levels, false);
                    return;
                }
                Thread.onSpinWait();
            }
        }
    }

    private void checkParents(List<List<BTreePageCopy>> levels) {
        checkLevels(levels, true);
        for (int i = 0; i + 1 < levels.size(); i++) {
            checkChildren(levels.get(i), levels.get(i + 1));
        }
    }

    private void checkLevels(List<List<BTreePageCopy>> levels, boolean readonly) {
        int expected = levels.get(0).get(0).level();
        BTreePageCopy root = levels.get(0).get(0);
        if (readonly && (root.right() != null || root.highKey() != null)) {
            fail(root, -1, "root has a right sibling or a high key");
        }
        for (List<BTreePageCopy> level : levels) {
            BTreeItem leftHighKey = null;
            for (BTreePageCopy page : level) {
                if (page.level() != expected) {
                    fail(page, -1, "level " + page.level() + ", expected " + expected);
                }
                checkPage(page, leftHighKey);
                leftHighKey = page.highKey();
            }
            expected--;
        }
        if (expected != -1) {
            fail(levels.get(levels.size() - 1).get(0), -1, "lowest level is not 0");
        }
    }

    private void checkPage(BTreePageCopy page, BTreeItem leftHighKey) {
        if ((page.highKey() == null) != (page.right() == null)) {
            fail(page, -1, "high key " + BTreeKeys.text(page.highKey()) + " disagrees with right-link");
        }
        if (leftHighKey != null && page.highKey() != null && keys.compareItems(leftHighKey, page.highKey()) >= 0) {
            fail(page, -1, "high key not above left sibling's " + BTreeKeys.text(leftHighKey));
        }
        boolean leaf = page.level() == 0;
        List<BTreeItem> items = page.items();
        if (!leaf && items.isEmpty()) {
            fail(page, -1, "inner page without items");
        }
        for (int i = 0; i < items.size(); i++) {
            BTreeItem it = items.get(i);
            boolean expectMinusInf = !leaf && i == 0;
            if (it.isMinusInfinity() != expectMinusInf || (it.child() == null) != leaf) {
                fail(page, i, "malformed item " + BTreeKeys.text(it));
            }
            if (i > 0 && keys.compareItems(items.get(i - 1), it) >= 0) {
                fail(page, i, BTreeKeys.text(it) + " not above previous " + BTreeKeys.text(items.get(i - 1)));
            }
            if (page.highKey() != null && !expectMinusInf) {
                int r = keys.compareItems(it, page.highKey());
                if (leaf ? r > 0 : r >= 0) {
                    fail(page, i, BTreeKeys.text(it) + " beyond high key " + BTreeKeys.text(page.highKey()));
                }
            }
            if (leftHighKey != null && !expectMinusInf && keys.compareItems(it, leftHighKey) <= 0) {
                fail(page, i, BTreeKeys.text(it) + " not above left sibling's high key "
                        + BTreeKeys.text(leftHighKey));
            }
        }
    }

    /** The children of a level's downlinks, in order, must be exactly the next level's pages. */
    private void checkChildren(List<BTreePageCopy> parents, List<BTreePageCopy> children) {
        List<BTreeItem> lowers = new ArrayList<>();
        List<BTreeItem> uppers = new ArrayList<>();
        List<BTreePage> expected = new ArrayList<>();
        List<BTreePageCopy> owners = new ArrayList<>();
        BTreeItem parentLower = null;
        for (BTreePageCopy p : parents) {
            List<BTreeItem> items = p.items();
            for (int i = 0; i < items.size(); i++) {
                expected.add(items.get(i).child());
                owners.add(p);
                lowers.add(i == 0 ? parentLower : items.get(i).asHighKey());
                uppers.add(i + 1 < items.size() ? items.get(i + 1).asHighKey() : p.highKey());
            }
            parentLower = p.highKey();
        }
        for (int i = 0; i < Math.max(expected.size(), children.size()); i++) {
            if (i >= children.size() || i >= expected.size() || expected.get(i) != children.get(i).page()) {
                BTreePageCopy where = i < expected.size() ? owners.get(i) : children.get(i);
                fail(where, -1, "downlink " + i + " of level " + parents.get(0).level()
                        + " does not match the right-link chain below (missing or extra downlink)");
            }
        }
        for (int i = 0; i < children.size(); i++) {
            checkBounds(children.get(i), lowers.get(i), uppers.get(i));
        }
    }

    private void checkBounds(BTreePageCopy child, BTreeItem lower, BTreeItem upper) {
        boolean sameUpper = upper == null ? child.highKey() == null
                : child.highKey() != null && keys.compareItems(upper, child.highKey()) == 0;
        if (!sameUpper) {
            fail(child, -1, "high key " + BTreeKeys.text(child.highKey()) + " differs from parent's bound "
                    + BTreeKeys.text(upper));
        }
        List<BTreeItem> items = child.items();
        for (int i = child.level() == 0 ? 0 : 1; i < items.size(); i++) {
            if (lower != null && keys.compareItems(items.get(i), lower) <= 0) {
                fail(child, i, BTreeKeys.text(items.get(i)) + " not above downlink separator "
                        + BTreeKeys.text(lower));
            }
        }
    }

    private void fail(BTreePageCopy page, int item, String detail) {
        throw LaninException.of(BTreeMsg.CORRUPTED, tree.name(), page.id(), item, detail);
    }
}

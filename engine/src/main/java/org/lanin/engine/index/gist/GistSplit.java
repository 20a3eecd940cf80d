package org.lanin.engine.index.gist;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Page split (PostgreSQL's gistSplit, gistplacetopage and gistFindCorrectParent). The operator
 * class's picksplit divides the overflowing entries in two, again for a half that still does not
 * fit, so one split may make several pages. The original page keeps the first part and the new
 * pages are chained to its right; the parent's downlink to the original page is replaced by the
 * union of what stayed, and a downlink per new page is added (which may split the parent, and so
 * on up). A root split moves the root's entries into new pages and leaves two or more downlinks on
 * the root, whose level rises.
 *
 * <p>Order, as PostgreSQL's NSN protocol needs: the new pages are linked right of the original
 * before the parent learns of them; the original page (and every new page but the last) gets a new
 * NSN only after the parent has the downlinks, while the parent is still latched, so a reader that
 * read the parent before the change sees a newer NSN on the child and follows the right-links, and
 * one that read it after does not. The split page stays latched until then, so no writer meets a
 * split whose downlinks are missing (no F_FOLLOW_RIGHT state). Latches are taken bottom-up: a child
 * before its parent, never the other way while holding one.
 */
final class GistSplit {
    private GistSplit() {
    }

    /** Splits {@code page} (latched exclusive) whose entries would be {@code entries}. */
    static void split(GistTree t, GistPage page, Deque<GistPage> path, List<GistItem> entries) {
        List<List<GistItem>> parts = new ArrayList<>();
        divide(t.ops, entries, parts);
        t.splits.increment();
        if (page == t.root) {
            splitRoot(t, parts);
            return;
        }
        List<GistPage> created = new ArrayList<>();
        GistPage last = null;
        for (int i = parts.size() - 1; i >= 1; i--) { // chained right to left: each links to the next
            GistPage p = t.newPage(page.level, parts.get(i));
            p.right = last == null ? page.right : last;
            p.nsn = page.nsn; // all but the last get the new NSN below, once the parent knows
            created.add(0, p);
            last = p;
        }
        page.items = new ArrayList<>(parts.get(0));
        page.right = created.get(0);
        GistPage parent = parentOf(t, path, page);
        try {
            List<GistItem> downlinks = new ArrayList<>();
            for (int i = 0; i < created.size(); i++) {
                downlinks.add(GistItem.downlink(unionOf(t.ops, parts.get(i + 1)), created.get(i)));
            }
            GistInsert.place(t, parent, path, parent.downlinkOf(page),
                    GistItem.downlink(unionOf(t.ops, parts.get(0)), page), downlinks);
            long nsn = t.nsnCounter.incrementAndGet();
            page.nsn = nsn;
            for (int i = 0; i < created.size() - 1; i++) {
                created.get(i).nsn = nsn;
            }
        } finally {
            parent.unlockExclusive();
        }
    }

    /** The root's entries go down into new pages, one per part; the root keeps their downlinks. */
    private static void splitRoot(GistTree t, List<List<GistItem>> parts) {
        GistPage root = t.root;
        List<GistItem> downlinks = new ArrayList<>();
        for (List<GistItem> part : parts) {
            downlinks.add(GistItem.downlink(unionOf(t.ops, part), t.newPage(root.level, part)));
        }
        root.items = downlinks;
        root.level++;
    }

    /** picksplit, again on a part that still overflows (gistSplit's recursion); both sides never empty. */
    private static void divide(GistOpClass ops, List<GistItem> entries, List<List<GistItem>> out) {
        List<Object> keys = new ArrayList<>(entries.size());
        for (GistItem i : entries) {
            keys.add(i.key());
        }
        boolean[] left = ops.pickSplit(keys);
        List<GistItem> l = new ArrayList<>();
        List<GistItem> r = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            (left[i] ? l : r).add(entries.get(i));
        }
        if (l.isEmpty() || r.isEmpty()) { // a degenerate picksplit: halve, as gistSplitHalf
            l = new ArrayList<>(entries.subList(0, entries.size() / 2));
            r = new ArrayList<>(entries.subList(entries.size() / 2, entries.size()));
        }
        for (List<GistItem> side : List.of(l, r)) {
            if (GistPage.fits(side, ops)) {
                out.add(side);
            } else {
                divide(ops, side, out);
            }
        }
    }

    static Object unionOf(GistOpClass ops, List<GistItem> items) {
        List<Object> keys = new ArrayList<>(items.size());
        for (GistItem i : items) {
            keys.add(i.key());
        }
        return ops.union(keys);
    }

    /**
     * The parent of {@code child} latched exclusive (gistFindCorrectParent): the page the descent
     * came through, or a page right of it (the parent split meanwhile); when the root split under
     * the descent, a search from the root, which also rebuilds {@code path} above the parent.
     */
    private static GistPage parentOf(GistTree t, Deque<GistPage> path, GistPage child) {
        GistPage p = path.poll();
        while (p != null) {
            p.lockExclusive();
            if (p.level != child.level + 1) {
                p.unlockExclusive(); // the root, raised by its own split: the parent is below it now
                break;
            }
            if (p.downlinkOf(child) >= 0) {
                return p;
            }
            GistPage r = p.right;
            p.unlockExclusive();
            p = r;
        }
        while (true) {
            List<GistPage> ancestors = findPath(t, child);
            if (ancestors == null) {
                continue; // moved while we looked: it is reachable, look again
            }
            GistPage parent = ancestors.get(ancestors.size() - 1);
            parent.lockExclusive();
            if (parent.level == child.level + 1 && parent.downlinkOf(child) >= 0) {
                path.clear();
                for (int i = 0; i < ancestors.size() - 1; i++) {
                    path.push(ancestors.get(i)); // the root deepest, the grandparent on top
                }
                return parent;
            }
            parent.unlockExclusive();
        }
    }

    /** gistFindPath: the pages from the root to the one holding the downlink to {@code child}, or null. */
    private static List<GistPage> findPath(GistTree t, GistPage child) {
        record Step(GistPage page, Step up) {
        }
        Deque<Step> todo = new ArrayDeque<>();
        Set<GistPage> seen = new HashSet<>();
        todo.push(new Step(t.root, null));
        while (!todo.isEmpty()) {
            Step s = todo.pop();
            if (!seen.add(s.page())) {
                continue;
            }
            s.page().lockShared();
            try {
                if (s.page().level <= child.level) {
                    continue;
                }
                if (s.page().level == child.level + 1 && s.page().downlinkOf(child) >= 0) {
                    List<GistPage> out = new ArrayList<>();
                    for (Step x = s; x != null; x = x.up()) {
                        out.add(0, x.page());
                    }
                    return out;
                }
                if (s.page().right != null) {
                    todo.push(new Step(s.page().right, s.up()));
                }
                if (s.page().level > child.level + 1) {
                    for (GistItem i : s.page().items) {
                        todo.push(new Step(i.child(), s));
                    }
                }
            } finally {
                s.page().unlockShared();
            }
        }
        return null;
    }
}

package org.lanin.engine.index.gist;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Insert (PostgreSQL's gistdoinsert / gistplacetopage): descend from the root choosing at each
 * inner page the child whose key grows least ({@link GistOpClass#penalty}, gistchoose), growing that
 * downlink's key to cover the new key <em>before</em> stepping down (PostgreSQL adjusts the keys on
 * the way back up; growing first keeps "a downlink covers its child" true at every instant, so a
 * concurrent reader never misses the entry). Then place the entry on the leaf, splitting it when it
 * overflows ({@link GistSplit}).
 *
 * <p>Latching: a descent holds one page latch at a time, shared, exclusive only where it grows a key
 * or at the leaf. It notes the NSN counter while it holds a parent; a child whose NSN is newer split
 * after that, so the chosen downlink may no longer cover where the entry goes: the descent starts
 * again from the root (PostgreSQL goes back to the parent; a split is rare enough).
 */
final class GistInsert {
    private GistInsert() {
    }

    static void insert(GistTree t, Object key, long tid) {
        GistItem item = GistItem.leaf(key, tid);
        while (!descend(t, item)) {
            t.restarts.increment();
        }
    }

    /** One descent; false when a page it reached split after it read the parent. */
    private static boolean descend(GistTree t, GistItem item) {
        Deque<GistPage> path = new ArrayDeque<>();
        GistPage page = t.root;
        long parentSeen = Long.MAX_VALUE; // the root is never reached through a stale downlink
        while (true) {
            page.lockShared();
            if (page.nsn > parentSeen) {
                page.unlockShared();
                return false;
            }
            if (page.isLeaf()) {
                page.unlockShared();
                if (placeOnLeaf(t, page, path, item, parentSeen)) {
                    return true;
                }
                continue; // split meanwhile (seen at the top), or the root stopped being a leaf
            }
            int slot = choose(t.ops, page, item.key());
            GistItem down = page.items.get(slot);
            if (!t.ops.covers(down.key(), item.key())) {
                page.unlockShared();
                page.lockExclusive();
                if (page.nsn > parentSeen) {
                    page.unlockExclusive();
                    return false;
                }
                slot = choose(t.ops, page, item.key()); // the page may have changed between the latches
                down = page.items.get(slot);
                if (!t.ops.covers(down.key(), item.key())) {
                    down = down.withKey(t.ops.union(java.util.Arrays.asList(down.key(), item.key())));
                    page.items.set(slot, down);
                }
                parentSeen = t.nsnCounter.get();
                page.unlockExclusive();
            } else {
                parentSeen = t.nsnCounter.get();
                page.unlockShared();
            }
            path.push(page);
            page = down.child();
        }
    }

    /** Latches the leaf exclusive and places the item; false (nothing done) when it is no leaf or split meanwhile. */
    private static boolean placeOnLeaf(GistTree t, GistPage leaf, Deque<GistPage> path, GistItem item, long parentSeen) {
        leaf.lockExclusive();
        try {
            if (!leaf.isLeaf() || leaf.nsn > parentSeen) {
                return false;
            }
            place(t, leaf, path, -1, null, List.of(item));
            return true;
        } finally {
            leaf.unlockExclusive();
        }
    }

    /** gistchoose: the downlink whose key grows least to cover {@code key} (the first on ties). */
    static int choose(GistOpClass ops, GistPage page, Object key) {
        int best = 0;
        double bestPenalty = Double.MAX_VALUE;
        for (int i = 0; i < page.items.size(); i++) {
            double p = ops.penalty(page.items.get(i).key(), key);
            if (p < bestPenalty) {
                bestPenalty = p;
                best = i;
                if (p == 0) {
                    break;
                }
            }
        }
        return best;
    }

    /**
     * Puts {@code adds} on {@code page} (latched exclusive by the caller, who also unlatches it), and
     * replaces item {@code slot} by {@code replacement} when {@code slot >= 0}; splits when the page
     * overflows, which updates the parent (and so on up) before returning.
     */
    static void place(GistTree t, GistPage page, Deque<GistPage> path, int slot, GistItem replacement,
                      List<GistItem> adds) {
        List<GistItem> next = new java.util.ArrayList<>(page.items);
        if (slot >= 0) {
            next.set(slot, replacement);
        }
        next.addAll(adds);
        if (GistPage.fits(next, t.ops)) {
            page.items = next;
            return;
        }
        GistSplit.split(t, page, path, next);
    }
}

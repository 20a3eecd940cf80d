package org.lanin.engine.index.gist;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;

/**
 * A checker in the spirit of amcheck's {@code gist_index_check} (PostgreSQL 18): walking down from
 * the root, every downlink's key must cover each key on its child page ({@link GistOpClass#covers}),
 * the child must be one level lower, and no page may be reached twice through downlinks. Safe while
 * writers write: each page is compared with its downlink as read while the page is latched (child
 * before parent, the order splits take), and a downlink grows before its child does, a split
 * tightens it only while the child is latched, VACUUM only removes. Also counts the leaf entries.
 */
public final class GistVerifier {
    private GistVerifier() {
    }

    /** Checks {@code t}; returns the number of leaf entries reached. Throws {@link GistMsg#CORRUPTED}. */
    public static long check(GistTree t) {
        long leafItems = 0;
        Set<GistPage> reached = new HashSet<>();
        Deque<GistPage[]> todo = new ArrayDeque<>(); // {page, the parent it was reached from}
        todo.push(new GistPage[] {t.root, null});
        while (!todo.isEmpty()) {
            GistPage[] next = todo.pop();
            GistPage page = next[0];
            if (!reached.add(page)) {
                throw corrupted(t, page, -1, "reached by two downlinks");
            }
            List<GistItem> items;
            int level;
            Object bound;
            page.lockShared();
            try {
                items = new ArrayList<>(page.items);
                level = page.level;
                // child before parent, the splits' latch order; the downlink read now covers what the page holds now
                bound = next[1] == null ? null : currentDownlinkKey(next[1], page);
            } finally {
                page.unlockShared();
            }
            for (int i = 0; i < items.size(); i++) {
                GistItem item = items.get(i);
                if (bound != null && !t.ops.covers(bound, item.key())) {
                    throw corrupted(t, page, i, "key " + item.key() + " not covered by its downlink " + bound);
                }
                if (level == 0) {
                    leafItems++;
                    continue;
                }
                if (item.child() == null) {
                    throw corrupted(t, page, i, "inner item without a child");
                }
                checkLevel(t, item.child(), level - 1);
                todo.push(new GistPage[] {item.child(), page});
            }
        }
        return leafItems;
    }

    /** The key of the downlink to {@code child} on {@code parent} or a page right of it; null when a root split moved it. */
    private static Object currentDownlinkKey(GistPage parent, GistPage child) {
        GistPage p = parent;
        while (p != null) {
            GistPage r;
            p.lockShared();
            try {
                int slot = p.downlinkOf(child);
                if (slot >= 0) {
                    return p.items.get(slot).key();
                }
                r = p.right;
            } finally {
                p.unlockShared();
            }
            p = r;
        }
        return null;
    }

    private static void checkLevel(GistTree t, GistPage child, int expected) {
        child.lockShared();
        try {
            if (child.level != expected) {
                throw corrupted(t, child, -1, "level " + child.level + ", its parent's is " + (expected + 1));
            }
        } finally {
            child.unlockShared();
        }
    }

    private static LaninException corrupted(GistTree t, GistPage page, int item, String what) {
        return LaninException.of(GistMsg.CORRUPTED, t.name(), page.id, item, what);
    }
}

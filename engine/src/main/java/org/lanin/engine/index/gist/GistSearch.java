package org.lanin.engine.index.gist;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * Search (PostgreSQL's gistgetbitmap / gistScanPage): a depth-first walk of every page whose
 * downlink key is consistent with the query, collecting the TIDs of the consistent leaf entries.
 * One page latched (shared) at a time. Each page is visited with the NSN counter its parent was read
 * at; a page whose NSN is newer split after that, so its right-link is visited too (with the same
 * value): the entries moved right are not lost. A TID can be met twice (a page reached both ways
 * while a split finishes): the result is sorted and made distinct, as a TID bitmap would be.
 */
final class GistSearch {
    private GistSearch() {
    }

    private record Visit(GistPage page, long parentSeen) {
    }

    static long[] search(GistTree t, String op, Object query) {
        long[] out = new long[16];
        int n = 0;
        Deque<Visit> todo = new ArrayDeque<>();
        todo.push(new Visit(t.root, Long.MAX_VALUE));
        while (!todo.isEmpty()) {
            Visit v = todo.pop();
            GistPage page = v.page();
            page.lockShared();
            try {
                long seen = t.nsnCounter.get();
                if (page.nsn > v.parentSeen() && page.right != null) {
                    todo.push(new Visit(page.right, v.parentSeen()));
                }
                for (GistItem i : page.items) {
                    if (i.key() == null || !t.ops.consistent(i.key(), op, query)) {
                        continue; // a NULL matches no strict operator
                    }
                    if (!page.isLeaf()) {
                        todo.push(new Visit(i.child(), seen));
                        continue;
                    }
                    if (n == out.length) {
                        out = Arrays.copyOf(out, n * 2);
                    }
                    out[n++] = i.tid();
                }
            } finally {
                page.unlockShared();
            }
        }
        return distinct(out, n);
    }

    static long[] distinct(long[] a, int n) {
        Arrays.sort(a, 0, n);
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m == 0 || a[m - 1] != a[i]) {
                a[m++] = a[i];
            }
        }
        return Arrays.copyOf(a, m);
    }
}

package org.lanin.engine.index.gist;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongPredicate;

/**
 * VACUUM's pass over the index (PostgreSQL's gistbulkdelete / gistvacuumscan): every leaf page,
 * latched exclusive one at a time, loses the entries whose TID is dead. The walk is over the
 * tree's page list by position, re-reading its size, so a page a concurrent split adds during the
 * walk (registered while the split page is still latched) is visited too. Inner keys are not
 * tightened and emptied leaves stay (PostgreSQL deletes empty leaves in a second stage; see README).
 */
final class GistBulkDelete {
    private GistBulkDelete() {
    }

    static long run(GistTree t, LongPredicate isDead) {
        long removed = 0;
        for (int p = 0; p < t.pages.size(); p++) {
            GistPage page = t.pages.get(p);
            page.lockExclusive();
            try {
                if (!page.isLeaf()) {
                    continue;
                }
                List<GistItem> kept = new ArrayList<>(page.items.size());
                for (GistItem i : page.items) {
                    if (!isDead.test(i.tid())) {
                        kept.add(i);
                    }
                }
                removed += page.items.size() - kept.size();
                if (kept.size() < page.items.size()) {
                    page.items = kept;
                }
            } finally {
                page.unlockExclusive();
            }
        }
        return removed;
    }

    static long[] allTids(GistTree t) {
        long[] out = new long[16];
        int n = 0;
        for (int p = 0; p < t.pages.size(); p++) {
            GistPage page = t.pages.get(p);
            page.lockShared();
            try {
                if (!page.isLeaf()) {
                    continue;
                }
                for (GistItem i : page.items) {
                    if (n == out.length) {
                        out = Arrays.copyOf(out, n * 2);
                    }
                    out[n++] = i.tid();
                }
            } finally {
                page.unlockShared();
            }
        }
        return GistSearch.distinct(out, n);
    }
}

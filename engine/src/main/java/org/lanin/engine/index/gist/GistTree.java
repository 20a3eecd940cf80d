package org.lanin.engine.index.gist;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongPredicate;

/**
 * A concurrent GiST (generalized search tree) of (key, heap TID) entries, after PostgreSQL's
 * access/gist: an inner entry's key covers every key below it, so a search descends every child
 * whose key is consistent with the query, and an insert descends the one child whose key grows
 * least (the operator class's penalty). Pages carry a right-link and an NSN (node sequence number)
 * so a reader that saw a parent before a child split follows the moved entries right, as
 * PostgreSQL's scans do; one latch per page, never a tree-wide lock. The operator class
 * ({@link GistOpClass}) gives keys their meaning. See README.md in this package.
 *
 * <p>The root is one page object for the tree's life: a root split moves its entries down into
 * two new pages and raises its level. Pages are never freed (VACUUM empties leaves, it does not
 * delete them), so {@link #pages} only grows and is the walk VACUUM and the checker make.
 */
public final class GistTree {
    private final String name;
    final GistOpClass ops;
    final GistPage root;
    /** The split counter: a page's NSN is a value of it; readers note it when they read a parent. */
    final AtomicLong nsnCounter = new AtomicLong(1);
    final CopyOnWriteArrayList<GistPage> pages = new CopyOnWriteArrayList<>();
    private final AtomicInteger nextPageId = new AtomicInteger();
    final LongAdder inserts = new LongAdder();
    final LongAdder splits = new LongAdder();
    final LongAdder restarts = new LongAdder();
    final LongAdder scans = new LongAdder();

    public GistTree(String name, GistOpClass ops) {
        this.name = name;
        this.ops = ops;
        this.root = newPage(0, List.of());
    }

    public String name() {
        return name;
    }

    /** Pages made so far (never freed). */
    public int pageCount() {
        return pages.size();
    }

    public GistOpClass opClass() {
        return ops;
    }

    /** Adds an entry for indexed value {@code value} (null: a NULL, which no strict operator matches) at {@code tid}. */
    public void insert(Object value, long tid) {
        GistInsert.insert(this, value == null ? null : ops.compress(value), tid);
        inserts.increment();
    }

    /** The TIDs of the entries consistent with {@code op query}, sorted and distinct: a superset of the matches. */
    public long[] search(String op, Object query) {
        scans.increment();
        return GistSearch.search(this, op, query);
    }

    /** Removes the entries whose TID {@code isDead} accepts (VACUUM); returns how many. */
    public long bulkDelete(LongPredicate isDead) {
        return GistBulkDelete.run(this, isDead);
    }

    /** Every TID in the leaves, sorted and distinct (CREATE INDEX CONCURRENTLY's validation, the heap check). */
    public long[] allTids() {
        return GistBulkDelete.allTids(this);
    }

    /** Levels from the root to the leaves (1: the root is a leaf). */
    public int height() {
        root.lockShared();
        try {
            return root.level + 1;
        } finally {
            root.unlockShared();
        }
    }

    /** Counters since creation or the last reset: inserts, splits, descents restarted after a split, scans. */
    public long[] stats() {
        return new long[] {inserts.sum(), splits.sum(), restarts.sum(), scans.sum()};
    }

    public void resetStats() {
        inserts.reset();
        splits.reset();
        restarts.reset();
        scans.reset();
    }

    /** A new page, registered before anyone can reach it so VACUUM's walk sees it. */
    GistPage newPage(int level, List<GistItem> items) {
        GistPage p = new GistPage(nextPageId.getAndIncrement(), level, items);
        pages.add(p);
        return p;
    }
}

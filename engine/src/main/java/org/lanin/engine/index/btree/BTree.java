package org.lanin.engine.index.btree;

import java.util.Comparator;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.lanin.engine.error.EngineBug;

/**
 * A Lehman-Yao B-link tree of (key, TID) entries; see README.md in this package.
 * Keys are Object[] compared column by column with the given comparators (which order
 * NULL last); entries with equal keys are ordered by TID, so every entry is unique.
 *
 * <p>This class is the facade and owns the shared state: the root pointer, the cached
 * rightmost leaf, the settings and the counters. The algorithms live in one class per verb:
 * {@link BTreeSearch}, {@link BTreeInsert}, {@link BTreeSplit}, {@link BTreeUniqueCheck},
 * {@link BTreeDelete}, {@link BTreeScanCursor}; {@link BTreeVerifier} checks the result.
 */
public final class BTree {
    private final String name;
    private final BTreeKeys keys;
    private final AtomicInteger nextPageId = new AtomicInteger();
    /** Swapped only by the holder of the old root's exclusive latch (a root split). */
    private final AtomicReference<BTreePage> root = new AtomicReference<>();
    /** Fastpath hint, like PostgreSQL's per-backend target block: always re-verified under latch. */
    private volatile BTreePage rightmostLeaf;
    /**
     * Whether the latest insert that descended the tree appended at the end of the rightmost
     * leaf. PostgreSQL only tries its fastpath when the backend's previous insert went there;
     * this per-tree hint plays that role, written only when it changes (so ordered inserts from
     * many threads do not bounce its cache line).
     */
    private volatile boolean lastInsertRightmost = true;
    /** The path of calls that name none (engine tests, tools); SQL inserts pass the session's. */
    private volatile InsertPath defaultPath = InsertPath.DEFAULT;
    private volatile boolean hotRecheck;
    private final BTreeCounters counters = new BTreeCounters();
    /** Splits begun and finished: a parent check trusts its copy only if no split overlapped it. */
    private final AtomicLong splitsStarted = new AtomicLong();
    private final AtomicLong splitsFinished = new AtomicLong();

    /**
     * @param name        index name, for errors and statistics
     * @param columns     one comparator per key column (handles nulls: NULL sorts last)
     */
    public BTree(String name, Comparator<Object>[] columns) {
        this(name, columns, false);
    }

    /**
     * A tree whose key columns may be kept in descending order and with NULLs first: their
     * comparators say so (reversed, nulls placed). The tree only needs to know whether the first
     * column is descending, because it compares integer first columns as longs
     * ({@link BTreeKeys}); everything else (bounds, cursors, the checker) follows the comparators.
     *
     * @param firstDescending whether {@code columns[0]} orders integers in descending order
     */
    public BTree(String name, Comparator<Object>[] columns, boolean firstDescending) {
        this.name = name;
        this.keys = new BTreeKeys(columns, firstDescending);
        BTreePage leaf = new BTreePage(nextPageId(), 0, new java.util.ArrayList<>(), null, null);
        root.set(leaf);
        rightmostLeaf = leaf;
    }

    public String name() {
        return name;
    }

    /**
     * Set by CREATE INDEX when a HOT chain's versions differ in this index's key (the index did
     * not exist when the chain was made): the root then has one entry per key, and whoever reaches
     * versions through an entry must keep only those whose key equals the entry's
     * ({@link #sameKey}), and index-only scans must visit the heap. Never cleared (REINDEX builds
     * a new tree).
     */
    public boolean hotRecheck() {
        return hotRecheck;
    }

    public void markHotRecheck() {
        hotRecheck = true;
    }

    /** True if the two keys are equal column by column under this tree's order. */
    public boolean sameKey(Object[] a, Object[] b) {
        return keys.comparePrefix(a, a.length, b) == 0;
    }

    /** Adds an entry by the tree's default path. Safe to call from many threads at once. */
    public void insert(Object[] key, long tid) {
        insert(key, tid, defaultPath);
    }

    /** Adds an entry, descending by {@code path}. Safe to call from many threads at once. */
    public void insert(Object[] key, long tid, InsertPath path) {
        BTreeInsert.insert(this, key, tid, path);
    }

    /**
     * Adds an entry to a unique index: before inserting, every existing entry with an equal key
     * is shown to {@code checker} under the leaf's exclusive latch (see {@link UniqueChecker}), so
     * two concurrent inserters of one key are serialised. Throws nothing itself: the checker's
     * caller raises 23505 when {@code check} returned CONFLICT — this method returns false then.
     * A key containing a NULL never conflicts (unless the index says otherwise: the overload below).
     *
     * @return true if inserted; false on a conflict (nothing inserted)
     */
    public boolean insertUnique(Object[] key, long tid, UniqueChecker checker) {
        return insertUnique(key, tid, checker, defaultPath);
    }

    /** {@link #insertUnique(Object[], long, UniqueChecker)}, descending by {@code path}. */
    public boolean insertUnique(Object[] key, long tid, UniqueChecker checker, InsertPath path) {
        return BTreeInsert.insertUnique(this, key, tid, checker, path, true, key.length);
    }

    /**
     * The same for an index whose NULLs are not distinct ({@code nullsDistinct} false: UNIQUE NULLS
     * NOT DISTINCT), where a key with a NULL is checked like any other.
     */
    public boolean insertUnique(Object[] key, long tid, UniqueChecker checker, InsertPath path, boolean nullsDistinct) {
        return BTreeInsert.insertUnique(this, key, tid, checker, path, nullsDistinct, key.length);
    }

    /**
     * The same where only the first {@code keyColumns} values are the unique key (an index with
     * INCLUDE columns: entries with an equal key and other included values conflict).
     */
    public boolean insertUnique(Object[] key, long tid, UniqueChecker checker, InsertPath path, boolean nullsDistinct,
                                int keyColumns) {
        return BTreeInsert.insertUnique(this, key, tid, checker, path, nullsDistinct, keyColumns);
    }

    /** True if the exact entry (key, tid) is present (a shared-latch descent; amcheck's heapallindexed probe). */
    public boolean contains(Object[] key, long tid) {
        return BTreeSearch.contains(this, key, tid);
    }

    /** Removes the entry (key, tid); false if absent. */
    public boolean delete(Object[] key, long tid) {
        return BTreeDelete.delete(this, key, tid);
    }

    /**
     * Entries with {@code low <= key <= high} in ascending order. Either bound may be null
     * (unbounded) and may be a prefix (fewer columns than the index): then only those leading
     * columns are compared. Inclusive flags apply to the compared prefix.
     */
    public BTreeCursor scan(Object[] low, boolean lowInclusive, Object[] high, boolean highInclusive) {
        counters.indexScans.increment();
        return new BTreeScanCursor(this, low, lowInclusive, high, highInclusive);
    }

    /** Same bounds as {@link #scan}, in descending order (ties by descending TID). */
    public BTreeCursor scanBackward(Object[] low, boolean lowInclusive, Object[] high, boolean highInclusive) {
        counters.indexScans.increment();
        return new BTreeBackwardCursor(this, low, lowInclusive, high, highInclusive);
    }

    /**
     * Removes every leaf entry whose TID {@code dead} accepts (VACUUM's ambulkdelete): walks the
     * leaf level left to right, one page latched exclusive at a time, so writers elsewhere in the
     * tree proceed. Returns the number removed.
     */
    public long bulkDelete(java.util.function.LongPredicate dead) {
        return BTreeBulkDelete.run(this, dead);
    }

    /** Heap versions fetched by an executor for entries of this index (the heap_fetches counter). */
    public void countHeapFetches(long n) {
        counters.heapFetches.add(n);
    }

    /** Number of entries, killed ones excluded (a scan; for tests and statistics). */
    public long size() {
        long n = 0;
        for (BTreeCursor c = new BTreeScanCursor(this, null, true, null, true); c.next(); ) {
            n++;
        }
        return n;
    }

    /** Default path, exclusive-leaf part (PostgreSQL 12+); false restores the shared-then-relock path. */
    public void setExclusiveLeaf(boolean on) {
        defaultPath = InsertPath.of(on, defaultPath.rightmostFastpath());
    }

    /** Default path, rightmost-leaf fastpath part (PostgreSQL 11+). */
    boolean lastInsertWasRightmost() {
        return lastInsertRightmost;
    }

    void noteRightmostInsert(boolean rightmost) {
        if (lastInsertRightmost != rightmost) {
            lastInsertRightmost = rightmost;
        }
    }

    public void setRightmostFastpath(boolean on) {
        defaultPath = InsertPath.of(defaultPath.exclusiveLeaf(), on);
    }

    public BTreeStats stats() {
        return counters.snapshot();
    }

    public void resetStats() {
        counters.reset();
    }

    /** Levels above the leaves plus one: 1 while the root is a leaf. */
    public int height() {
        return rootPage().level + 1;
    }

    // ---- package-private: shared state for the algorithm classes ----

    BTreeKeys keys() {
        return keys;
    }

    BTreeCounters counters() {
        return counters;
    }

    BTreePage rootPage() {
        return root.get();
    }

    void replaceRoot(BTreePage oldRoot, BTreePage newRoot) {
        if (!root.compareAndSet(oldRoot, newRoot)) {
            throw new org.lanin.engine.error.EngineBug("root of " + name + " moved during a root split");
        }
    }

    /** Pages made so far: none is ever freed (README departure 6), as an index file never shrinks. */
    public int pageCount() {
        return nextPageId.get();
    }

    int nextPageId() {
        return nextPageId.getAndIncrement();
    }

    InsertPath defaultPath() {
        return defaultPath;
    }

    void splitStarted() {
        splitsStarted.incrementAndGet();
    }

    void splitFinished() {
        splitsFinished.incrementAndGet();
    }

    /** Read before copying the tree (see {@link #noSplitSince}). */
    long splitsFinished() {
        return splitsFinished.get();
    }

    /**
     * True if no split was running at any moment since {@code finishedBefore} was read: every
     * split started by now had finished by then.
     */
    boolean noSplitSince(long finishedBefore) {
        return splitsStarted.get() == finishedBefore;
    }

    BTreePage cachedRightmostLeaf() {
        return rightmostLeaf;
    }

    void rememberRightmostLeaf(BTreePage leaf) {
        rightmostLeaf = leaf;
    }

    void latch(BTreePage page, boolean exclusive) {
        if (exclusive) {
            page.latch.writeLock();
            counters.exclusiveLatches.increment();
        } else {
            page.latch.readLock();
            counters.sharedLatches.increment();
        }
    }

    boolean tryLatchExclusive(BTreePage page) {
        if (page.latch.tryWriteLock() != 0) {
            counters.exclusiveLatches.increment();
            return true;
        }
        return false;
    }

    void unlatch(BTreePage page, boolean exclusive) {
        boolean held = exclusive ? page.latch.tryUnlockWrite() : page.latch.tryUnlockRead();
        if (!held) {
            throw new EngineBug("index " + name + ": " + page + " was not latched " + (exclusive ? "exclusive" : "shared"));
        }
    }
}

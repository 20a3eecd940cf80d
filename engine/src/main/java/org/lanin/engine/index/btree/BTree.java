package org.lanin.engine.index.btree;

import java.util.Comparator;

/**
 * A Lehman-Yao B-link tree of (key, TID) entries; see README.md in this package.
 * Keys are Object[] compared column by column with the given comparators (which order
 * NULL last); entries with equal keys are ordered by TID, so every entry is unique.
 */
public final class BTree {
    /**
     * @param name        index name, for errors and statistics
     * @param columns     one comparator per key column (handles nulls: NULL sorts last)
     */
    public BTree(String name, Comparator<Object>[] columns) {
        throw new UnsupportedOperationException("TODO");
    }

    public String name() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Adds an entry. Safe to call from many threads at once. */
    public void insert(Object[] key, long tid) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Adds an entry to a unique index: before inserting, every existing entry with an equal key
     * is shown to {@code checker} under the leaf's exclusive latch (see {@link UniqueChecker}), so
     * two concurrent inserters of one key are serialised. Throws nothing itself: the checker's
     * caller raises 23505 when {@code check} returned CONFLICT — this method returns false then.
     *
     * @return true if inserted; false on a conflict (nothing inserted)
     */
    public boolean insertUnique(Object[] key, long tid, UniqueChecker checker) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Removes the entry (key, tid); false if absent. */
    public boolean delete(Object[] key, long tid) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Entries with {@code low <= key <= high} in ascending order. Either bound may be null
     * (unbounded) and may be a prefix (fewer columns than the index): then only those leading
     * columns are compared. Inclusive flags apply to the compared prefix.
     */
    public BTreeCursor scan(Object[] low, boolean lowInclusive, Object[] high, boolean highInclusive) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Number of entries (a scan; for tests and statistics). */
    public long size() {
        throw new UnsupportedOperationException("TODO");
    }
}

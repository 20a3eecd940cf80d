package org.lanin.engine.exec;

import java.util.Arrays;

/**
 * The build side of a hash join (one batch of it): rows chained by the hash of their join key in
 * flat arrays (no entry objects, no key objects for a single-column key), pre-sized from the
 * planner's estimate and grown by doubling. Keys never hold NULL: a row with a NULL key is only
 * kept (under a key nothing equals) when the join returns unmatched inner rows. Each row has a
 * matched flag for those joins.
 */
final class JoinHashTable {
    private int[] heads;
    private int mask;
    private int[] next;
    private int[] hashes;
    private Object[] keys;
    private Object[][] rows;
    private boolean[] matched;
    private int size;

    JoinHashTable(long expectedRows) {
        int cap = (int) Math.min(1 << 30, Math.max(16, Long.highestOneBit(Math.max(1, expectedRows)) << 1));
        heads = new int[cap];
        Arrays.fill(heads, -1);
        mask = cap - 1;
        int n = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(16, expectedRows));
        next = new int[n];
        hashes = new int[n];
        keys = new Object[n];
        rows = new Object[n][];
    }

    /** Hash of a key: a single value, or an Object[] for several columns. */
    static int hash(Object key) {
        int h = key instanceof Object[] a ? RowKey.hash(a) : RowKey.hashOf(key);
        return h ^ (h >>> 16);
    }

    static boolean same(Object a, Object b) {
        if (a instanceof Object[] x) {
            return RowKey.sameValues(x, (Object[]) b);
        }
        return RowKey.same(a, b);
    }

    void insert(Object key, Object[] row) {
        insert(key, hash(key), row);
    }

    /** Inserts with the key's hash already computed ({@link #hash}, or any value for a never-matching key). */
    void insert(Object key, int h, Object[] row) {
        if (size == rows.length) {
            growEntries();
        }
        hashes[size] = h;
        keys[size] = key;
        rows[size] = row;
        next[size] = heads[h & mask];
        heads[h & mask] = size;
        size++;
        if (size > heads.length) {
            rehash(heads.length << 1);
        }
    }

    /** The first entry whose key equals {@code key}, or -1; continue with {@link #nextMatch}. */
    int first(Object key, int h) {
        return scan(heads[h & mask], key, h);
    }

    int nextMatch(int entry, Object key, int h) {
        return scan(next[entry], key, h);
    }

    private int scan(int e, Object key, int h) {
        while (e >= 0 && (hashes[e] != h || !same(keys[e], key))) {
            e = next[e];
        }
        return e;
    }

    Object[] row(int entry) {
        return rows[entry];
    }

    Object key(int entry) {
        return keys[entry];
    }

    int hashOf(int entry) {
        return hashes[entry];
    }

    /** Buckets now (the table doubles them as it grows). */
    int buckets() {
        return heads.length;
    }

    /**
     * Bytes of the table's own arrays per entry (next, hash, key and row references, matched flag)
     * and per bucket, for the work_mem budget.
     */
    static final int ENTRY_BYTES = 4 + 4 + 2 * ObjectSizes.REFERENCE_BYTES + 1;
    static final int BUCKET_BYTES = 4;

    int size() {
        return size;
    }

    void markMatched(int entry) {
        if (matched == null) {
            matched = new boolean[rows.length];
        }
        matched[entry] = true;
    }

    boolean isMatched(int entry) {
        return matched != null && matched[entry];
    }

    private void growEntries() {
        int n = (int) Math.min(Integer.MAX_VALUE - 8, (long) rows.length * 2);
        next = Arrays.copyOf(next, n);
        hashes = Arrays.copyOf(hashes, n);
        keys = Arrays.copyOf(keys, n);
        rows = Arrays.copyOf(rows, n);
        if (matched != null) {
            matched = Arrays.copyOf(matched, n);
        }
    }

    private void rehash(int cap) {
        heads = new int[cap];
        Arrays.fill(heads, -1);
        mask = cap - 1;
        for (int e = 0; e < size; e++) {
            next[e] = heads[hashes[e] & mask];
            heads[hashes[e] & mask] = e;
        }
    }
}

package org.lanin.engine.lock;

import java.util.Arrays;
import java.util.HashMap;

/**
 * The locks of a session's current transaction, one {@link LocalLock} per relation (PostgreSQL's
 * backend-local LOCALLOCK hash). A statement usually locks one to three relations, so this is an
 * array searched linearly, with a hash index only past {@link #INDEX_FROM} entries (a partitioned
 * table with many partitions); entries are reused from one transaction to the next, so the fast
 * path allocates nothing. Owner thread only.
 */
final class LocalLocks {
    private static final int INDEX_FROM = 16;

    private LocalLock[] entries = new LocalLock[8];
    private int size;
    private HashMap<RelationLock, LocalLock> index;

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    LocalLock get(int i) {
        return entries[i];
    }

    /** The entry of {@code rel}, or null. */
    LocalLock find(RelationLock rel) {
        if (index != null) {
            return index.get(rel);
        }
        for (int i = 0; i < size; i++) {
            if (entries[i].rel == rel) {
                return entries[i];
            }
        }
        return null;
    }

    /** A new, empty entry for {@code rel} (not present yet). */
    LocalLock add(RelationLock rel) {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, size * 2);
        }
        LocalLock l = entries[size];
        if (l == null) {
            l = new LocalLock();
            entries[size] = l;
        }
        l.reset(rel);
        size++;
        if (index != null) {
            index.put(rel, l);
        } else if (size > INDEX_FROM) {
            index = new HashMap<>();
            for (int i = 0; i < size; i++) {
                index.put(entries[i].rel, entries[i]);
            }
        }
        return l;
    }

    /** Drops the entries that hold no mode any more (after a release before the end). */
    void removeEmpty() {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            LocalLock l = entries[i];
            if (l.mask != 0) {
                entries[i] = entries[kept];
                entries[kept++] = l;
            } else if (index != null) {
                index.remove(l.rel);
            }
        }
        size = kept;
    }

    /** Forgets every entry (the transaction ended); the objects stay for reuse. */
    void clear() {
        for (int i = 0; i < size; i++) {
            entries[i].reset(null);
        }
        size = 0;
        index = null;
    }
}

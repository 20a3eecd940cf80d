package org.lanin.engine.storage.heap;

import java.util.Arrays;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.Visibility;

/**
 * The versions an index entry stands for: the HOT chain from a root line pointer, oldest first
 * (PostgreSQL's heap_hot_search_buffer walks the same chain). Filled by
 * {@link HeapTable#hotChain}; reusable across entries. Before HOT every version had entries of
 * its own; a caller that treats each member as it treated the version of an entry keeps that
 * meaning exactly (every member of a chain has the entry's key, see {@code BTree#hotRecheck}).
 */
public final class HotChain {
    private HeapTuple[] members = new HeapTuple[4];
    private int size;
    private boolean rootDead;

    public int size() {
        return size;
    }

    public HeapTuple get(int i) {
        return members[i];
    }

    /**
     * True when no snapshot can ever see a version through this entry again: the root line
     * pointer is dead, or every member is dead under {@code horizon} (the entry may be killed).
     */
    public boolean deadToAll(TransactionManager tm, long horizon) {
        if (size == 0) {
            return rootDead;
        }
        for (int i = 0; i < size; i++) {
            if (!Visibility.isDeadToAll(members[i], tm, horizon)) {
                return false;
            }
        }
        return true;
    }

    void clear() {
        Arrays.fill(members, 0, size, null);
        size = 0;
        rootDead = false;
    }

    void markRootDead() {
        rootDead = true;
    }

    void add(HeapTuple t) {
        if (size == members.length) {
            members = Arrays.copyOf(members, size * 2);
        }
        members[size++] = t;
    }
}

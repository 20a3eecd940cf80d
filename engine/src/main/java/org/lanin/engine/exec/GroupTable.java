package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Groups by key for {@link HashAggregateOperator}: open addressing over the groups' indexes,
 * probed with a caller-owned key array that is copied only when a new group starts, so an
 * input row that joins an existing group allocates nothing. Key equality and hashing are
 * {@link RowKey}'s (NULLs group together, 1.0 = 1.00). Groups come out in first-seen order.
 */
final class GroupTable<G> {
    private final List<Object[]> keys = new ArrayList<>();
    private final List<G> groups = new ArrayList<>();
    private int[] hashes = new int[16];
    private int[] slots = new int[32]; // group index + 1; 0 = empty

    /** The group of {@code key}, or null. {@code key} is not retained. */
    G get(Object[] key) {
        int h = RowKey.hash(key);
        int mask = slots.length - 1;
        for (int s = spread(h) & mask; slots[s] != 0; s = (s + 1) & mask) {
            int g = slots[s] - 1;
            if (hashes[g] == h && RowKey.sameValues(keys.get(g), key)) {
                return groups.get(g);
            }
        }
        return null;
    }

    /** Adds a group whose key is not present; {@code key} is retained. */
    void put(Object[] key, G group) {
        int g = groups.size();
        if (g == hashes.length) {
            hashes = Arrays.copyOf(hashes, g * 2);
        }
        keys.add(key);
        groups.add(group);
        hashes[g] = RowKey.hash(key);
        if (2 * (g + 1) > slots.length) {
            rehash(slots.length * 2);
        } else {
            insert(g);
        }
    }

    private void insert(int g) {
        int mask = slots.length - 1;
        int s = spread(hashes[g]) & mask;
        while (slots[s] != 0) {
            s = (s + 1) & mask;
        }
        slots[s] = g + 1;
    }

    private void rehash(int size) {
        slots = new int[size];
        for (int g = 0; g < groups.size(); g++) {
            insert(g);
        }
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    int size() {
        return groups.size();
    }

    Object[] key(int i) {
        return keys.get(i);
    }

    G group(int i) {
        return groups.get(i);
    }
}

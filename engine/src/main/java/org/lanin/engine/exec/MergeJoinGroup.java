package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * The inner rows of a merge join that share one key (PostgreSQL marks the first of them and
 * restores the inner scan to the mark for each outer row with that key; we keep the group in
 * memory instead, so the inner input need not be rescannable). Each row has a matched flag for
 * joins that return unmatched inner rows.
 */
final class MergeJoinGroup {
    final Object[] key;
    private final List<Object[]> rows = new ArrayList<>();
    private boolean[] matched;
    private int unmatchedPos;

    MergeJoinGroup(Object[] key) {
        this.key = key;
    }

    void add(Object[] row) {
        rows.add(row);
    }

    int size() {
        return rows.size();
    }

    Object[] row(int i) {
        return rows.get(i);
    }

    void markMatched(int i) {
        if (matched == null) {
            matched = new boolean[rows.size()];
        }
        matched[i] = true;
    }

    /** The next row no outer row matched, or null; the group is over after the first call. */
    Object[] nextUnmatched() {
        while (unmatchedPos < rows.size()) {
            int i = unmatchedPos++;
            if (matched == null || !matched[i]) {
                return rows.get(i);
            }
        }
        return null;
    }
}

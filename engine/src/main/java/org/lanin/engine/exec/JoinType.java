package org.lanin.engine.exec;

/**
 * Join kinds the executor runs. The outer input is the one the join iterates (probe side of a
 * hash join); RIGHT keeps unmatched rows of the inner input, so a LEFT join can run with its
 * preserved side hashed. SEMI returns each outer row that has a match once (EXISTS, IN); ANTI
 * returns the outer rows that have none (NOT EXISTS).
 */
public enum JoinType {
    INNER,
    LEFT,
    FULL,
    CROSS,
    RIGHT,
    SEMI,
    ANTI;

    /** True when unmatched outer rows are returned NULL-extended. */
    public boolean keepsOuter() {
        return this == LEFT || this == FULL;
    }

    /** True when unmatched inner rows are returned NULL-extended. */
    public boolean keepsInner() {
        return this == RIGHT || this == FULL;
    }

    /** True when output rows carry only the outer input's columns. */
    public boolean outerOnly() {
        return this == SEMI || this == ANTI;
    }
}

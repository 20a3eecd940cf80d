package org.lanin.engine.exec;

/**
 * One row being sorted: the row, its sort key values, and the first key's abbreviation
 * (PostgreSQL's SortTuple: datum1 beside the tuple, so most comparisons touch no value object).
 */
final class SortTuple {
    final Object[] row;
    final Object[] keys;
    final long abbrev;

    SortTuple(Object[] row, Object[] keys, long abbrev) {
        this.row = row;
        this.keys = keys;
        this.abbrev = abbrev;
    }
}

package org.lanin.engine.exec;

/**
 * One row being sorted: the row, its sort key values, and the first key's abbreviation
 * (PostgreSQL's SortTuple: datum1 beside the tuple, so most comparisons touch no value object).
 * The fields are not final so that a run reader can refill one instance per tuple read instead
 * of allocating one (see {@link SortRunFile.Reader}); tuples sorted in memory are never changed.
 */
final class SortTuple {
    Object[] row;
    Object[] keys;
    long abbrev;

    SortTuple(Object[] row, Object[] keys, long abbrev) {
        this.row = row;
        this.keys = keys;
        this.abbrev = abbrev;
    }
}

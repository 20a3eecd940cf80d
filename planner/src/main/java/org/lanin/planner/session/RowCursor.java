package org.lanin.planner.session;

/**
 * Forward-only iteration over result rows. Rows may be produced lazily while the caller
 * reads; {@link #close()} releases what the statement holds. Not thread-safe.
 */
public interface RowCursor extends AutoCloseable {
    /** Advances to the next row; false at the end. */
    boolean next();

    /**
     * The current row's values, one per column, each of the Java class of its column's
     * {@link org.lanin.engine.type.TypeKind} (or null). The array may be reused by the next call.
     */
    Object[] current();

    /**
     * Rows to compute ahead per fetch from now on (JDBC's fetch size; 0 or 1: one at a time). A
     * hint: cursors over rows already in memory ignore it.
     */
    default void setFetchSize(int rows) {
    }

    @Override
    void close();
}

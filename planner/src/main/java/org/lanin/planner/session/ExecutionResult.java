package org.lanin.planner.session;

import java.util.List;

/**
 * What one executed statement produced: rows (a query, or DML with RETURNING) or an update
 * count, plus PostgreSQL's command tag ("INSERT 0 3", "SELECT 2", "CREATE TABLE").
 */
public interface ExecutionResult extends AutoCloseable {
    /** True when the statement returns rows. */
    boolean hasRows();

    /** Result columns; empty when {@link #hasRows()} is false. */
    List<ColumnInfo> columns();

    /**
     * The rows; only valid when {@link #hasRows()}. A query's rows stream (computed as they are
     * read, the same cursor on every call); rows of DML RETURNING are fully materialised.
     */
    RowCursor rows();

    /** Rows inserted/updated/deleted; -1 for queries and utility statements. */
    long updateCount();

    /** For a streaming query, "SELECT n" counts the rows produced so far. */
    String commandTag();

    @Override
    void close();
}

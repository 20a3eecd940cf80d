package org.lanin.planner.cost;

import org.lanin.engine.catalog.TableDef;

/**
 * A table's size as the planner sees it: live rows and heap pages now. Like PostgreSQL, which
 * never trusts an empty-looking table to stay empty (it assumes 10 pages for a table that was
 * never vacuumed), a table with fewer than {@link #MIN_ROWS} rows is costed as if it had that
 * many, so a plan made on an empty table does not turn into a full scan per row when it fills.
 */
public record TableSize(double rows, double pages) {
    public static final double MIN_ROWS = 10;

    /** Rows a heap page holds (engine/storage/heap: HeapPage.SLOTS). */
    public static final double ROWS_PER_PAGE = 256;

    public static TableSize of(TableDef table) {
        if (table.heap() == null) {
            return new TableSize(MIN_ROWS, 1);
        }
        double live = table.heap().stats().liveTuples();
        double pages = Math.max(1, table.heap().pageCount());
        double rows = Math.max(MIN_ROWS, live);
        return new TableSize(rows, Math.max(pages, Math.ceil(rows / ROWS_PER_PAGE)));
    }
}

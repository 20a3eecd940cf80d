package org.lanin.planner.cost;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.stats.RelationSize;

/**
 * A table's size as the planner sees it: live rows and heap pages now (a partitioned table: the
 * sum of its leaves), as {@link RelationSize} counts them. Like PostgreSQL, which never trusts an
 * empty-looking table to stay empty, a table of fewer than {@link #MIN_ROWS} rows is costed as
 * if it had that many; plans made while a table was small are re-made when it grows (see the
 * plan package's PlanFreshness).
 */
public record TableSize(double rows, double pages) {
    public static final double MIN_ROWS = 10;

    /** Rows a heap page holds (engine/storage/heap: HeapPage.SLOTS). */
    public static final double ROWS_PER_PAGE = 256;

    public static TableSize of(TableDef table, CatalogSnapshot catalog) {
        RelationSize size = RelationSize.of(table, catalog);
        double rows = Math.max(MIN_ROWS, size.rows());
        return new TableSize(rows, Math.max(Math.max(1, size.pages()), Math.ceil(rows / ROWS_PER_PAGE)));
    }
}

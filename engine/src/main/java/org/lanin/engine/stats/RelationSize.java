package org.lanin.engine.stats;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;

/**
 * A table's size now, for the planner's row estimates between ANALYZEs. PostgreSQL scales
 * pg_class.reltuples by the current page count over relpages (estimate_rel_size); Lanin's heap
 * keeps a live-tuple count that every insert, update and delete maintains and every VACUUM
 * corrects, so it is used directly: no statistics are needed for the row count.
 *
 * @param rows  live rows (an estimate: changes count when made, not when committed)
 * @param pages heap pages holding them (0 for a table never written to)
 */
public record RelationSize(double rows, double pages) {

    /** The size of {@code table} now; a partitioned table sums its leaf partitions. */
    public static RelationSize of(TableDef table, CatalogSnapshot catalog) {
        if (!table.isPartitioned()) {
            return table.heap() == null ? new RelationSize(0, 0)
                    : new RelationSize(table.heap().stats().liveTuples(), table.heap().usedPages());
        }
        double rows = 0;
        double pages = 0;
        for (TableDef leaf : InheritanceTree.leaves(table, catalog)) {
            RelationSize s = of(leaf, catalog);
            rows += s.rows;
            pages += s.pages;
        }
        return new RelationSize(rows, pages);
    }
}

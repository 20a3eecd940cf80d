package org.lanin.planner.cost;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;

/**
 * What the planner knows of one column: its table and slot (for statistics), distinct values,
 * NULL fraction, and whether a single-column unique index or NOT NULL constraint holds. Without
 * statistics the distinct count is PostgreSQL's default (200, at most the row count), or the
 * row count for a unique column.
 */
public record ColumnFacts(TableDef table, int slot, double distinct, double nullFraction, boolean unique,
                          boolean notNull) {
    public static final double DEFAULT_NUM_DISTINCT = 200;

    /** Facts of {@code table}'s column at {@code slot}, the table having {@code rows} rows. */
    public static ColumnFacts of(TableDef table, int slot, double rows) {
        boolean unique = false;
        for (IndexDef ix : table.indexes()) {
            if (ix.unique() && ix.attnums().length == 1 && ix.attnums()[0] == slot + 1) {
                unique = true;
            }
        }
        boolean notNull = slot < table.columns().size() && table.columns().get(slot).notNull();
        double distinct = unique ? rows : Math.min(DEFAULT_NUM_DISTINCT, Math.max(1, rows));
        return new ColumnFacts(table, slot, distinct, notNull ? 0 : 0.0, unique, notNull);
    }
}

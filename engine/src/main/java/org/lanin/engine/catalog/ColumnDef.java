package org.lanin.engine.catalog;

import org.lanin.engine.type.DataType;

/**
 * One column of a table, as PostgreSQL's pg_attribute row.
 *
 * @param name         folded name
 * @param attnum       physical attribute number, 1-based; never reused, also after DROP COLUMN
 * @param defaultSql   the default expression as SQL text (bound by the planner), or null
 * @param missingValue value for versions written before this column was added (PostgreSQL's attmissingval)
 * @param identity     'a' (GENERATED ALWAYS), 'd' (BY DEFAULT) or 0
 * @param dropped      dropped columns keep their slot so old versions stay readable
 */
public record ColumnDef(String name, int attnum, DataType type, boolean notNull, String defaultSql,
                        Object missingValue, char identity, boolean dropped) {

    public ColumnDef withDropped() {
        return new ColumnDef("........pg.dropped." + attnum + "........", attnum, type, false, null, null, (char) 0, true);
    }

    public ColumnDef withNotNull(boolean value) {
        return new ColumnDef(name, attnum, type, value, defaultSql, missingValue, identity, dropped);
    }

    public ColumnDef withDefault(String sql) {
        return new ColumnDef(name, attnum, type, notNull, sql, missingValue, identity, dropped);
    }

    /** Zero-based slot of this column in a tuple's value array. */
    public int slot() {
        return attnum - 1;
    }
}

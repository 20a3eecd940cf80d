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
 * @param generationSql the expression of a GENERATED ALWAYS AS (...) STORED column (PostgreSQL's
 *                      attgenerated 's'), or null; such a column has no default
 * @param domain       the domain the column was declared with (its {@code type} is the domain's
 *                     base type; values are checked against the domain's constraints), or null
 * @param statTarget   ALTER COLUMN ... SET STATISTICS (pg_attribute.attstattarget): ANALYZE's target
 *                     for this column, 0 for no statistics; null for default_statistics_target.
 *                     Appended to the logged record: older ones read null
 * @param storage      ALTER COLUMN ... SET STORAGE (attstorage: 'p', 'e', 'x' or 'm'), or null for the
 *                     type's default; TOAST's strategy, which Lanin keeps for the catalog and dumps
 *                     only (its values are never compressed or moved out of line). Appended too
 */
public record ColumnDef(String name, int attnum, DataType type, boolean notNull, String defaultSql,
                        Object missingValue, char identity, boolean dropped, String generationSql, String domain,
                        Integer statTarget, Character storage) {

    public ColumnDef(String name, int attnum, DataType type, boolean notNull, String defaultSql,
                     Object missingValue, char identity, boolean dropped, String generationSql, String domain) {
        this(name, attnum, type, notNull, defaultSql, missingValue, identity, dropped, generationSql, domain, null, null);
    }

    public ColumnDef(String name, int attnum, DataType type, boolean notNull, String defaultSql,
                     Object missingValue, char identity, boolean dropped) {
        this(name, attnum, type, notNull, defaultSql, missingValue, identity, dropped, null, null);
    }

    public ColumnDef(String name, int attnum, DataType type, boolean notNull, String defaultSql,
                     Object missingValue, char identity, boolean dropped, String generationSql) {
        this(name, attnum, type, notNull, defaultSql, missingValue, identity, dropped, generationSql, null);
    }

    /** A stored generated column. */
    public boolean generated() {
        return generationSql != null;
    }

    public ColumnDef withDropped() {
        return new ColumnDef("........pg.dropped." + attnum + "........", attnum, type, false, null, null, (char) 0, true);
    }

    public ColumnDef withNotNull(boolean value) {
        return new ColumnDef(name, attnum, type, value, defaultSql, missingValue, identity, dropped, generationSql, domain, statTarget, storage);
    }

    public ColumnDef withDefault(String sql) {
        return new ColumnDef(name, attnum, type, notNull, sql, missingValue, identity, dropped, generationSql, domain, statTarget, storage);
    }

    public ColumnDef withName(String newName) {
        return new ColumnDef(newName, attnum, type, notNull, defaultSql, missingValue, identity, dropped, generationSql, domain, statTarget, storage);
    }

    public ColumnDef withGenerationSql(String sql) {
        return new ColumnDef(name, attnum, type, notNull, defaultSql, missingValue, identity, dropped, sql, domain, statTarget, storage);
    }

    /** The same column with another type (ALTER COLUMN TYPE; the caller rewrites the rows). */
    public ColumnDef withType(DataType newType) {
        return new ColumnDef(name, attnum, newType, notNull, defaultSql, missingValue, identity, dropped, generationSql, domain, statTarget, storage);
    }

    /** The column with another statistics target (null: the default) and storage strategy (null: the type's). */
    public ColumnDef withStatistics(Integer target, Character strategy) {
        return new ColumnDef(name, attnum, type, notNull, defaultSql, missingValue, identity, dropped, generationSql, domain,
                target, strategy);
    }

    /** Zero-based slot of this column in a tuple's value array. */
    public int slot() {
        return attnum - 1;
    }
}

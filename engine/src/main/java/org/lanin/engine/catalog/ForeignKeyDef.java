package org.lanin.engine.catalog;

/**
 * A FOREIGN KEY constraint, kept on the referencing table (PostgreSQL's pg_constraint row with
 * contype 'f'). MATCH SIMPLE: a row with a NULL in any key column is not checked.
 *
 * @param table      the referencing table
 * @param attnums    the referencing columns' attnums, in constraint order
 * @param refTable   the referenced table (may be {@code table} itself)
 * @param refAttnums the referenced columns' attnums, pairwise with {@code attnums}
 * @param refIndex   the unique index on the referenced columns the constraint depends on
 */
public record ForeignKeyDef(String name, String table, int[] attnums, String refTable, int[] refAttnums,
                            String refIndex, FkAction onDelete, FkAction onUpdate) {

    public ForeignKeyDef withTable(String newTable, String newRefTable) {
        return new ForeignKeyDef(name, newTable, attnums, newRefTable, refAttnums, refIndex, onDelete, onUpdate);
    }

    public ForeignKeyDef withName(String newName) {
        return new ForeignKeyDef(newName, table, attnums, refTable, refAttnums, refIndex, onDelete, onUpdate);
    }

    public ForeignKeyDef withRefIndex(String newRefIndex) {
        return new ForeignKeyDef(name, table, attnums, refTable, refAttnums, newRefIndex, onDelete, onUpdate);
    }

    /** True when the referenced table is the referencing one (a tree). */
    public boolean selfReferencing() {
        return table.equals(refTable);
    }
}

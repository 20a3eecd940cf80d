package org.lanin.engine.catalog;

/**
 * A FOREIGN KEY constraint, kept on the referencing table (PostgreSQL's pg_constraint row with
 * contype 'f'). MATCH SIMPLE: a row with a NULL in any key column is not checked. MATCH FULL: a row
 * whose key columns are all NULL is not checked, one with some NULL is refused.
 *
 * @param table      the referencing table
 * @param attnums    the referencing columns' attnums, in constraint order
 * @param refTable   the referenced table (may be {@code table} itself)
 * @param refAttnums the referenced columns' attnums, pairwise with {@code attnums}
 * @param refIndex   the unique index on the referenced columns the constraint depends on
 * @param match      "f" for MATCH FULL; null (or "s") for MATCH SIMPLE. A reference, not a flag: catalog
 *                   records logged before it existed read it as null (see wal/ObjectCodec)
 * @param deferral   null for NOT DEFERRABLE, {@link #DEFERRABLE} ("i": DEFERRABLE INITIALLY IMMEDIATE) or
 *                   {@link #INITIALLY_DEFERRED} ("d"); a reference for the same reason as {@code match}
 * @param notValid   TRUE when added NOT VALID and not validated since (rows from before it may break it;
 *                   new ones are checked); null or FALSE when validated. A reference for the same reason
 */
public record ForeignKeyDef(String name, String table, int[] attnums, String refTable, int[] refAttnums,
                            String refIndex, FkAction onDelete, FkAction onUpdate, String match, String deferral,
                            Boolean notValid) implements DeferrableConstraint {
    public static final String DEFERRABLE = "i";
    public static final String INITIALLY_DEFERRED = "d";

    public ForeignKeyDef(String name, String table, int[] attnums, String refTable, int[] refAttnums,
                         String refIndex, FkAction onDelete, FkAction onUpdate) {
        this(name, table, attnums, refTable, refAttnums, refIndex, onDelete, onUpdate, null, null, null);
    }

    public ForeignKeyDef(String name, String table, int[] attnums, String refTable, int[] refAttnums,
                         String refIndex, FkAction onDelete, FkAction onUpdate, String match, String deferral) {
        this(name, table, attnums, refTable, refAttnums, refIndex, onDelete, onUpdate, match, deferral, null);
    }

    /** False while NOT VALID (pg_constraint.convalidated). */
    public boolean validated() {
        return !Boolean.TRUE.equals(notValid);
    }

    /** Marked NOT VALID ({@code !valid}) or validated. */
    public ForeignKeyDef withValidated(boolean valid) {
        return new ForeignKeyDef(name, table, attnums, refTable, refAttnums, refIndex, onDelete, onUpdate, match, deferral,
                valid ? null : Boolean.TRUE);
    }

    /** DEFERRABLE: SET CONSTRAINTS may move its checks to the end of the transaction. */
    public boolean deferrable() {
        return deferral != null;
    }

    /** INITIALLY DEFERRED: its checks wait for the end of the transaction unless SET CONSTRAINTS says otherwise. */
    public boolean initiallyDeferred() {
        return INITIALLY_DEFERRED.equals(deferral);
    }

    /** The key SET CONSTRAINTS keeps this constraint's mode under: its table and name. */
    public String constraintKey() {
        return table + '\u0000' + name;
    }

    /** MATCH FULL. */
    public boolean matchFull() {
        return "f".equals(match);
    }

    public ForeignKeyDef withTable(String newTable, String newRefTable) {
        return new ForeignKeyDef(name, newTable, attnums, newRefTable, refAttnums, refIndex, onDelete, onUpdate, match, deferral, notValid);
    }

    public ForeignKeyDef withName(String newName) {
        return new ForeignKeyDef(newName, table, attnums, refTable, refAttnums, refIndex, onDelete, onUpdate, match, deferral, notValid);
    }

    /** ALTER CONSTRAINT ... [NOT] DEFERRABLE [INITIALLY ...]. */
    public ForeignKeyDef withDeferral(String newDeferral) {
        return new ForeignKeyDef(name, table, attnums, refTable, refAttnums, refIndex, onDelete, onUpdate, match, newDeferral, notValid);
    }

    public ForeignKeyDef withRefIndex(String newRefIndex) {
        return new ForeignKeyDef(name, table, attnums, refTable, refAttnums, newRefIndex, onDelete, onUpdate, match, deferral, notValid);
    }

    /** True when the referenced table is the referencing one (a tree). */
    public boolean selfReferencing() {
        return table.equals(refTable);
    }
}

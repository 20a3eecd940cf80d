package org.lanin.engine.catalog;

/**
 * A CHECK constraint: its name and its expression as SQL text, bound by the planner.
 *
 * @param notValid TRUE when added NOT VALID and not validated since (rows from before it may break it;
 *                 new ones are checked); null or FALSE when validated. A reference, not a flag: catalog
 *                 records logged before it existed read it as null (see wal/ObjectCodec)
 */
public record CheckDef(String name, String sql, Boolean notValid) {
    public CheckDef(String name, String sql) {
        this(name, sql, null);
    }

    /** False while NOT VALID (pg_constraint.convalidated). */
    public boolean validated() {
        return !Boolean.TRUE.equals(notValid);
    }

    /** Marked NOT VALID ({@code !valid}) or validated. */
    public CheckDef withValidated(boolean valid) {
        return new CheckDef(name, sql, valid ? null : Boolean.TRUE);
    }
}

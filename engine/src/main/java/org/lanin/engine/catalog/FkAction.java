package org.lanin.engine.catalog;

/** ON DELETE / ON UPDATE action of a FOREIGN KEY (pg_constraint.confdeltype / confupdtype). */
public enum FkAction {
    NO_ACTION("NO ACTION", 'a'),
    RESTRICT("RESTRICT", 'r'),
    CASCADE("CASCADE", 'c'),
    SET_NULL("SET NULL", 'n'),
    SET_DEFAULT("SET DEFAULT", 'd');

    private final String sql;
    private final char code;

    FkAction(String sql, char code) {
        this.sql = sql;
        this.code = code;
    }

    /** As information_schema.referential_constraints shows it. */
    public String sql() {
        return sql;
    }

    /** PostgreSQL's one-letter code. */
    public char code() {
        return code;
    }
}

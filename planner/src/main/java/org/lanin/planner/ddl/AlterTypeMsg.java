package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of ALTER TABLE ... ALTER COLUMN ... TYPE, as PostgreSQL 15 words them. */
public enum AlterTypeMsg implements Msg {
    CANNOT_CAST(SqlState.DATATYPE_MISMATCH, "column \"%s\" cannot be cast automatically to type %s"),
    USING_CANNOT_CAST(SqlState.DATATYPE_MISMATCH, "result of USING clause for column \"%s\" cannot be cast automatically to type %s"),
    USED_BY_VIEW(SqlState.FEATURE_NOT_SUPPORTED, "cannot alter type of a column used by a view or rule"),
    USED_BY_GENERATED(SqlState.FEATURE_NOT_SUPPORTED, "cannot alter type of a column used by a generated column"),
    CONTAINS_NULLS(SqlState.NOT_NULL_VIOLATION, "column \"%s\" of relation \"%s\" contains null values"),
    CHECK_VIOLATED(SqlState.CHECK_VIOLATION, "check constraint \"%s\" of relation \"%s\" is violated by some row"),
    CHILDREN_TOO(SqlState.INVALID_TABLE_DEFINITION, "type of inherited column \"%s\" must be changed in child tables too");

    private final SqlState state;
    private final String template;

    AlterTypeMsg(SqlState state, String template) {
        this.state = state;
        this.template = template;
    }

    @Override
    public SqlState state() {
        return state;
    }

    @Override
    public String template() {
        return template;
    }
}

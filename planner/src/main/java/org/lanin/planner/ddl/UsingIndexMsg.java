package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of ADD CONSTRAINT ... USING INDEX, worded as PostgreSQL's transformIndexConstraint words them. */
public enum UsingIndexMsg implements Msg {
    MISSING(SqlState.UNDEFINED_OBJECT, "index \"%s\" does not exist"),
    /** The index, the table. */
    OTHER_TABLE(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "index \"%s\" does not belong to table \"%s\""),
    HAS_CONSTRAINT(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "index \"%s\" is already associated with a constraint"),
    NOT_UNIQUE(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a unique index"),
    EXPRESSIONS(SqlState.WRONG_OBJECT_TYPE, "index \"%s\" contains expressions"),
    PARTIAL(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is a partial index"),
    /** The index, the column's number. */
    SORT_ORDER(SqlState.WRONG_OBJECT_TYPE, "index \"%s\" column number %d does not have default sorting behavior"),
    IN_CREATE_TABLE(SqlState.FEATURE_NOT_SUPPORTED, "cannot use an existing index in CREATE TABLE"),
    PARTITIONED(SqlState.FEATURE_NOT_SUPPORTED, "ALTER TABLE / ADD CONSTRAINT USING INDEX is not supported on partitioned tables");

    private final SqlState state;
    private final String template;

    UsingIndexMsg(SqlState state, String template) {
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

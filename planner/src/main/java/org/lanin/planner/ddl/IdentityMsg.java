package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of ALTER COLUMN on identity columns, worded as PostgreSQL's tablecmds.c words them. */
enum IdentityMsg implements Msg {
    NOT_IDENTITY(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "column \"%s\" of relation \"%s\" is not an identity column"),
    ALREADY_IDENTITY(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "column \"%s\" of relation \"%s\" is already an identity column"),
    MUST_BE_NOT_NULL(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE,
            "column \"%s\" of relation \"%s\" must be declared NOT NULL before identity can be added"),
    HAS_DEFAULT(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "column \"%s\" of relation \"%s\" already has a default value");

    private final SqlState state;
    private final String template;

    IdentityMsg(SqlState state, String template) {
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

package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of identity columns and their sequences, worded as PostgreSQL's tablecmds.c and parse_utilcmd.c word them. */
enum IdentityMsg implements Msg {
    NOT_IDENTITY(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "column \"%s\" of relation \"%s\" is not an identity column"),
    ALREADY_IDENTITY(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "column \"%s\" of relation \"%s\" is already an identity column"),
    MUST_BE_NOT_NULL(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE,
            "column \"%s\" of relation \"%s\" must be declared NOT NULL before identity can be added"),
    HAS_DEFAULT(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "column \"%s\" of relation \"%s\" already has a default value"),
    /** DROP NOT NULL, SET / DROP DEFAULT on an identity column. */
    IS_IDENTITY(SqlState.SYNTAX_ERROR, "column \"%s\" of relation \"%s\" is an identity column"),
    TYPE(SqlState.INVALID_PARAMETER_VALUE, "identity column type must be smallint, integer, or bigint"),
    SEQUENCE_OWNER(SqlState.FEATURE_NOT_SUPPORTED,
            "cannot change ownership of identity sequence\n  Detail: Sequence \"%s\" is linked to table \"%s\".");

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

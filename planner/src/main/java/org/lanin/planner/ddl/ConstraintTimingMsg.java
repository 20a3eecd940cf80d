package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of DEFERRABLE / INITIALLY clauses, SET CONSTRAINTS and deferred checks, worded as PostgreSQL words them. */
public enum ConstraintTimingMsg implements Msg {
    MULTIPLE_DEFERRABLE(SqlState.SYNTAX_ERROR, "multiple DEFERRABLE/NOT DEFERRABLE clauses not allowed"),
    MULTIPLE_INITIALLY(SqlState.SYNTAX_ERROR, "multiple INITIALLY IMMEDIATE/DEFERRED clauses not allowed"),
    DEFERRED_NOT_DEFERRABLE(SqlState.SYNTAX_ERROR, "constraint declared INITIALLY DEFERRED must be DEFERRABLE"),
    MISPLACED(SqlState.SYNTAX_ERROR, "misplaced %s clause"),
    CHECK_DEFERRABLE(SqlState.FEATURE_NOT_SUPPORTED, "CHECK constraints cannot be marked DEFERRABLE"),
    NOT_DEFERRABLE(SqlState.WRONG_OBJECT_TYPE, "constraint \"%s\" is not deferrable"),
    NOT_FOREIGN_KEY(SqlState.WRONG_OBJECT_TYPE, "constraint \"%s\" of relation \"%s\" is not a foreign key constraint"),
    NO_SUCH_CONSTRAINT(SqlState.UNDEFINED_OBJECT, "constraint \"%s\" does not exist"),
    PENDING_EVENTS(SqlState.OBJECT_IN_USE, "cannot %s \"%s\" because it has pending trigger events"),
    OUTSIDE_BLOCK(SqlState.NO_ACTIVE_SQL_TRANSACTION, "SET CONSTRAINTS can only be used in transaction blocks");

    private final SqlState state;
    private final String template;

    ConstraintTimingMsg(SqlState state, String template) {
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

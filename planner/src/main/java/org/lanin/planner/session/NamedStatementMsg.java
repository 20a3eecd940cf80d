package org.lanin.planner.session;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of PREPARE, EXECUTE and DEALLOCATE, worded as PostgreSQL words them. */
enum NamedStatementMsg implements Msg {
    EXISTS(SqlState.DUPLICATE_PREPARED_STATEMENT, "prepared statement \"%s\" already exists"),
    ARGUMENT_COUNT(SqlState.SYNTAX_ERROR, "wrong number of parameters for prepared statement \"%s\""),
    /** PREPARE ... AS something that is not a query or DML: the word. */
    NOT_PREPARABLE(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\"");

    private final SqlState state;
    private final String template;

    NamedStatementMsg(SqlState state, String template) {
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

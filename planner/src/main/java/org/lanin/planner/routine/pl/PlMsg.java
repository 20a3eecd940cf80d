package org.lanin.planner.routine.pl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of PL/pgSQL parsing and execution, as PostgreSQL 15 words them. */
public enum PlMsg implements Msg {
    SYNTAX(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\""),
    SYNTAX_END(SqlState.SYNTAX_ERROR, "syntax error at end of input"),
    NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported"),
    INVALID_TRANSACTION_TERMINATION(SqlState.INVALID_TRANSACTION_TERMINATION, "invalid transaction termination"),
    COMMIT_IN_SUBTRANSACTION(SqlState.INVALID_TRANSACTION_TERMINATION, "cannot commit while a subtransaction is active"),
    ROLLBACK_IN_SUBTRANSACTION(SqlState.INVALID_TRANSACTION_TERMINATION, "cannot roll back while a subtransaction is active"),
    RAISE(SqlState.RAISE_EXCEPTION, "%s"),
    NO_ROWS(SqlState.NO_DATA_FOUND, "query returned no rows"),
    TOO_MANY(SqlState.TOO_MANY_ROWS, "query returned more than one row"),
    TOO_MANY_HINT(SqlState.TOO_MANY_ROWS, "query returned more than one row"),
    NO_RETURN(SqlState.FUNCTION_EXECUTED_NO_RETURN, "control reached end of function without RETURN"),
    NOT_SCALAR(SqlState.SYNTAX_ERROR, "query \"%s\" returned %d columns"),
    NOT_ONE_ROW(SqlState.CARDINALITY_VIOLATION, "query \"%s\" returned more than one row"),
    NO_DESTINATION(SqlState.SYNTAX_ERROR, "query has no destination for result data"),
    UNDEFINED_VARIABLE(SqlState.SYNTAX_ERROR, "\"%s\" is not a known variable"),
    RECORD_FIELD(SqlState.UNDEFINED_COLUMN, "record \"%s\" has no field \"%s\""),
    LABEL_MISSING(SqlState.SYNTAX_ERROR, "there is no label \"%s\" attached to any block or loop enclosing this statement"),
    NULL_LOOP_BOUND(SqlState.NULL_VALUE_NOT_ALLOWED, "lower bound of FOR loop cannot be null"),
    RERAISE(SqlState.SYNTAX_ERROR, "RAISE without parameters cannot be used outside an exception handler"),
    CASE_NOT_FOUND(SqlState.CASE_NOT_FOUND, "case not found"),
    FETCH_MANY(SqlState.SYNTAX_ERROR, "FETCH statement cannot return multiple rows"),
    EXECUTE_TRANSACTION(SqlState.FEATURE_NOT_SUPPORTED, "EXECUTE of transaction commands is not implemented"),
    EXECUTE_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "query string argument of EXECUTE is null"),
    INTO_NO_DATA(SqlState.SYNTAX_ERROR, "INTO used with a command that cannot return data"),
    CURSOR_MISSING(SqlState.INVALID_CURSOR_NAME, "cursor \"%s\" does not exist"),
    CURSOR_IN_USE(SqlState.DUPLICATE_CURSOR, "cursor \"%s\" already in use"),
    CURSOR_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "cursor variable \"%s\" is null"),
    CURSOR_ARGS(SqlState.SYNTAX_ERROR, "%s"),
    RECORD_UNASSIGNED(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "record \"%s\" is not assigned yet"),
    STACKED_OUTSIDE(SqlState.STACKED_DIAGNOSTICS_OUTSIDE_HANDLER, "GET STACKED DIAGNOSTICS cannot be used outside an exception handler"),
    TYPE_REFERENCE(SqlState.UNDEFINED_OBJECT, "type \"%s\" does not exist"),
    FOREACH_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "FOREACH expression must not be null"),
    FOREACH_NOT_ARRAY(SqlState.DATATYPE_MISMATCH, "FOREACH expression must yield an array, not type %s"),
    ASSERT_FAILED(SqlState.ASSERT_FAILURE, "assertion failed"),
    RELATION_MISSING(SqlState.UNDEFINED_TABLE, "relation \"%s\" does not exist"),
    TRIGGER_ROW_STRUCTURE(SqlState.DATATYPE_MISMATCH, "returned row structure does not match the structure of the triggering table"),
    TRIGGER_RETURN(SqlState.FUNCTION_EXECUTED_NO_RETURN, "control reached end of trigger procedure without RETURN");

    private final SqlState state;
    private final String template;

    PlMsg(SqlState state, String template) {
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

package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of user-defined functions, procedures, aggregates and triggers, as PostgreSQL 15 words them. */
public enum RoutineMsg implements Msg {
    FUNCTION_EXISTS(SqlState.DUPLICATE_FUNCTION, "function \"%s\" already exists with same argument types"),
    FUNCTION_MISSING(SqlState.UNDEFINED_FUNCTION, "function %s does not exist"),
    TRANSACTION_IN_SQL_FUNCTION(SqlState.FEATURE_NOT_SUPPORTED, "%s is not allowed in an SQL function"),
    RELATION_MISSING(SqlState.UNDEFINED_TABLE, "relation \"%s\" does not exist"),
    COLUMN_OF_RELATION_MISSING(SqlState.UNDEFINED_COLUMN, "column \"%s\" of relation \"%s\" does not exist"),
    /** The NOTICE of a %TYPE parameter or result (not an error: its state is 00000). */
    TYPE_CONVERTED(SqlState.SUCCESSFUL_COMPLETION, "type reference %s converted to %s"),
    PROCEDURE_MISSING(SqlState.UNDEFINED_FUNCTION, "procedure %s does not exist"),
    AGGREGATE_MISSING(SqlState.UNDEFINED_FUNCTION, "aggregate %s does not exist"),
    AMBIGUOUS(SqlState.AMBIGUOUS_FUNCTION, "function %s is not unique"),
    DEPENDENTS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop function %s because other objects depend on it"),
    /** The function as name(type,type), its extension. */
    EXTENSION_MEMBER(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop function %s because extension %s requires it"),
    NOT_UNIQUE(SqlState.AMBIGUOUS_FUNCTION, "function name \"%s\" is not unique"),
    CANNOT_CHANGE_RETURN(SqlState.INVALID_FUNCTION_DEFINITION, "cannot change return type of existing function"),
    NO_LANGUAGE(SqlState.INVALID_FUNCTION_DEFINITION, "no language specified"),
    NO_BODY(SqlState.INVALID_FUNCTION_DEFINITION, "no function body specified"),
    LANGUAGE_MISSING(SqlState.UNDEFINED_OBJECT, "language \"%s\" does not exist"),
    RETURN_TYPE_MISMATCH(SqlState.INVALID_FUNCTION_DEFINITION, "return type mismatch in function declared to return %s"),
    TRIGGER_EXISTS(SqlState.DUPLICATE_OBJECT, "trigger \"%s\" for relation \"%s\" already exists"),
    TRIGGER_MISSING(SqlState.UNDEFINED_OBJECT, "trigger \"%s\" for table \"%s\" does not exist"),
    TRIGGER_MISSING_SHORT(SqlState.UNDEFINED_OBJECT, "trigger \"%s\" for table \"%s\" does not exist"),
    TRUNCATE_ROW(SqlState.FEATURE_NOT_SUPPORTED, "TRUNCATE FOR EACH ROW triggers are not supported"),
    NOT_TRIGGER_FUNCTION(SqlState.INVALID_OBJECT_DEFINITION, "function %s must return type trigger"),
    TRIGGER_CALLED_DIRECTLY(SqlState.FEATURE_NOT_SUPPORTED, "trigger functions can only be called as triggers"),
    IS_PROCEDURE(SqlState.WRONG_OBJECT_TYPE, "%s is a procedure"),
    NOT_PROCEDURE(SqlState.WRONG_OBJECT_TYPE, "%s is not a procedure"),
    NOT_FUNCTION(SqlState.WRONG_OBJECT_TYPE, "%s is not a function"),
    NOT_AGGREGATE(SqlState.WRONG_OBJECT_TYPE, "function %s is not an aggregate"),
    AGGREGATE_ATTRIBUTE(SqlState.INVALID_FUNCTION_DEFINITION, "aggregate %s must be specified"),
    NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported"),
    MUST_BE_POSITIVE(SqlState.INVALID_PARAMETER_VALUE, "%s must be positive"),
    ROWS_NOT_APPLICABLE(SqlState.INVALID_PARAMETER_VALUE, "ROWS is not applicable when function does not return a set"),
    PARALLEL_VALUE(SqlState.SYNTAX_ERROR, "parameter \"parallel\" must be SAFE, RESTRICTED, or UNSAFE"),
    /**
     * tsvector_update_trigger fired where it cannot work: PostgreSQL raises these with elog(ERROR),
     * so they carry its internal-error SQLSTATE XX000 (recorded), though they are a user's mistake.
     */
    BUILTIN_TRIGGER(SqlState.INTERNAL_ERROR, "%s"),
    TSVECTOR_COLUMN_MISSING(SqlState.UNDEFINED_COLUMN, "tsvector column \"%s\" does not exist"),
    NOT_TSVECTOR_COLUMN(SqlState.DATATYPE_MISMATCH, "column \"%s\" is not of tsvector type"),
    COLUMN_MISSING(SqlState.UNDEFINED_COLUMN, "column \"%s\" does not exist"),
    NOT_CHARACTER_COLUMN(SqlState.DATATYPE_MISMATCH, "column \"%s\" is not of a character type"),
    SYNTAX(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\""),
    SYNTAX_END(SqlState.SYNTAX_ERROR, "syntax error at end of input");

    private final SqlState state;
    private final String template;

    RoutineMsg(SqlState state, String template) {
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

package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of storage parameters (WITH (...), SET (...), RESET (...)), worded as PostgreSQL's reloptions.c words them. */
public enum StorageParameterMsg implements Msg {
    UNRECOGNIZED(SqlState.INVALID_PARAMETER_VALUE, "unrecognized parameter \"%s\""),
    UNKNOWN_NAMESPACE(SqlState.INVALID_PARAMETER_VALUE, "unrecognized parameter namespace \"%s\""),
    SPECIFIED_TWICE(SqlState.INVALID_PARAMETER_VALUE, "parameter \"%s\" specified more than once"),
    /** The option, the value. */
    INVALID_BOOL(SqlState.INVALID_PARAMETER_VALUE, "invalid value for boolean option \"%s\": %s"),
    INVALID_INT(SqlState.INVALID_PARAMETER_VALUE, "invalid value for integer option \"%s\": %s"),
    INVALID_REAL(SqlState.INVALID_PARAMETER_VALUE, "invalid value for floating point option \"%s\": %s"),
    INVALID_ENUM(SqlState.INVALID_PARAMETER_VALUE, "invalid value for enum option \"%s\": %s"),
    /** The value, the option. */
    OUT_OF_BOUNDS(SqlState.INVALID_PARAMETER_VALUE, "value %s out of bounds for option \"%s\""),
    RESET_WITH_VALUE(SqlState.SYNTAX_ERROR, "RESET must not include values for parameters"),
    WITH_OIDS(SqlState.FEATURE_NOT_SUPPORTED, "tables declared WITH OIDS are not supported"),
    NOT_TABLE_METHOD(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "access method \"%s\" is not of type TABLE"),
    NO_ACCESS_METHOD(SqlState.UNDEFINED_OBJECT, "access method \"%s\" does not exist"),
    NO_TABLESPACE(SqlState.UNDEFINED_OBJECT, "tablespace \"%s\" does not exist");

    private final SqlState state;
    private final String template;

    StorageParameterMsg(SqlState state, String template) {
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

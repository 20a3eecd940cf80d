package org.lanin.planner.bind;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Binder errors of array syntax, with PostgreSQL's SQLSTATEs and texts. */
enum ArrayMsgs implements Msg {
    EMPTY_ARRAY_TYPE(SqlState.INVALID_PARAMETER_TYPE, "cannot determine type of empty array"),
    NOT_SUBSCRIPTABLE(SqlState.DATATYPE_MISMATCH, "cannot subscript type %s because it does not support subscripting"),
    QUANTIFIER_NEEDS_ARRAY(SqlState.WRONG_OBJECT_TYPE, "op ANY/ALL (array) requires array on right side"),
    SUBSCRIPT_TYPE(SqlState.DATATYPE_MISMATCH, "array subscript must have type integer"),
    ARRAY_NOT_SCALAR(SqlState.DATATYPE_MISMATCH, "%s types %s and %s cannot be matched");

    /** PostgreSQL's hint for {@link #EMPTY_ARRAY_TYPE}. */
    static final String EMPTY_HINT = "Explicitly cast to the desired type, for example ARRAY[]::integer[].";

    private final SqlState state;
    private final String template;

    ArrayMsgs(SqlState state, String template) {
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

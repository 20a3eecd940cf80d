package org.lanin.engine.func.array;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of the array functions, with PostgreSQL's SQLSTATEs and texts. */
public enum ArrayMsg implements Msg {
    INCOMPATIBLE_CONCAT(SqlState.ARRAY_SUBSCRIPT_ERROR, "cannot concatenate incompatible arrays\n  Detail: %s"),
    NOT_ONE_DIMENSIONAL(SqlState.DATA_EXCEPTION, "argument must be empty or one-dimensional array"),
    REMOVE_MULTIDIMENSIONAL(SqlState.FEATURE_NOT_SUPPORTED,
            "removing elements from multidimensional arrays is not supported"),
    SEARCH_MULTIDIMENSIONAL(SqlState.FEATURE_NOT_SUPPORTED,
            "searching for elements in multidimensional arrays is not supported"),
    INITIAL_POSITION_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "initial position must not be null"),
    MISMATCHED_DIMENSIONS(SqlState.ARRAY_SUBSCRIPT_ERROR,
            "multidimensional arrays must have array expressions with matching dimensions"),
    ACCUMULATE_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "cannot accumulate null arrays"),
    ACCUMULATE_EMPTY(SqlState.ARRAY_SUBSCRIPT_ERROR, "cannot accumulate empty arrays"),
    ACCUMULATE_DIFFERENT(SqlState.ARRAY_SUBSCRIPT_ERROR, "cannot accumulate arrays of different dimensionality"),
    TRIM_RANGE(SqlState.ARRAY_SUBSCRIPT_ERROR, "number of elements to trim must be between 0 and %d"),
    TOO_MANY_DIMENSIONS(SqlState.PROGRAM_LIMIT_EXCEEDED,
            "number of array dimensions (%d) exceeds the maximum allowed (%d)");

    private final SqlState state;
    private final String template;

    ArrayMsg(SqlState state, String template) {
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

package org.lanin.planner.bind;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of window function binding (PostgreSQL's texts and SQLSTATEs). */
public enum WindowBindMsg implements Msg {
    /** The clause: "WHERE", "GROUP BY", "HAVING", ... */
    NOT_ALLOWED(SqlState.WINDOWING_ERROR, "window functions are not allowed in %s"),
    IN_AGGREGATE(SqlState.GROUPING_ERROR, "aggregate function calls cannot contain window function calls"),
    NESTED(SqlState.WINDOWING_ERROR, "window function calls cannot be nested"),
    UNDEFINED_WINDOW(SqlState.UNDEFINED_OBJECT, "window \"%s\" does not exist"),
    DUPLICATE_WINDOW(SqlState.WINDOWING_ERROR, "window \"%s\" is already defined"),
    NOT_WINDOW_FUNCTION(SqlState.WRONG_OBJECT_TYPE,
            "OVER specified, but %s is not a window function nor an aggregate function"),
    /** The frame rule broken, PostgreSQL's wording. */
    BAD_FRAME(SqlState.WINDOWING_ERROR, "%s"),
    FRAME_OFFSET_VARIABLES(SqlState.INVALID_COLUMN_REFERENCE, "argument of %s must not contain variables"),
    ARG_COUNT(SqlState.UNDEFINED_FUNCTION, "function %s does not exist"),
    ORDERED_WINDOW_AGGREGATE(SqlState.FEATURE_NOT_SUPPORTED, "aggregate ORDER BY is not implemented for window functions"),
    /** The ORDER BY column's type. */
    RANGE_OFFSET_TYPE(SqlState.FEATURE_NOT_SUPPORTED, "RANGE with offset PRECEDING/FOLLOWING is not supported for column type %s"),
    /** The ORDER BY column's type, the offset's. */
    RANGE_OFFSET_TYPES(SqlState.FEATURE_NOT_SUPPORTED,
            "RANGE with offset PRECEDING/FOLLOWING is not supported for column type %s and offset type %s"),
    /** What is missing. */
    NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported");

    private final SqlState state;
    private final String template;

    WindowBindMsg(SqlState state, String template) {
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

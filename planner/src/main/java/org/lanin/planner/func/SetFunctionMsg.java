package org.lanin.planner.func;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages about set-returning functions, as PostgreSQL's parse_func.c, parse_expr.c and execSRF.c word them. */
public enum SetFunctionMsg implements Msg {
    NOT_ALLOWED(SqlState.FEATURE_NOT_SUPPORTED, "set-returning functions are not allowed in %s"),
    IN_AGGREGATE(SqlState.FEATURE_NOT_SUPPORTED, "aggregate function calls cannot contain set-returning function calls"),
    IN_WINDOW(SqlState.FEATURE_NOT_SUPPORTED, "window function calls cannot contain set-returning function calls"),
    NOT_TOP_LEVEL_FROM(SqlState.FEATURE_NOT_SUPPORTED, "set-returning functions must appear at top level of FROM"),
    CASE_CONDITION(SqlState.DATATYPE_MISMATCH, "argument of CASE/WHEN must not return a set"),
    NOT_UNIQUE(SqlState.AMBIGUOUS_FUNCTION, "function %s(%s) is not unique"),
    SET_IN_SCALAR_CONTEXT(SqlState.FEATURE_NOT_SUPPORTED, "set-valued function called in context that cannot accept a set"),
    NOT_SUPPORTED_HERE(SqlState.FEATURE_NOT_SUPPORTED, "set-returning functions in %s are not supported");

    /** PostgreSQL's hint for a set-returning function where it cannot run. */
    public static final String LATERAL_HINT = "You might be able to move the set-returning function into a LATERAL FROM item.";
    /** PostgreSQL's hint for an ambiguous call. */
    public static final String AMBIGUOUS_HINT =
            "Could not choose a best candidate function. You might need to add explicit type casts.";

    private final SqlState state;
    private final String template;

    SetFunctionMsg(SqlState state, String template) {
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

package org.lanin.engine.exec;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of window functions at run time (PostgreSQL's texts and SQLSTATEs). */
public enum WindowMsg implements Msg {
    NTILE_ARGUMENT(SqlState.INVALID_ARGUMENT_FOR_NTILE, "argument of ntile must be greater than zero"),
    NTH_VALUE_ARGUMENT(SqlState.INVALID_ARGUMENT_FOR_NTH_VALUE, "argument of nth_value must be greater than zero"),
    /** "starting" or "ending". */
    FRAME_OFFSET_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "frame %s offset must not be null"),
    FRAME_OFFSET_NEGATIVE(SqlState.INVALID_PRECEDING_OR_FOLLOWING_SIZE, "frame %s offset must not be negative"),
    /** A RANGE offset below zero (PostgreSQL's in_range functions). */
    RANGE_OFFSET_INVALID(SqlState.INVALID_PRECEDING_OR_FOLLOWING_SIZE, "invalid preceding or following size in window function");

    private final SqlState state;
    private final String template;

    WindowMsg(SqlState state, String template) {
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

package org.lanin.planner.bind;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of grouping() calls, as PostgreSQL's parse_agg.c words them. */
enum GroupingMsg implements Msg {
    NOT_GROUPING_EXPRESSION(SqlState.GROUPING_ERROR,
            "arguments to GROUPING must be grouping expressions of the associated query level"),
    NOT_ALLOWED(SqlState.GROUPING_ERROR, "grouping operations are not allowed in %s");

    private final SqlState state;
    private final String template;

    GroupingMsg(SqlState state, String template) {
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

package org.lanin.planner.func;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of ordered-set aggregates, as PostgreSQL's orderedsetaggs.c words them. */
public enum OrderedSetMsg implements Msg {
    PERCENTILE_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "percentile value %s is not between 0 and 1");

    private final SqlState state;
    private final String template;

    OrderedSetMsg(SqlState state, String template) {
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

package org.lanin.planner.plan;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** MERGE's own errors, worded as PostgreSQL words them. */
enum MergeMsg implements Msg {
    SECOND_TIME(SqlState.CARDINALITY_VIOLATION, "MERGE command cannot affect row a second time");

    private final SqlState state;
    private final String template;

    MergeMsg(SqlState state, String template) {
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

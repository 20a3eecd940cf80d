package org.lanin.planner.plan;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * Messages of the query shapes of issue 15 (DISTINCT ON, LATERAL, grouping sets, set-returning
 * functions in the select list, row values), worded as PostgreSQL 15's parse analysis words them.
 */
enum QueryMsg implements Msg {
    DISTINCT_ON_ORDER(SqlState.INVALID_COLUMN_REFERENCE,
            "SELECT DISTINCT ON expressions must match initial ORDER BY expressions");

    private final SqlState state;
    private final String template;

    QueryMsg(SqlState state, String template) {
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

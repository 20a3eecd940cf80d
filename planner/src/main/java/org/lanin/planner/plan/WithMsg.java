package org.lanin.planner.plan;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of WITH queries that modify data (PostgreSQL's parse analysis of WITH). */
enum WithMsg implements Msg {
    MODIFYING_NOT_AT_TOP_LEVEL(SqlState.FEATURE_NOT_SUPPORTED,
            "WITH clause containing a data-modifying statement must be at the top level"),
    MODIFYING_IN_RECURSIVE(SqlState.FEATURE_NOT_SUPPORTED,
            "data-modifying statements in WITH RECURSIVE are not supported");

    private final SqlState state;
    private final String template;

    WithMsg(SqlState state, String template) {
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

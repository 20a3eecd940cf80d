package org.lanin.planner.plan;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of LATERAL items, as PostgreSQL's parse_clause.c words them. */
enum LateralMsg implements Msg {
    /** PostgreSQL's detail: "The combining JOIN type must be INNER or LEFT for a LATERAL reference." */
    RIGHT_OR_FULL(SqlState.INVALID_COLUMN_REFERENCE, "invalid reference to FROM-clause entry for table \"%s\""),
    /** PostgreSQL's hint: "There is an entry for table ..., but it cannot be referenced from this part of the query." */
    NOT_LATERAL(SqlState.UNDEFINED_TABLE, "invalid reference to FROM-clause entry for table \"%s\"");

    private final SqlState state;
    private final String template;

    LateralMsg(SqlState state, String template) {
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

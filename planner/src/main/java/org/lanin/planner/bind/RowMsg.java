package org.lanin.planner.bind;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of row-value expressions, as PostgreSQL's parse_expr.c words them. */
public enum RowMsg implements Msg {
    UNEQUAL_ROWS(SqlState.SYNTAX_ERROR, "unequal number of entries in row expressions"),
    SUBQUERY_TOO_MANY(SqlState.SYNTAX_ERROR, "subquery has too many columns"),
    SUBQUERY_TOO_FEW(SqlState.SYNTAX_ERROR, "subquery has too few columns");

    private final SqlState state;
    private final String template;

    RowMsg(SqlState state, String template) {
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

package org.lanin.engine.textsearch;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of the text search types, as PostgreSQL's tsvector.c / tsquery.c word them. */
public enum TsMsg implements Msg {
    VECTOR_SYNTAX(SqlState.SYNTAX_ERROR, "syntax error in tsvector: \"%s\""),
    QUERY_SYNTAX(SqlState.SYNTAX_ERROR, "syntax error in tsquery: \"%s\""),
    NO_OPERAND(SqlState.SYNTAX_ERROR, "no operand in tsquery: \"%s\""),
    WRONG_POSITION(SqlState.SYNTAX_ERROR, "wrong position info in tsvector: \"%s\""),
    /** PostgreSQL raises it with elog (XX000) and the character's code. */
    BAD_WEIGHT(SqlState.INTERNAL_ERROR, "unrecognized weight: %d"),
    PHRASE_DISTANCE(SqlState.INVALID_PARAMETER_VALUE, "distance in phrase operator must be an integer value between zero and 16384 inclusive"),
    NO_CONFIGURATION(SqlState.UNDEFINED_OBJECT, "text search configuration \"%s\" does not exist");

    private final SqlState state;
    private final String template;

    TsMsg(SqlState state, String template) {
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

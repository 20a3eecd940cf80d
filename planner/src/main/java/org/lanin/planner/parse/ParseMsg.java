package org.lanin.planner.parse;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of parsing: PostgreSQL's lexical and syntax errors, and the parser's limits. */
public enum ParseMsg implements Msg {
    UNTERMINATED_STRING(SqlState.SYNTAX_ERROR, "unterminated quoted string at or near \"%s\""),
    UNTERMINATED_BIT_STRING(SqlState.SYNTAX_ERROR, "unterminated bit string literal at or near \"%s\""),
    UNTERMINATED_HEX_STRING(SqlState.SYNTAX_ERROR, "unterminated hexadecimal string literal at or near \"%s\""),
    UNTERMINATED_DOLLAR_STRING(SqlState.SYNTAX_ERROR, "unterminated dollar-quoted string at or near \"%s\""),
    UNTERMINATED_IDENTIFIER(SqlState.SYNTAX_ERROR, "unterminated quoted identifier at or near \"%s\""),
    UNTERMINATED_COMMENT(SqlState.SYNTAX_ERROR, "unterminated /* comment at or near \"%s\""),
    SYNTAX_ERROR_AT_END(SqlState.SYNTAX_ERROR, "syntax error at end of input"),
    SYNTAX_ERROR_NEAR(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\""),
    WITH_TIES_WITHOUT_ORDER_BY(SqlState.SYNTAX_ERROR, "WITH TIES cannot be specified without ORDER BY clause"),
    WITH_TIES_SKIP_LOCKED(SqlState.SYNTAX_ERROR, "SKIP LOCKED and WITH TIES options cannot be used together"),
    WITH_TIES_NULL_COUNT(SqlState.INVALID_ROW_COUNT_IN_LIMIT, "row count cannot be null in FETCH FIRST ... WITH TIES clause"),
    MULTIPLE_COMMANDS(SqlState.SYNTAX_ERROR, "cannot insert multiple commands into a prepared statement"),
    TOO_COMPLEX(SqlState.STATEMENT_TOO_COMPLEX,
            "statement too complex to parse: it nests too deeply for the SQL parser (%d steps)");

    private final SqlState state;
    private final String template;

    ParseMsg(SqlState state, String template) {
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

package org.lanin.planner.cache;

/**
 * The text JSqlParser is given for a query or DML statement: valid PostgreSQL that JSqlParser 5.3
 * refuses or misreads, rewritten at token level by the normalising {@link SqlLexer} (one lexer for
 * the planner) instead of forking the parser. Each rewrite only inserts parentheses that PostgreSQL's
 * own precedence implies, so the meaning is PostgreSQL's: {@link SignChains} ({@code - - 52}) and
 * {@link InPredicates} ({@code a AND b IN (1) OR c}). Text that does not lex is returned unchanged.
 */
public final class JSqlParserInput {
    private JSqlParserInput() {
    }

    public static String of(String sql) {
        SqlLexer tokens = SqlLexer.lex(sql);
        if (tokens == null) {
            return sql;
        }
        TokenEdits edits = new TokenEdits(tokens);
        SignChains.find(edits);
        InPredicates.find(edits);
        return edits.isEmpty() ? sql : edits.apply();
    }
}

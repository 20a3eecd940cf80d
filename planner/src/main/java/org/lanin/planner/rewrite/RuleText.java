package org.lanin.planner.rewrite;

import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.TokenMgrException;
import net.sf.jsqlparser.statement.Statement;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.cache.JSqlParserInput;
import org.lanin.planner.parse.LexicalCheck;
import org.lanin.planner.parse.SqlParser;

/**
 * A rule's texts parsed again (its condition, its actions and the statements a rewrite builds):
 * each use gets a fresh tree, since a rewrite edits the trees it is given.
 */
final class RuleText {
    private RuleText() {
    }

    static Statement statement(String sql) {
        String text = JSqlParserInput.of(sql);
        try {
            return SqlParser.parse(text, LexicalCheck.check(sql).maxDepth());
        } catch (ParseException | TokenMgrException e) {
            String m = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
            throw LaninException.of(RuleMsg.SYNTAX, m);
        }
    }

    /** A condition, parsed as the WHERE of a query. */
    static net.sf.jsqlparser.expression.Expression condition(String sql) {
        Statement s = statement("SELECT 1 WHERE " + sql);
        return ((net.sf.jsqlparser.statement.select.PlainSelect) s).getWhere();
    }

    /** Double-quoted, as quote_ident would need at most. */
    static String quote(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}

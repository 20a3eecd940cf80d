package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * DELETE ... USING whose list holds a subquery, a VALUES list or a JOIN, which JSqlParser 5.3
 * refuses (its USING takes table names only): the USING list is cut out of the text, the rest is
 * parsed, and the list is parsed as the FROM clause of a SELECT and put back as the statement's
 * joins ({@link Delete#getJoins()}), which the planners read beside {@link Delete#getUsingList()}.
 * The text is scanned as PostgreSQL's lexer would ({@link TopLevelWords}).
 */
final class DeleteUsingItems {
    private DeleteUsingItems() {
    }

    /** The statement, or null when {@code sql} is not a DELETE with a top-level USING clause. */
    static Statement parse(String sql, int nesting) throws ParseException {
        List<int[]> words = TopLevelWords.of(sql);
        int delete = TopLevelWords.find(sql, words, 0, "delete");
        int using = delete < 0 ? -1 : TopLevelWords.find(sql, words, delete + 1, "using");
        if (using < 0) {
            return null;
        }
        int end = sql.length();
        int after = TopLevelWords.find(sql, words, using + 1, "where");
        if (after < 0) {
            after = TopLevelWords.find(sql, words, using + 1, "returning");
        }
        if (after >= 0) {
            end = words.get(after)[0];
        }
        int listStart = words.get(using)[1];
        String list = sql.substring(listStart, end).strip();
        if (list.endsWith(";")) {
            list = list.substring(0, list.length() - 1);
        }
        Statement st = SqlParser.parse(sql.substring(0, words.get(using)[0]) + " " + sql.substring(end), nesting);
        Statement from = SqlParser.parse("SELECT 1 FROM " + list, nesting);
        if (!(st instanceof Delete d) || !(from instanceof PlainSelect ps)) {
            return null;
        }
        List<Join> joins = new ArrayList<>();
        Join first = new Join();
        first.setSimple(true);
        first.setRightItem(ps.getFromItem());
        joins.add(first);
        if (ps.getJoins() != null) {
            joins.addAll(ps.getJoins());
        }
        d.setJoins(joins);
        return d;
    }
}

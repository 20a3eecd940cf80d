package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * The text is scanned as PostgreSQL's lexer would (quotes, dollar quotes, comments, parentheses).
 */
final class DeleteUsingItems {
    private DeleteUsingItems() {
    }

    /** The statement, or null when {@code sql} is not a DELETE with a top-level USING clause. */
    static Statement parse(String sql, int nesting) throws ParseException {
        List<int[]> words = topLevelWords(sql);
        int delete = find(sql, words, 0, "delete");
        int using = delete < 0 ? -1 : find(sql, words, delete + 1, "using");
        if (using < 0) {
            return null;
        }
        int end = sql.length();
        int after = find(sql, words, using + 1, "where");
        if (after < 0) {
            after = find(sql, words, using + 1, "returning");
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

    private static int find(String sql, List<int[]> words, int from, String word) {
        for (int i = from; i < words.size(); i++) {
            int[] w = words.get(i);
            if (w[1] - w[0] == word.length() && sql.substring(w[0], w[1]).toLowerCase(Locale.ROOT).equals(word)) {
                return i;
            }
        }
        return -1;
    }

    /** Start and end of every unquoted word outside parentheses. */
    private static List<int[]> topLevelWords(String s) {
        List<int[]> out = new ArrayList<>();
        int depth = 0;
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '-' && i + 1 < n && s.charAt(i + 1) == '-') {
                int nl = s.indexOf('\n', i);
                i = nl < 0 ? n : nl + 1;
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                i = skipBlockComment(s, i);
            } else if (c == '\'' || c == '"') {
                boolean backslashes = c == '\'' && i > 0 && (s.charAt(i - 1) == 'E' || s.charAt(i - 1) == 'e');
                i = skipQuoted(s, i, c, backslashes);
            } else if (c == '$' && dollarTag(s, i) != null) {
                String tag = dollarTag(s, i);
                int close = s.indexOf(tag, i + tag.length());
                i = close < 0 ? n : close + tag.length();
            } else if (c == '(') {
                depth++;
                i++;
            } else if (c == ')') {
                depth--;
                i++;
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_' || s.charAt(i) == '$')) {
                    i++;
                }
                if (depth == 0) {
                    out.add(new int[] {start, i});
                }
            } else {
                i++;
            }
        }
        return out;
    }

    private static int skipBlockComment(String s, int i) {
        int depth = 0;
        while (i < s.length()) {
            if (s.startsWith("/*", i)) {
                depth++;
                i += 2;
            } else if (s.startsWith("*/", i)) {
                i += 2;
                if (--depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return i;
    }

    private static int skipQuoted(String s, int i, char quote, boolean backslashes) {
        i++;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (backslashes && c == '\\') {
                i += 2;
            } else if (c == quote) {
                if (i + 1 < s.length() && s.charAt(i + 1) == quote) {
                    i += 2;
                } else {
                    return i + 1;
                }
            } else {
                i++;
            }
        }
        return i;
    }

    /** The dollar-quote tag starting at {@code i} ({@code $$} or {@code $name$}), or null. */
    private static String dollarTag(String s, int i) {
        int j = i + 1;
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        if (j < s.length() && s.charAt(j) == '$' && (j == i + 1 || !Character.isDigit(s.charAt(i + 1)))) {
            return s.substring(i, j + 1);
        }
        return null;
    }
}

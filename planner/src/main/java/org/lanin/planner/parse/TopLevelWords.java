package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of a statement that stand outside parentheses, quotes, dollar quotes and comments,
 * found as PostgreSQL's lexer would: where the clauses of a statement JSqlParser refuses begin,
 * so that {@link DeleteUsingItems} and {@link MergeClauses} can cut them apart.
 */
final class TopLevelWords {
    private TopLevelWords() {
    }

    /** The index in {@code words} of the first {@code word} (lower case) from {@code from} on, or -1. */
    static int find(String sql, List<int[]> words, int from, String word) {
        for (int i = from; i < words.size(); i++) {
            int[] w = words.get(i);
            if (w[1] - w[0] == word.length() && sql.substring(w[0], w[1]).toLowerCase(Locale.ROOT).equals(word)) {
                return i;
            }
        }
        return -1;
    }

    /** Start and end of every unquoted word outside parentheses, comments, quotes and dollar quotes. */
    static List<int[]> of(String s) {
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

package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;

/**
 * A rough SQL tokenizer for the runner's own questions about a statement (where its ORDER BY is):
 * comments are dropped, quoted strings and identifiers, dollar-quoted bodies and whole parenthesised
 * groups are single tokens, words keep their dots ({@code t.col}).
 */
final class SqlTokens {
    private SqlTokens() {
    }

    static List<String> topLevel(String sql) {
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            int end;
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            } else if (sql.startsWith("--", i)) {
                int nl = sql.indexOf('\n', i);
                i = nl < 0 ? n : nl + 1;
                continue;
            } else if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 2;
                continue;
            } else if (c == '\'' || c == '"') {
                end = quotedEnd(sql, i, c);
            } else if (c == '(') {
                end = groupEnd(sql, i);
            } else if (PsqlScript.identifierChar(c) || c == '.') {
                end = i;
                while (end < n && (PsqlScript.identifierChar(sql.charAt(end)) || sql.charAt(end) == '.')) {
                    end++;
                }
            } else {
                end = i + 1;
            }
            out.add(sql.substring(i, end));
            i = end;
        }
        return out;
    }

    private static int quotedEnd(String s, int i, char q) {
        int j = i + 1;
        while (j < s.length()) {
            if (s.charAt(j) == q) {
                if (j + 1 < s.length() && s.charAt(j + 1) == q) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return s.length();
    }

    private static int groupEnd(String s, int i) {
        int depth = 0;
        int j = i;
        while (j < s.length()) {
            char c = s.charAt(j);
            if (c == '\'' || c == '"') {
                j = quotedEnd(s, j, c);
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return j + 1;
            }
            j++;
        }
        return s.length();
    }
}

package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Tokens of a DDL statement with their source positions, so expression text can be cut out verbatim
 * (also used to map a view's column names in DML through the view: org.lanin.planner.plan.ViewColumnMap).
 */
public final class DdlLexer {
    public enum Kind { WORD, QUOTED, STRING, NUMBER, SYMBOL }

    public record Token(Kind kind, String text, int start, int end) {
        public boolean is(String word) {
            return kind == Kind.WORD && text.equals(word);
        }

        public boolean isSymbol(String s) {
            return kind == Kind.SYMBOL && text.equals(s);
        }
    }

    private DdlLexer() {
    }

    public static List<Token> lex(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '-' && i + 1 < n && s.charAt(i + 1) == '-') {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (c == '\'' || ((c == 'E' || c == 'e') && i + 1 < n && s.charAt(i + 1) == '\'')) {
                int start = i;
                int j = c == '\'' ? i + 1 : i + 2;
                while (j < n) {
                    if (s.charAt(j) == '\\' && c != '\'') {
                        j += 2;
                        continue;
                    }
                    if (s.charAt(j) == '\'') {
                        if (j + 1 < n && s.charAt(j + 1) == '\'') {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j++;
                }
                out.add(new Token(Kind.STRING, s.substring(start, Math.min(j + 1, n)), start, Math.min(j + 1, n)));
                i = j + 1;
            } else if (c == '"') {
                int j = i + 1;
                StringBuilder b = new StringBuilder();
                while (j < n && (s.charAt(j) != '"' || (j + 1 < n && s.charAt(j + 1) == '"'))) {
                    if (s.charAt(j) == '"') {
                        j++;
                    }
                    b.append(s.charAt(j++));
                }
                out.add(new Token(Kind.QUOTED, b.toString(), i, Math.min(j + 1, n)));
                i = j + 1;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_' || s.charAt(j) == '$')) {
                    j++;
                }
                out.add(new Token(Kind.WORD, s.substring(i, j).toLowerCase(Locale.ROOT), i, j));
                i = j;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < n && (Character.isDigit(s.charAt(j)) || s.charAt(j) == '.')) {
                    j++;
                }
                out.add(new Token(Kind.NUMBER, s.substring(i, j), i, j));
                i = j;
            } else if (c == ':' && i + 1 < n && s.charAt(i + 1) == ':') {
                out.add(new Token(Kind.SYMBOL, "::", i, i + 2));
                i += 2;
            } else {
                out.add(new Token(Kind.SYMBOL, String.valueOf(c), i, i + 1));
                i++;
            }
        }
        return out;
    }
}

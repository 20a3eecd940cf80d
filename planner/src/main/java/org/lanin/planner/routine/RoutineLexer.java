package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Tokens of routine DDL and PL/pgSQL text with their source positions (so embedded SQL is cut
 * out verbatim). Unlike the DDL lexer it reads dollar quotes ({@code $$...$$}, {@code $tag$...$tag$})
 * and positional parameters ({@code $1}).
 */
public final class RoutineLexer {
    public enum Kind { WORD, QUOTED, STRING, DOLLAR, NUMBER, PARAM, SYMBOL }

    /** {@code text}: a word lower-cased, a string's or dollar quote's value, a quoted name unquoted. */
    public record Token(Kind kind, String text, int start, int end) {
        public boolean is(String word) {
            return kind == Kind.WORD && text.equals(word);
        }

        public boolean isSymbol(String s) {
            return kind == Kind.SYMBOL && text.equals(s);
        }

        public boolean isName() {
            return kind == Kind.WORD || kind == Kind.QUOTED;
        }
    }

    private RoutineLexer() {
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
                i = string(s, i, c != '\'', out);
            } else if (c == '$') {
                i = dollar(s, i, out);
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
                while (j < n && (Character.isDigit(s.charAt(j)) || (s.charAt(j) == '.' && !(j + 1 < n && s.charAt(j + 1) == '.')))) {
                    j++;
                }
                out.add(new Token(Kind.NUMBER, s.substring(i, j), i, j));
                i = j;
            } else {
                String two = i + 1 < n ? s.substring(i, i + 2) : "";
                if (two.equals("::") || two.equals(":=") || two.equals("..") || two.equals("<>") || two.equals("<=")
                        || two.equals(">=") || two.equals("!=") || two.equals("||") || two.equals("=>")) {
                    out.add(new Token(Kind.SYMBOL, two, i, i + 2));
                    i += 2;
                } else {
                    out.add(new Token(Kind.SYMBOL, String.valueOf(c), i, i + 1));
                    i++;
                }
            }
        }
        return out;
    }

    private static int string(String s, int i, boolean escapes, List<Token> out) {
        int n = s.length();
        int j = escapes ? i + 2 : i + 1;
        StringBuilder b = new StringBuilder();
        while (j < n) {
            char c = s.charAt(j);
            if (c == '\\' && escapes && j + 1 < n) {
                b.append(s.charAt(j + 1));
                j += 2;
                continue;
            }
            if (c == '\'') {
                if (j + 1 < n && s.charAt(j + 1) == '\'') {
                    b.append('\'');
                    j += 2;
                    continue;
                }
                break;
            }
            b.append(c);
            j++;
        }
        if (j >= n) {
            throw org.lanin.engine.error.LaninException.of(RoutineMsg.SYNTAX_END);
        }
        out.add(new Token(Kind.STRING, b.toString(), i, j + 1));
        return j + 1;
    }

    /** {@code $n} a parameter; {@code $tag$ ... $tag$} a dollar-quoted string. */
    private static int dollar(String s, int i, List<Token> out) {
        int n = s.length();
        int j = i + 1;
        if (j < n && Character.isDigit(s.charAt(j))) {
            while (j < n && Character.isDigit(s.charAt(j))) {
                j++;
            }
            out.add(new Token(Kind.PARAM, s.substring(i + 1, j), i, j));
            return j;
        }
        while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        if (j >= n || s.charAt(j) != '$') {
            out.add(new Token(Kind.SYMBOL, "$", i, i + 1));
            return i + 1;
        }
        String tag = s.substring(i, j + 1);
        int end = s.indexOf(tag, j + 1);
        if (end < 0) {
            throw org.lanin.engine.error.LaninException.of(RoutineMsg.SYNTAX_END);
        }
        out.add(new Token(Kind.DOLLAR, s.substring(j + 1, end), i, end + tag.length()));
        return end + tag.length();
    }
}

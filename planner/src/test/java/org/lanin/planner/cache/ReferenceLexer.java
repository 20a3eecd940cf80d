package org.lanin.planner.cache;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.planner.cache.SqlToken.Kind;

/**
 * PostgreSQL's lexical rules, and nothing more: strings ('' doubling, E'' backslash escapes,
 * dollar quotes), quoted identifiers, nested comments, numbers, parameters ({@code ?},
 * {@code $n}) and operators (a multi-character operator does not end in + or - unless it
 * holds one of ~!@#%^&|`, as in scan.l). Signs are operators: {@code x-1} is x, -, 1.
 * Returns null where the text does not lex (unterminated quote or comment): the real parser
 * then reports the error.
 */
final class ReferenceLexer {
    private static final String OP_CHARS = "+-*/<>=~!@#%^&|`";
    private final String s;
    private final int n;
    private final List<SqlToken> out = new ArrayList<>();
    private int i;
    private int markers;

    private ReferenceLexer(String s) {
        this.s = s;
        this.n = s.length();
    }

    /** The tokens of {@code sql}, or null when it does not lex. */
    static List<SqlToken> lex(String sql) {
        ReferenceLexer l = new ReferenceLexer(sql);
        return l.run() ? l.out : null;
    }

    private boolean run() {
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '-' && peek(1) == '-') {
                int nl = s.indexOf('\n', i);
                i = nl < 0 ? n : nl + 1;
            } else if (c == '/' && peek(1) == '*') {
                if (!blockComment()) {
                    return false;
                }
            } else if (!token(c)) {
                return false;
            }
        }
        return true;
    }

    private boolean token(char c) {
        if (c == '\'') {
            return quoted(i, false, Kind.STRING);
        }
        if (c == '"') {
            return quotedIdent();
        }
        if (Character.isLetter(c) || c == '_') {
            return word();
        }
        if (Character.isDigit(c) || (c == '.' && Character.isDigit(peek(1)))) {
            number();
            return true;
        }
        if (c == '$') {
            return dollar();
        }
        if (c == '?' && peek(1) == '?') { // pgJDBC's ?? ??| ??&: the jsonb operators, not markers
            int n = peek(2) == '|' || peek(2) == '&' ? 3 : 2;
            add(Kind.OP, s.substring(i, i + n), n);
            return true;
        }
        if (c == '@' && peek(1) == '?') { // jsonb @? jsonpath (pgJDBC's @?? in prepared statements)
            int n = peek(2) == '?' ? 3 : 2;
            add(Kind.OP, s.substring(i, i + n), n);
            return true;
        }
        if (c == '?') {
            param(i + 1);
            return true;
        }
        return punctuation(c);
    }

    private boolean punctuation(char c) {
        switch (c) {
            case '(' -> add(Kind.LPAREN, "(", 1);
            case ')' -> add(Kind.RPAREN, ")", 1);
            case ',' -> add(Kind.COMMA, ",", 1);
            case ';' -> add(Kind.SEMI, ";", 1);
            case '.' -> add(Kind.DOT, ".", 1);
            case ':' -> {
                if (peek(1) == ':') {
                    add(Kind.CAST, "::", 2);
                } else {
                    add(Kind.OP, ":", 1);
                }
            }
            default -> {
                if (OP_CHARS.indexOf(c) >= 0) {
                    operator();
                } else {
                    add(Kind.OP, String.valueOf(c), 1);
                }
            }
        }
        return true;
    }

    private void add(Kind k, String text, int length) {
        out.add(new SqlToken(k, text, null));
        i += length;
    }

    private char peek(int ahead) {
        return i + ahead < n ? s.charAt(i + ahead) : '\0';
    }

    private boolean blockComment() {
        int depth = 0;
        while (i < n) {
            if (s.startsWith("/*", i)) {
                depth++;
                i += 2;
            } else if (s.startsWith("*/", i)) {
                depth--;
                i += 2;
                if (depth == 0) {
                    return true;
                }
            } else {
                i++;
            }
        }
        return false;
    }

    /** A '...' string starting at the quote; {@code escapes} for E'...' (backslash escapes the next character). */
    private boolean quoted(int start, boolean escapes, Kind kind) {
        StringBuilder v = new StringBuilder();
        int j = i + 1;
        while (j < n) {
            char c = s.charAt(j);
            if (escapes && c == '\\' && j + 1 < n) {
                v.append(c).append(s.charAt(j + 1));
                j += 2;
            } else if (c == '\'') {
                if (j + 1 < n && s.charAt(j + 1) == '\'') {
                    v.append(escapes ? "\\'" : "'");
                    j += 2;
                } else {
                    out.add(new SqlToken(kind, s.substring(start, j + 1),
                            escapes ? new Escaped(v.toString()) : v.toString()));
                    i = j + 1;
                    return true;
                }
            } else {
                v.append(c);
                j++;
            }
        }
        return false;
    }

    /** The raw body of an E'...' string, still to be unescaped. */
    record Escaped(String body) {
    }

    private boolean quotedIdent() {
        int j = i + 1;
        while (j < n) {
            if (s.charAt(j) == '"') {
                if (j + 1 < n && s.charAt(j + 1) == '"') {
                    j += 2;
                    continue;
                }
                out.add(new SqlToken(Kind.QUOTED_IDENT, s.substring(i, j + 1), null));
                i = j + 1;
                return true;
            }
            j++;
        }
        return false;
    }

    private boolean word() {
        int j = i;
        while (j < n && isIdentChar(s.charAt(j))) {
            j++;
        }
        String w = s.substring(i, j).toLowerCase(Locale.ROOT);
        char next = j < n ? s.charAt(j) : '\0';
        if (next == '\'' && w.length() == 1 && "ebxn".indexOf(w.charAt(0)) >= 0) {
            int start = i;
            i = j;
            return quoted(start, w.equals("e"), w.equals("e") ? Kind.STRING : Kind.KEPT);
        }
        if (w.equals("u") && next == '&' && j + 1 < n && s.charAt(j + 1) == '\'') {
            int start = i;
            i = j + 1;
            return quoted(start, false, Kind.KEPT);
        }
        out.add(new SqlToken(Kind.WORD, w, null));
        i = j;
        return true;
    }

    private static boolean isIdentChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    private void number() {
        int j = i;
        if (s.charAt(j) == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
            j += 2;
            while (j < n && Character.digit(s.charAt(j), 16) >= 0) {
                j++;
            }
            out.add(new SqlToken(Kind.KEPT, s.substring(i, j), null));
            i = j;
            return;
        }
        j = digits(j);
        if (j < n && s.charAt(j) == '.' && !(j + 1 < n && s.charAt(j + 1) == '.')) {
            j = digits(j + 1);
        }
        if (j < n && (s.charAt(j) == 'e' || s.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < n && (s.charAt(k) == '+' || s.charAt(k) == '-')) {
                k++;
            }
            if (k < n && Character.isDigit(s.charAt(k))) {
                j = digits(k);
            }
        }
        String text = s.substring(i, j);
        out.add(new SqlToken(Kind.NUMBER, text, text));
        i = j;
    }

    private int digits(int j) {
        while (j < n && Character.isDigit(s.charAt(j))) {
            j++;
        }
        return j;
    }

    /** {@code $n} parameter, or a {@code $tag$...$tag$} string. */
    private boolean dollar() {
        if (Character.isDigit(peek(1))) {
            param(i + 1);
            return true;
        }
        int j = i + 1;
        while (j < n && s.charAt(j) != '$' && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        if (j >= n || s.charAt(j) != '$') {
            add(Kind.OP, "$", 1);
            return true;
        }
        String tag = s.substring(i, j + 1);
        int end = s.indexOf(tag, j + 1);
        if (end < 0) {
            return false;
        }
        out.add(new SqlToken(Kind.STRING, s.substring(i, end + tag.length()), s.substring(j + 1, end)));
        i = end + tag.length();
        return true;
    }

    /** {@code $n} or {@code ?n} take their number; a bare {@code ?} is numbered by position, as JSqlParser does. */
    private void param(int digitsFrom) {
        int j = digits(digitsFrom);
        markers++;
        int number = j > digitsFrom ? Integer.parseInt(s.substring(digitsFrom, Math.min(j, digitsFrom + 9))) : markers;
        out.add(new SqlToken(Kind.PARAM, s.substring(i, j), number));
        i = j;
    }

    private void operator() {
        int j = i;
        while (j < n && OP_CHARS.indexOf(s.charAt(j)) >= 0) {
            if (j > i && (s.startsWith("--", j) || s.startsWith("/*", j))) {
                break;
            }
            j++;
        }
        String op = s.substring(i, j);
        if (op.length() > 1 && (op.endsWith("+") || op.endsWith("-")) && !hasSpecial(op)) {
            int k = op.length();
            while (k > 1 && (op.charAt(k - 1) == '+' || op.charAt(k - 1) == '-')) {
                k--;
            }
            op = op.substring(0, k);
        }
        add(Kind.OP, op, op.length());
    }

    private static boolean hasSpecial(String op) {
        for (char c : op.toCharArray()) {
            if ("~!@#%^&|`".indexOf(c) >= 0) {
                return true;
            }
        }
        return false;
    }
}

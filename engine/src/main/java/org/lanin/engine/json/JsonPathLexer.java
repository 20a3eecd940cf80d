package org.lanin.engine.json;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;

/**
 * The tokens of a jsonpath (PostgreSQL's {@code jsonpath_scan.l}): strings with JSON's escapes
 * and the backslash-x and backslash-u forms (four digits or braces); numbers ({@code 1}, {@code 1.5}, {@code .5}, {@code 1e2});
 * {@code $}, {@code $name}, {@code $"name"}, {@code @}; identifiers (keywords among them, matched
 * case-insensitively by the parser) and the operators. Errors are 42601 as PostgreSQL's.
 */
final class JsonPathLexer {
    enum T { END, STRING, NUMBER, IDENT, VARIABLE, ROOT, CURRENT, PUNCT }

    record Tok(T type, String text) {
        boolean is(String punct) {
            return type == T.PUNCT && text.equals(punct);
        }

        boolean isWord(String keyword) {
            return type == T.IDENT && text.equalsIgnoreCase(keyword);
        }
    }

    private static final String SPECIAL = "?%$.[]{}()|&!=<>@#,*:-+/\\\" \t\n\r\f";
    private static final List<String> OPERATORS = List.of("&&", "||", "**", "<=", ">=", "==", "<>", "!=",
            "!", "<", ">", "(", ")", "[", "]", "{", "}", ",", ".", "*", "+", "-", "/", "%", "?", ":");

    private final String s;
    private int i;

    private JsonPathLexer(String s) {
        this.s = s;
    }

    static List<Tok> tokens(String text) {
        JsonPathLexer l = new JsonPathLexer(text);
        List<Tok> out = new ArrayList<>();
        Tok t;
        do {
            t = l.next();
            out.add(t);
        } while (t.type != T.END);
        return out;
    }

    private Tok next() {
        while (i < s.length() && " \t\n\r\f".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        if (i >= s.length()) {
            return new Tok(T.END, "");
        }
        char c = s.charAt(i);
        if (c == '"') {
            i++;
            return new Tok(T.STRING, string());
        }
        if (Character.isDigit(c) || c == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))) {
            return new Tok(T.NUMBER, number());
        }
        if (c == '$') {
            i++;
            if (i < s.length() && s.charAt(i) == '"') {
                i++;
                return new Tok(T.VARIABLE, string());
            }
            String name = identifier();
            return name.isEmpty() ? new Tok(T.ROOT, "$") : new Tok(T.VARIABLE, name);
        }
        if (c == '@') {
            i++;
            return new Tok(T.CURRENT, "@");
        }
        for (String op : OPERATORS) {
            if (s.startsWith(op, i)) {
                i += op.length();
                return new Tok(T.PUNCT, op);
            }
        }
        String word = identifier();
        if (word.isEmpty()) {
            throw syntax(String.valueOf(c));
        }
        return new Tok(T.IDENT, word);
    }

    private String identifier() {
        int start = i;
        while (i < s.length() && SPECIAL.indexOf(s.charAt(i)) < 0) {
            i++;
        }
        return s.substring(start, i);
    }

    private String number() {
        int start = i;
        digits();
        if (i - start > 1 && s.charAt(start) == '0') {
            throw syntax(s.substring(start, i)); // an integer part is 0 or starts with 1-9
        }
        if (i < s.length() && s.charAt(i) == '.') {
            i++;
            digits();
        }
        if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int d = i;
            digits();
            if (d == i) {
                throw syntax(s.substring(start, i));
            }
        }
        if (i < s.length() && SPECIAL.indexOf(s.charAt(i)) < 0) {
            throw syntax(s.substring(start, i + 1)); // trailing junk after a numeric literal
        }
        return s.substring(start, i);
    }

    private void digits() {
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
    }

    private String string() {
        StringBuilder b = new StringBuilder();
        while (i < s.length()) {
            char c = s.charAt(i++);
            if (c == '"') {
                return b.toString();
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            if (i >= s.length()) {
                break;
            }
            char e = s.charAt(i++);
            switch (e) {
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'v' -> b.append('\u000B');
                case 'x' -> b.appendCodePoint(hex(2, 2));
                case 'u' -> unicode(b);
                default -> b.append(e);
            }
        }
        throw LaninException.of(JsonMsg.JSONPATH_UNTERMINATED_STRING);
    }

    private void unicode(StringBuilder b) {
        if (i < s.length() && s.charAt(i) == '{') {
            i++;
            int cp = hex(1, 6);
            if (i >= s.length() || s.charAt(i++) != '}') {
                throw LaninException.of(JsonMsg.JSONPATH_INVALID_UNICODE);
            }
            b.appendCodePoint(cp);
        } else {
            b.append((char) hex(4, 4));
        }
    }

    private int hex(int min, int max) {
        int start = i;
        while (i < s.length() && i - start < max && Character.digit(s.charAt(i), 16) >= 0) {
            i++;
        }
        if (i - start < min) {
            throw LaninException.of(JsonMsg.JSONPATH_INVALID_UNICODE);
        }
        int cp = Integer.parseInt(s.substring(start, i), 16);
        if (cp == 0) {
            throw LaninException.of(JsonMsg.UNSUPPORTED_UNICODE_ESCAPE);
        }
        return cp;
    }

    static LaninException syntax(String near) {
        return near.isEmpty() ? LaninException.of(JsonMsg.JSONPATH_SYNTAX_AT_END)
                : LaninException.of(JsonMsg.JSONPATH_SYNTAX, near);
    }
}

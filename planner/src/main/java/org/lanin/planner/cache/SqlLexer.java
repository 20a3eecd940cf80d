package org.lanin.planner.cache;

import java.util.Arrays;

/**
 * PostgreSQL's lexical rules, and nothing more: strings ('' doubling, E'' backslash escapes,
 * dollar quotes), quoted identifiers, nested comments, numbers, parameters ({@code ?},
 * {@code $n}) and operators (a multi-character operator does not end in + or - unless it
 * holds one of ~!@#%^&|`, as in scan.l). Signs are operators: {@code x-1} is x, -, 1.
 *
 * <p>It runs on every literal statement, so tokens are offsets into the text held in parallel
 * arrays: no token objects, no substrings; words carry their {@link WordClass} flags and
 * parameters their number. {@link #lex} returns null where the text does not lex
 * (unterminated quote or comment): the real parser then reports the error.
 */
final class SqlLexer {
    static final byte WORD = 0;
    static final byte QUOTED_IDENT = 1;
    /** A quoted string that may become a parameter: '...', E'...', $$...$$. */
    static final byte STRING = 2;
    /** A literal never extracted: B'..', X'..', N'..', U&'..', 0x1F. */
    static final byte KEPT = 3;
    static final byte NUMBER = 4;
    /** {@code ?} or {@code $n}; info is the parameter number. */
    static final byte PARAM = 5;
    static final byte OP = 6;
    static final byte LPAREN = 7;
    static final byte RPAREN = 8;
    static final byte COMMA = 9;
    static final byte SEMI = 10;
    /** {@code ::} */
    static final byte CAST = 11;
    static final byte DOT = 12;

    private static final byte C_SPACE = 1;
    private static final byte C_IDENT_START = 2;
    private static final byte C_IDENT = 4;
    private static final byte C_DIGIT = 8;
    private static final byte C_OP = 16;
    private static final byte C_SPECIAL_OP = 32;
    private static final byte[] ASCII = new byte[128];

    static {
        for (char c = 0; c < 128; c++) {
            int f = Character.isWhitespace(c) ? C_SPACE : 0;
            if (Character.isLetter(c) || c == '_') {
                f |= C_IDENT_START;
            }
            if (Character.isLetterOrDigit(c) || c == '_' || c == '$') {
                f |= C_IDENT;
            }
            if (c >= '0' && c <= '9') {
                f |= C_DIGIT;
            }
            if ("+-*/<>=~!@#%^&|`".indexOf(c) >= 0) {
                f |= C_OP;
            }
            if ("~!@#%^&|`".indexOf(c) >= 0) {
                f |= C_SPECIAL_OP;
            }
            ASCII[c] = (byte) f;
        }
    }

    final String s;
    private final int n;
    byte[] kind;
    int[] start;
    int[] end;
    /** WORD: its WordClass flags (none for a word with a non-ASCII letter); PARAM: its number. */
    int[] info;
    int count;
    /** Tokens that may become markers (numbers, strings, parameters). */
    int candidates;
    private int i;
    private int markers;
    /** Where lexing stopped: the start of the unterminated quote or comment, or -1 when it did not stop. */
    int errorAt = -1;

    private SqlLexer(String s) {
        this.s = s;
        this.n = s.length();
        int capacity = Math.max(16, n / 3);
        kind = new byte[capacity];
        start = new int[capacity];
        end = new int[capacity];
        info = new int[capacity];
    }

    /** The tokens of {@code sql}, or null when it does not lex. */
    static SqlLexer lex(String sql) {
        SqlLexer l = new SqlLexer(sql);
        return l.run() ? l : null;
    }

    /** The tokens of {@code sql} up to where it stops lexing ({@link #errorAt}, -1 if it does not). */
    static SqlLexer lexPrefix(String sql) {
        SqlLexer l = new SqlLexer(sql);
        l.run();
        return l;
    }

    private static boolean has(char c, byte flag) {
        return c < 128 && (ASCII[c] & flag) != 0;
    }

    private static boolean isSpace(char c) {
        return c < 128 ? (ASCII[c] & C_SPACE) != 0 : Character.isWhitespace(c);
    }

    private static boolean isIdentStart(char c) {
        return c < 128 ? (ASCII[c] & C_IDENT_START) != 0 : Character.isLetter(c);
    }

    private static boolean isIdent(char c) {
        return c < 128 ? (ASCII[c] & C_IDENT) != 0 : Character.isLetterOrDigit(c);
    }

    /** Character.isDigit, as the scan has always used: other scripts' digits too. */
    static boolean isDigit(char c) {
        return c < 128 ? (ASCII[c] & C_DIGIT) != 0 : Character.isDigit(c);
    }

    private boolean run() {
        while (i < n) {
            char c = s.charAt(i);
            int at = i;
            if (isSpace(c)) {
                i++;
            } else if (c == '-' && peek(1) == '-') {
                int nl = s.indexOf('\n', i);
                i = nl < 0 ? n : nl + 1;
            } else if (c == '/' && peek(1) == '*') {
                if (!blockComment()) {
                    errorAt = at;
                    return false;
                }
            } else if (!token(c)) {
                errorAt = at;
                return false;
            }
        }
        return true;
    }

    private boolean token(char c) {
        if (c == '\'') {
            return quoted(i, false, STRING);
        }
        if (c == '"') {
            return quotedIdent();
        }
        if (isIdentStart(c)) {
            return word();
        }
        if (isDigit(c) || (c == '.' && isDigit(peek(1)))) {
            number();
            return true;
        }
        if (c == '$') {
            return dollar();
        }
        if (c == '?' && peek(1) == '?') {
            // pgJDBC's escape for the jsonb operators ? ?| ?& in prepared statements: an operator, not two markers
            add(OP, i + (peek(2) == '|' || peek(2) == '&' ? 3 : 2), 0);
            return true;
        }
        if (c == '@' && peek(1) == '?') {
            // jsonb @? jsonpath (pgJDBC spells it @?? in prepared statements): one operator
            add(OP, i + (peek(2) == '?' ? 3 : 2), 0);
            return true;
        }
        if (c == '?') {
            param(i + 1);
            return true;
        }
        punctuation(c);
        return true;
    }

    private void punctuation(char c) {
        switch (c) {
            case '(' -> add(LPAREN, i + 1, 0);
            case ')' -> add(RPAREN, i + 1, 0);
            case ',' -> add(COMMA, i + 1, 0);
            case ';' -> add(SEMI, i + 1, 0);
            case '.' -> add(DOT, i + 1, 0);
            case ':' -> add(peek(1) == ':' ? CAST : OP, peek(1) == ':' ? i + 2 : i + 1, 0);
            default -> {
                if (has(c, C_OP)) {
                    operator();
                } else {
                    add(OP, i + 1, 0);
                }
            }
        }
    }

    /** Adds the token {@code [i, to)} and moves past it. */
    private void add(byte k, int to, int inf) {
        if (count == kind.length) {
            int grown = count * 2;
            kind = Arrays.copyOf(kind, grown);
            start = Arrays.copyOf(start, grown);
            end = Arrays.copyOf(end, grown);
            info = Arrays.copyOf(info, grown);
        }
        kind[count] = k;
        start[count] = i;
        end[count] = to;
        info[count] = inf;
        count++;
        if (k == STRING || k == NUMBER || k == PARAM) {
            candidates++;
        }
        i = to;
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

    /** A quoted string whose opening quote is at {@code i}; the token starts at {@code from} (a prefix). */
    private boolean quoted(int from, boolean escapes, byte k) {
        int close = escapes ? escapedStringEnd() : plainStringEnd(s, i);
        if (close < 0) {
            return false;
        }
        i = from;
        add(k, close, 0);
        return true;
    }

    /** E'...': a backslash escapes the next character. */
    private int escapedStringEnd() {
        int j = i + 1;
        while (j < n) {
            char c = s.charAt(j);
            if (c == '\\' && j + 1 < n) {
                j += 2;
            } else if (c == '\'') {
                if (j + 1 < n && s.charAt(j + 1) == '\'') {
                    j += 2;
                } else {
                    return j + 1;
                }
            } else {
                j++;
            }
        }
        return -1;
    }

    private boolean quotedIdent() {
        int j = i + 1;
        while (j < n) {
            if (s.charAt(j) == '"') {
                if (j + 1 < n && s.charAt(j + 1) == '"') {
                    j += 2;
                    continue;
                }
                add(QUOTED_IDENT, j + 1, 0);
                return true;
            }
            j++;
        }
        return false;
    }

    private boolean word() {
        int j = i;
        boolean ascii = true;
        while (j < n && isIdent(s.charAt(j))) {
            ascii &= s.charAt(j) < 128;
            j++;
        }
        char next = j < n ? s.charAt(j) : '\0';
        if (j == i + 1 && next == '\'') {
            char w = Character.toLowerCase(s.charAt(i));
            if (w == 'e' || w == 'b' || w == 'x' || w == 'n') {
                int from = i;
                i = j;
                return quoted(from, w == 'e', w == 'e' ? STRING : KEPT);
            }
        }
        if (j == i + 1 && (s.charAt(i) == 'u' || s.charAt(i) == 'U') && next == '&' && j + 1 < n
                && s.charAt(j + 1) == '\'') {
            int from = i;
            i = j + 1;
            return quoted(from, false, KEPT);
        }
        add(WORD, j, ascii ? WordClass.of(s, i, j) : 0);
        return true;
    }

    private void number() {
        if (s.charAt(i) == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
            int j = i + 2;
            while (j < n && Character.digit(s.charAt(j), 16) >= 0) {
                j++;
            }
            add(KEPT, j, 0);
            return;
        }
        add(NUMBER, numberEnd(s, i), 0);
    }

    /** The end of the decimal number starting at {@code from}: digits, a fraction, an exponent. */
    static int numberEnd(String s, int from) {
        int n = s.length();
        int j = digits(s, from);
        if (j < n && s.charAt(j) == '.' && !(j + 1 < n && s.charAt(j + 1) == '.')) {
            j = digits(s, j + 1);
        }
        if (j < n && (s.charAt(j) == 'e' || s.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < n && (s.charAt(k) == '+' || s.charAt(k) == '-')) {
                k++;
            }
            if (k < n && isDigit(s.charAt(k))) {
                j = digits(s, k);
            }
        }
        return j;
    }

    private static int digits(String s, int j) {
        while (j < s.length() && isDigit(s.charAt(j))) {
            j++;
        }
        return j;
    }

    /** The end (after the closing quote) of the standard string whose opening quote is at {@code quote}, or -1. */
    static int plainStringEnd(String s, int quote) {
        int n = s.length();
        int j = quote + 1;
        while (j < n) {
            if (s.charAt(j) == '\'') {
                if (j + 1 < n && s.charAt(j + 1) == '\'') {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return -1;
    }

    private int digits(int j) {
        return digits(s, j);
    }

    /** {@code $n} parameter, or a {@code $tag$...$tag$} string. */
    private boolean dollar() {
        if (isDigit(peek(1))) {
            param(i + 1);
            return true;
        }
        int j = i + 1;
        while (j < n && s.charAt(j) != '$' && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        if (j >= n || s.charAt(j) != '$') {
            add(OP, i + 1, 0);
            return true;
        }
        String tag = s.substring(i, j + 1);
        int close = s.indexOf(tag, j + 1);
        if (close < 0) {
            return false;
        }
        add(STRING, close + tag.length(), 0);
        return true;
    }

    /** {@code $n} or {@code ?n} take their number; a bare {@code ?} is numbered by position, as JSqlParser does. */
    private void param(int digitsFrom) {
        int j = digits(digitsFrom);
        markers++;
        int number = j > digitsFrom ? Integer.parseInt(s.substring(digitsFrom, Math.min(j, digitsFrom + 9))) : markers;
        add(PARAM, j, number);
    }

    private void operator() {
        int j = i;
        boolean special = false;
        while (j < n && has(s.charAt(j), C_OP)) {
            if (j > i && (s.startsWith("--", j) || s.startsWith("/*", j))) {
                break;
            }
            special |= has(s.charAt(j), C_SPECIAL_OP);
            j++;
        }
        if (j - i > 1 && !special) {
            while (j - i > 1 && (s.charAt(j - 1) == '+' || s.charAt(j - 1) == '-')) {
                j--;
            }
        }
        add(OP, j, 0);
    }
}

package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.CAST;
import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.DOT;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.NUMBER;
import static org.lanin.planner.cache.SqlLexer.PARAM;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.SEMI;
import static org.lanin.planner.cache.SqlLexer.STRING;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.lanin.planner.bind.EscapeStrings;

/**
 * Tokens to normalised text. Literals become markers except where they decide the plan's
 * shape or a name: a literal followed by {@code ::} or inside {@code CAST(lit AS ...)}, a
 * string after a word that is not an expression keyword ({@code date '...'},
 * {@code interval '1 day'}, {@code LIKE 'a%'}, {@code ESCAPE '\'}), ORDER BY and GROUP BY
 * items (positions and the text GROUP BY keys are matched by), type modifiers
 * ({@code numeric(10,2)}), sequence names ({@code nextval('s')}) and integers beyond bigint.
 * NULL, TRUE and FALSE are words and stay. Only SELECT, INSERT, UPDATE, DELETE, VALUES and
 * WITH are normalised. Spacing is canonical, so whitespace and comments do not matter.
 *
 * <p>This is on the path of every literal statement: one pass over the lexer's arrays,
 * appending straight to the output, with the cache key's type signature built alongside.
 */
final class SqlNormaliser {
    private final SqlLexer t;
    private final String s;
    private final int count;
    private final StringBuilder text;
    private final StringBuilder signature;
    private int markers;
    private int[] userParam;
    private Object[] literals;
    private LiteralKind[] kinds;
    /** Marker index + 1 of each user parameter number (1-based) below {@link #DENSE_PARAMS}, 0 until first used. */
    private int[] userMarkers = new int[0];
    /** The same for higher numbers ($70000): rare, so a map. */
    private Map<Integer, Integer> sparseUserMarkers;
    private static final int DENSE_PARAMS = 1 << 16;
    private final BitSet typeModifierFrames = new BitSet();
    /** The token being extracted, and the spans of the extracted literals a {@link LiteralTemplate} can re-read. */
    private int current;
    private int spans;
    private int[] spanStart;
    private int[] spanEnd;
    private int[] spanMarker;
    private boolean templatable = true;
    private int depth;
    private int zoneDepth = -1;

    private SqlNormaliser(SqlLexer tokens, int count) {
        this.t = tokens;
        this.s = tokens.s;
        this.count = count;
        this.text = new StringBuilder(s.length() + 8);
        this.signature = new StringBuilder(tokens.candidates + 1).append('\0');
        int capacity = tokens.candidates;
        userParam = new int[capacity];
        literals = new Object[capacity];
        kinds = new LiteralKind[capacity];
        spanStart = new int[capacity];
        spanEnd = new int[capacity];
        spanMarker = new int[capacity];
    }

    static NormalisedSql normalise(String sql) {
        return normalise(sql, null);
    }

    /** Normalises {@code sql} and, when its literals can be re-read from the same text shape, adds a template. */
    static NormalisedSql normalise(String sql, LiteralTemplates templates) {
        SqlLexer tokens = SqlLexer.lex(sql);
        if (tokens == null || !isDml(tokens)) {
            return NormalisedSql.raw(sql);
        }
        int end = tokens.count;
        while (end > 0 && tokens.kind[end - 1] == SEMI) {
            end--;
        }
        SqlNormaliser n = new SqlNormaliser(tokens, end);
        NormalisedSql result = n.run();
        if (templates != null && n.templatable && n.spans > 0) {
            templates.add(new LiteralTemplate(sql, Arrays.copyOf(n.spanStart, n.spans),
                    Arrays.copyOf(n.spanEnd, n.spans), Arrays.copyOf(n.spanMarker, n.spans), result));
        }
        return result;
    }

    private static boolean isDml(SqlLexer t) {
        for (int k = 0; k < t.count; k++) {
            if (t.kind[k] != LPAREN) {
                return t.kind[k] == WORD && (t.info[k] & WordClass.DML) != 0;
            }
        }
        return false;
    }

    private NormalisedSql run() {
        for (int k = 0; k < count; k++) {
            track(k);
            if (k > 0 && spaced(t.kind[k - 1], t.kind[k])) {
                text.append(' ');
            }
            switch (t.kind[k]) {
                case NUMBER, STRING -> {
                    if (keep(k)) {
                        text.append(s, t.start[k], t.end[k]);
                    } else {
                        extract(k);
                    }
                }
                case PARAM -> marker(userMarker(t.info[k]));
                case WORD -> appendWord(k);
                default -> text.append(s, t.start[k], t.end[k]);
            }
        }
        if (markers < userParam.length) {
            userParam = Arrays.copyOf(userParam, markers);
            literals = Arrays.copyOf(literals, markers);
            kinds = Arrays.copyOf(kinds, markers);
        }
        return new NormalisedSql(text.toString(), true, userParam, literals, kinds,
                text.append(signature).toString());
    }

    /** Keywords and unquoted names fold to lower case (Locale.ROOT, as the parser folds them). */
    private void appendWord(int k) {
        int from = t.start[k];
        int to = t.end[k];
        int mark = text.length();
        for (int j = from; j < to; j++) {
            char c = s.charAt(j);
            if (c >= 128) {
                text.setLength(mark);
                text.append(s.substring(from, to).toLowerCase(Locale.ROOT));
                return;
            }
            text.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
    }

    /** Parenthesis depth, type-modifier parentheses and the ORDER BY / GROUP BY zone. */
    private void track(int k) {
        switch (t.kind[k]) {
            case LPAREN -> {
                depth++;
                boolean modifier = typeModifierFrames.get(depth - 1) || prevWordIs(k, WordClass.TYPE_MODIFIED);
                typeModifierFrames.set(depth, modifier);
            }
            case RPAREN -> {
                typeModifierFrames.clear(depth);
                depth = Math.max(0, depth - 1);
                if (zoneDepth > depth) {
                    zoneDepth = -1;
                }
            }
            case SEMI -> zoneDepth = -1;
            case WORD -> {
                if ((t.info[k] & WordClass.BY) != 0 && prevWordIs(k, WordClass.ORDER_OR_GROUP)) {
                    zoneDepth = depth;
                } else if (zoneDepth == depth && (t.info[k] & WordClass.ZONE_END) != 0) {
                    zoneDepth = -1;
                }
            }
            default -> {
            }
        }
    }

    private boolean prevWordIs(int k, int flag) {
        return k > 0 && t.kind[k - 1] == WORD && (t.info[k - 1] & flag) != 0;
    }

    private boolean isWord(int k, int flag) {
        return k >= 0 && k < count && t.kind[k] == WORD && (t.info[k] & flag) != 0;
    }

    /** True where replacing the literal by a parameter could change the plan or the statement's meaning. */
    private boolean keep(int k) {
        if (zoneDepth >= 0 || typeModifierFrames.get(depth)) {
            return true;
        }
        if (k + 1 < count && t.kind[k + 1] == CAST) {
            return true;
        }
        if (k >= 2 && t.kind[k - 1] == LPAREN) {
            if (isWord(k - 2, WordClass.CAST) && isWord(k + 1, WordClass.AS)) {
                return true;
            }
            if (t.kind[k] == STRING && isWord(k - 2, WordClass.SEQUENCE_FUNCTION)) {
                return true;
            }
        }
        if (t.kind[k] == STRING) {
            return k > 0 && t.kind[k - 1] == WORD && (t.info[k - 1] & WordClass.EXTRACT_AFTER) == 0;
        }
        int len = t.end[k] - t.start[k];
        return len >= 19 && isInteger(k) && new BigInteger(s.substring(t.start[k], t.end[k])).bitLength() >= 64;
    }

    private boolean isInteger(int k) {
        return isInteger(s, t.start[k], t.end[k]);
    }

    static boolean isInteger(String s, int from, int to) {
        for (int j = from; j < to; j++) {
            if (!SqlLexer.isDigit(s.charAt(j))) {
                return false;
            }
        }
        return true;
    }

    private void extract(int k) {
        current = k;
        int from = t.start[k];
        int to = t.end[k];
        if (t.kind[k] == NUMBER) {
            Object v = numberValue(s, from, to);
            if (v == null) {
                text.append(s, from, to); // 1e99999999999: the literal stays and the parser reports it
            } else {
                literal(v, numberKind(v, isInteger(k)));
            }
            return;
        }
        char first = s.charAt(from);
        if (first == '$') {
            int bodyFrom = s.indexOf('$', from + 1) + 1;
            literal(s.substring(bodyFrom, to - (bodyFrom - from)), LiteralKind.DOLLAR_STRING);
        } else if (first == '\'') {
            literal(undouble(s, from + 1, to - 1), LiteralKind.STRING);
        } else {
            literal(EscapeStrings.unescape(escapedBody(from + 2, to - 1)), LiteralKind.ESCAPE_STRING);
        }
    }

    /**
     * The value of the number {@code s[from, to)} as the binder's literal would hold it: Integer
     * or Long by size, a BigDecimal for wider integers and decimals; null when out of range.
     */
    static Object numberValue(String s, int from, int to) {
        if (isInteger(s, from, to)) {
            if (to - from <= 18) {
                // Fits a long: no BigInteger per literal (wide INSERTs carry thousands of them).
                long v = parseLong(s, from, to);
                return v == (int) v ? (Object) (int) v : (Object) v;
            }
            return LiteralKind.integerValue(new BigInteger(s.substring(from, to)));
        }
        try {
            return new BigDecimal(s.substring(from, to));
        } catch (NumberFormatException outOfRange) {
            return null;
        }
    }

    /** The kind of a {@link #numberValue}; {@code integerText}: written without point or exponent. */
    static LiteralKind numberKind(Object value, boolean integerText) {
        if (value instanceof Integer) {
            return LiteralKind.INTEGER;
        }
        if (value instanceof Long) {
            return LiteralKind.BIGINT;
        }
        return integerText ? LiteralKind.NUMERIC_INTEGER : LiteralKind.DECIMAL;
    }

    private static long parseLong(String s, int from, int to) {
        long v = 0;
        for (int j = from; j < to; j++) {
            char c = s.charAt(j);
            v = v * 10 + (c < 128 ? c - '0' : Character.digit(c, 10));
        }
        return v;
    }

    /** The body of a '...' string: '' stands for one quote. */
    static String undouble(String s, int from, int to) {
        int q = s.indexOf('\'', from);
        if (q < 0 || q >= to) {
            return s.substring(from, to);
        }
        StringBuilder v = new StringBuilder(to - from);
        for (int j = from; j < to; j++) {
            char c = s.charAt(j);
            v.append(c);
            if (c == '\'') {
                j++;
            }
        }
        return v.toString();
    }

    /** The body of an E'...' string with '' turned into \\' so that only backslash escapes remain. */
    private String escapedBody(int from, int to) {
        StringBuilder v = new StringBuilder(to - from);
        for (int j = from; j < to; j++) {
            char c = s.charAt(j);
            if (c == '\\' && j + 1 < to) {
                v.append(c).append(s.charAt(++j));
            } else if (c == '\'') {
                v.append("\\'");
                j++;
            } else {
                v.append(c);
            }
        }
        return v.toString();
    }

    private void literal(Object value, LiteralKind kind) {
        int from = t.start[current];
        char first = s.charAt(from);
        boolean reReadable = kind == LiteralKind.STRING || ((kind == LiteralKind.INTEGER || kind == LiteralKind.BIGINT
                || kind == LiteralKind.DECIMAL) && first >= '0' && first <= '9');
        if (reReadable) {
            spanStart[spans] = from;
            spanEnd[spans] = t.end[current];
            spanMarker[spans++] = markers;
        } else {
            templatable = false;
        }
        userParam[markers] = -1;
        literals[markers] = value;
        kinds[markers] = kind;
        signature.append(kind.code());
        marker(markers++);
    }

    /** The marker index of the user's parameter {@code number} (1-based), allocated on first use. */
    private int userMarker(int number) {
        if (number >= DENSE_PARAMS) {
            sparseUserMarkers = sparseUserMarkers == null ? new HashMap<>() : sparseUserMarkers;
            Integer known = sparseUserMarkers.get(number);
            if (known != null) {
                return known;
            }
            sparseUserMarkers.put(number, markers);
        } else {
            if (number < userMarkers.length && userMarkers[number] > 0) {
                return userMarkers[number] - 1;
            }
            if (number >= userMarkers.length) {
                userMarkers = Arrays.copyOf(userMarkers, Math.min(DENSE_PARAMS, Math.max(number + 1, userMarkers.length * 2)));
            }
            userMarkers[number] = markers + 1;
        }
        userParam[markers] = number - 1;
        signature.append('u');
        return markers++;
    }

    private void marker(int index) {
        text.append('$').append(index + 1);
    }

    /** Canonical spacing: one space between tokens, none inside parentheses, before commas or around . and ::. */
    private static boolean spaced(byte p, byte c) {
        if (p == LPAREN || p == DOT || p == CAST) {
            return false;
        }
        if (c == RPAREN || c == COMMA || c == SEMI || c == DOT || c == CAST) {
            return false;
        }
        return !(c == LPAREN && (p == WORD || p == QUOTED_IDENT));
    }
}

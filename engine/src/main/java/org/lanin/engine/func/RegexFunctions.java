package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.TEXT;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/**
 * PostgreSQL's regular expression functions over {@link PgRegex}: regexp_replace (flags g, i,
 * ...; {@code \1}..{@code \9} and {@code \&} in the replacement), regexp_match, regexp_split_to_array,
 * PostgreSQL 15's regexp_count/like/instr/substr, substring(text FROM pattern), substring(text
 * SIMILAR pattern ESCAPE escape) and
 * similar_to_escape, which turns a SIMILAR TO pattern into the regular expression PostgreSQL
 * matches it with. The set-returning regexp_matches and regexp_split_to_table are
 * {@link #matches} and {@link #split} behind the planner's FROM-clause scans.
 */
public final class RegexFunctions {
    private static final DataType TEXT_ARRAY = DataType.arrayOf(DataType.TEXT);
    /** regexp_replace's N when the call does not give it. */
    private static final int NO_N = Integer.MIN_VALUE;

    private RegexFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn("regexp_replace", DataType.TEXT, (c, a) -> replace(s(a, 0), s(a, 1), s(a, 2), ""), TEXT, TEXT, TEXT);
        b.fn("regexp_replace", DataType.TEXT, (c, a) -> replace(s(a, 0), s(a, 1), s(a, 2), s(a, 3)), TEXT, TEXT, TEXT, TEXT);
        b.fn("regexp_replace", DataType.TEXT, (c, a) -> replace(s(a, 0), s(a, 1), s(a, 2), (Integer) a[3], NO_N, ""),
                TEXT, TEXT, TEXT, INTEGER);
        b.fn("regexp_replace", DataType.TEXT, (c, a) -> replace(s(a, 0), s(a, 1), s(a, 2), (Integer) a[3], (Integer) a[4], ""),
                TEXT, TEXT, TEXT, INTEGER, INTEGER);
        b.fn("regexp_replace", DataType.TEXT, (c, a) -> replace(s(a, 0), s(a, 1), s(a, 2), (Integer) a[3], (Integer) a[4],
                s(a, 5)), TEXT, TEXT, TEXT, INTEGER, INTEGER, TEXT);
        b.fn("regexp_match", TEXT_ARRAY, (c, a) -> match(s(a, 0), s(a, 1), ""), TEXT, TEXT);
        b.fn("regexp_match", TEXT_ARRAY, (c, a) -> match(s(a, 0), s(a, 1), s(a, 2)), TEXT, TEXT, TEXT);
        b.fn("regexp_split_to_array", TEXT_ARRAY, (c, a) -> ArrayValue.of(split(s(a, 0), s(a, 1), "", "regexp_split_to_array")),
                TEXT, TEXT);
        b.fn("regexp_split_to_array", TEXT_ARRAY, (c, a) -> ArrayValue.of(split(s(a, 0), s(a, 1), s(a, 2),
                "regexp_split_to_array")), TEXT, TEXT, TEXT);
        b.fn("regexp_like", DataType.BOOLEAN, (c, a) -> like(s(a, 0), s(a, 1), ""), TEXT, TEXT);
        b.fn("regexp_like", DataType.BOOLEAN, (c, a) -> like(s(a, 0), s(a, 1), s(a, 2)), TEXT, TEXT, TEXT);
        b.fn("regexp_count", DataType.INTEGER, (c, a) -> count(s(a, 0), s(a, 1), 1, ""), TEXT, TEXT);
        b.fn("regexp_count", DataType.INTEGER, (c, a) -> count(s(a, 0), s(a, 1), (Integer) a[2], ""), TEXT, TEXT, INTEGER);
        b.fn("regexp_count", DataType.INTEGER, (c, a) -> count(s(a, 0), s(a, 1), (Integer) a[2], s(a, 3)),
                TEXT, TEXT, INTEGER, TEXT);
        TypeKind[] instr = {TEXT, TEXT, INTEGER, INTEGER, INTEGER, TEXT, INTEGER};
        for (int n = 2; n <= instr.length; n++) {
            b.fn("regexp_instr", DataType.INTEGER, (c, a) -> instr(a), java.util.Arrays.copyOf(instr, n));
        }
        TypeKind[] substr = {TEXT, TEXT, INTEGER, INTEGER, TEXT, INTEGER};
        for (int n = 2; n <= substr.length; n++) {
            b.fn("regexp_substr", DataType.TEXT, (c, a) -> substr(a), java.util.Arrays.copyOf(substr, n));
        }
        b.fn("substring", DataType.TEXT, (c, a) -> substringRegex(s(a, 0), s(a, 1)), TEXT, TEXT);
        b.fn("substring", DataType.TEXT, (c, a) -> substringSimilar(s(a, 0), s(a, 1), s(a, 2)), TEXT, TEXT, TEXT);
        b.fn("similar_to_escape", DataType.TEXT, (c, a) -> SimilarTo.toRegex(s(a, 0), "\\"), TEXT);
        b.add(new FunctionDef("similar_to_escape", List.of(TEXT, TEXT), FunctionDef.Variadic.NONE, DataType.TEXT, false,
                Volatility.IMMUTABLE, (c, a) -> a[0] == null ? null : SimilarTo.toRegex(s(a, 0), a[1] == null ? null : s(a, 1))));
    }

    private static String s(Object[] a, int i) {
        return (String) a[i];
    }

    private static Pattern pattern(String p, PgRegex.Flags f) {
        return PgRegex.compile(p, f.javaFlags());
    }

    /**
     * PostgreSQL 15's regexp_replace(source, pattern, replacement, start [, N [, flags]]): the search
     * starts at character {@code start}; N > 0 replaces the N-th match only, N = 0 (or the g flag
     * when N is not given, {@link #NO_N} here) every match.
     */
    static String replace(String src, String p, String repl, int start, int n, String flags) {
        if (start < 1) {
            throw new LaninException(org.lanin.engine.error.SqlState.INVALID_PARAMETER_VALUE,
                    "invalid value for parameter \"start\": " + start);
        }
        if (n < 0 && n != NO_N) {
            throw new LaninException(org.lanin.engine.error.SqlState.INVALID_PARAMETER_VALUE,
                    "invalid value for parameter \"n\": " + n);
        }
        PgRegex.Flags f = PgRegex.flags(flags, n == NO_N, "regexp_replace");
        int nth = n == NO_N ? (f.global() ? 0 : 1) : n;
        if (start - 1 > src.codePointCount(0, src.length())) {
            return src;
        }
        Matcher m = pattern(p, f).matcher(src);
        m.useAnchoringBounds(false).useTransparentBounds(true).region(src.offsetByCodePoints(0, start - 1), src.length());
        StringBuilder out = new StringBuilder(src.length());
        int last = 0;
        int seen = 0;
        while (m.find()) {
            seen++;
            if (nth == 0 || seen == nth) {
                out.append(src, last, m.start());
                appendReplacement(out, m, repl);
                last = m.end();
                if (nth != 0) {
                    break;
                }
            }
        }
        return out.append(src, last, src.length()).toString();
    }

    static String replace(String src, String p, String repl, String flags) {
        PgRegex.Flags f = PgRegex.flags(flags, true, "regexp_replace");
        Matcher m = pattern(p, f).matcher(src);
        StringBuilder out = new StringBuilder(src.length());
        int last = 0;
        while (m.find()) {
            out.append(src, last, m.start());
            appendReplacement(out, m, repl);
            last = m.end();
            if (!f.global()) {
                break;
            }
        }
        return out.append(src, last, src.length()).toString();
    }

    /** PostgreSQL's replacement text: {@code \n} the n-th group, {@code \&} the match, {@code \\} a backslash. */
    private static void appendReplacement(StringBuilder out, Matcher m, String repl) {
        for (int i = 0; i < repl.length(); i++) {
            char c = repl.charAt(i);
            if (c == '\\' && i + 1 < repl.length()) {
                char n = repl.charAt(i + 1);
                if (n >= '1' && n <= '9') {
                    int g = n - '0';
                    if (g <= m.groupCount() && m.group(g) != null) {
                        out.append(m.group(g));
                    }
                    i++;
                    continue;
                }
                if (n == '&') {
                    out.append(m.group());
                    i++;
                    continue;
                }
                if (n == '\\') {
                    out.append('\\');
                    i++;
                    continue;
                }
            }
            out.append(c);
        }
    }

    static ArrayValue match(String src, String p, String flags) {
        Matcher m = pattern(p, PgRegex.flags(flags, false, "regexp_match")).matcher(src);
        return m.find() ? groups(m) : null;
    }

    /** The groups of a match as text[] (the whole match when the pattern has none). */
    static ArrayValue groups(Matcher m) {
        if (m.groupCount() == 0) {
            return ArrayValue.of(new Object[] {m.group()});
        }
        Object[] out = new Object[m.groupCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = m.group(i + 1);
        }
        return ArrayValue.of(out);
    }

    /** regexp_matches: one text[] per match (every match with the g flag). */
    public static List<Object> matches(String src, String p, String flags) {
        PgRegex.Flags f = PgRegex.flags(flags, true, "regexp_matches");
        Matcher m = pattern(p, f).matcher(src);
        List<Object> rows = new ArrayList<>();
        while (m.find()) {
            rows.add(groups(m));
            if (!f.global()) {
                break;
            }
        }
        return rows;
    }

    /**
     * regexp_split_to_table/array: the text between matches; zero-length matches at the start or
     * end of the text or right after another match do not split (PostgreSQL's rule).
     */
    public static List<Object> split(String src, String p, String flags, String function) {
        PgRegex.Flags f = PgRegex.flags(flags, false, function);
        Matcher m = pattern(p, f).matcher(src);
        List<Object> out = new ArrayList<>();
        int pieceStart = 0;
        int prevEnd = -1;
        while (m.find()) {
            boolean empty = m.start() == m.end();
            if (empty && (m.start() == 0 || m.start() == src.length() || m.start() == prevEnd)) {
                continue;
            }
            out.add(src.substring(pieceStart, m.start()));
            pieceStart = m.end();
            prevEnd = m.end();
        }
        out.add(src.substring(pieceStart));
        return out;
    }

    static boolean like(String src, String p, String flags) {
        return pattern(p, PgRegex.flags(flags, false, "regexp_like")).matcher(src).find();
    }

    private static int startIndex(String src, int start) {
        if (start <= 0) {
            throw LaninException.of(TypeMsg.INVALID_PARAMETER_FOR_FUNCTION, "start", start);
        }
        return src.offsetByCodePoints(0, Math.min(start - 1, src.codePointCount(0, src.length())));
    }

    static int count(String src, String p, int start, String flags) {
        PgRegex.Flags f = PgRegex.flags(flags, false, "regexp_count");
        Matcher m = pattern(p, f).matcher(src);
        int from = startIndex(src, start);
        int n = 0;
        if (from > src.length()) {
            return 0;
        }
        m.region(from, src.length());
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** The n-th match at or after start (1-based, in characters), or null. */
    private static Matcher nth(String src, String p, int start, int n, String flags, String function) {
        if (n <= 0) {
            throw LaninException.of(TypeMsg.INVALID_PARAMETER_FOR_FUNCTION, "n", n);
        }
        Matcher m = pattern(p, PgRegex.flags(flags, false, function)).matcher(src);
        int from = startIndex(src, start);
        m.region(from, src.length());
        for (int i = 0; i < n; i++) {
            if (!m.find()) {
                return null;
            }
        }
        return m;
    }

    private static int intArg(Object[] a, int i, int dflt) {
        return i < a.length ? (Integer) a[i] : dflt;
    }

    private static String textArg(Object[] a, int i) {
        return i < a.length ? (String) a[i] : "";
    }

    static int instr(Object[] a) {
        String src = s(a, 0);
        int endOption = intArg(a, 4, 0);
        if (endOption != 0 && endOption != 1) {
            throw LaninException.of(TypeMsg.INVALID_PARAMETER_FOR_FUNCTION, "endoption", endOption);
        }
        int sub = subexpr(a, 6);
        Matcher m = nth(src, s(a, 1), intArg(a, 2, 1), intArg(a, 3, 1), textArg(a, 5), "regexp_instr");
        if (m == null || sub > m.groupCount() || m.start(sub) < 0) {
            return 0;
        }
        int at = endOption == 0 ? m.start(sub) : m.end(sub);
        return src.codePointCount(0, at) + 1;
    }

    static String substr(Object[] a) {
        String src = s(a, 0);
        int sub = subexpr(a, 5);
        Matcher m = nth(src, s(a, 1), intArg(a, 2, 1), intArg(a, 3, 1), textArg(a, 4), "regexp_substr");
        return m == null || sub > m.groupCount() ? null : m.group(sub);
    }

    private static int subexpr(Object[] a, int i) {
        int sub = intArg(a, i, 0);
        if (sub < 0) {
            throw LaninException.of(TypeMsg.INVALID_PARAMETER_FOR_FUNCTION, "subexpr", sub);
        }
        return sub;
    }

    /**
     * substring(s SIMILAR p ESCAPE e) (and FROM p FOR e, text arguments): the text the pattern's
     * middle part matches when s matches the whole, SQL's rule that the first part matches as little
     * as it can and the middle as much as it can then (PostgreSQL gets it from its regex engine's
     * greediness rules over similar_escape's {@code (?:part1){1,1}?(part2){1,1}(?:part3)}, which
     * Java's engine does not share: its {@code a*} inside a lazy group stays greedy). Without
     * separators, s itself when it matches. Null when it does not match.
     */
    static String substringSimilar(String src, String p, String escape) {
        String[] parts = SimilarTo.parts(p, escape);
        PgRegex.Flags f = PgRegex.flags("", false, "substring");
        if (!pattern(SimilarTo.assemble(parts), f).matcher(src).find()) {
            return null;
        }
        if (parts.length == 1) {
            return src;
        }
        Pattern first = pattern(parts[0], f);
        Pattern middle = pattern(parts[1], f);
        Pattern last = parts.length > 2 ? pattern(parts[2], f) : null;
        int n = src.length();
        for (int i = 0; ; i += Character.charCount(src.codePointAt(i))) {
            if (first.matcher(src).region(0, i).matches()) {
                for (int j = n; j >= i; j -= j > 0 ? Character.charCount(src.codePointBefore(j)) : 1) {
                    if ((last == null || last.matcher(src).region(j, n).matches())
                            && middle.matcher(src).region(i, j).matches()) {
                        return src.substring(i, j);
                    }
                    if (last == null) {
                        break; // two parts: the middle runs to the end
                    }
                }
            }
            if (i == n) {
                return null;
            }
        }
    }

    /** substring(text FROM pattern): the first parenthesised group's text, else the whole match. */
    static String substringRegex(String src, String p) {
        Matcher m = pattern(p, PgRegex.flags("", false, "substring")).matcher(src);
        if (!m.find()) {
            return null;
        }
        return m.groupCount() > 0 ? m.group(1) : m.group();
    }
}

package org.lanin.engine.func;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/**
 * A compiled LIKE/ILIKE pattern. {@code %} matches any run of characters, {@code _} exactly one
 * character (a code point: a surrogate pair counts once), the escape character (default
 * backslash; none when the ESCAPE string is empty) makes the next character literal. Patterns
 * without wildcards, or with only a leading/trailing {@code %}, run as equals/startsWith/
 * endsWith/contains; the rest use a two-pointer matcher that backtracks only to the last
 * {@code %} (linear in practice, O(n·m) worst case). No regex. ILIKE compares characters after
 * simple case folding (upper then lower case), which is locale-independent. Instances are
 * immutable and thread-safe.
 */
public final class LikeMatcher {
    private static final int ANY_ONE = -1;
    private static final int ANY_SEQ = -2;

    private enum Shape { EXACT, PREFIX, SUFFIX, CONTAINS, GENERAL }

    private final int[] ops;
    private final boolean caseInsensitive;
    private final Shape shape;
    private final String literal;

    private LikeMatcher(int[] ops, boolean caseInsensitive) {
        this.ops = ops;
        this.caseInsensitive = caseInsensitive;
        Shape s = Shape.GENERAL;
        String lit = null;
        if (!caseInsensitive) {
            int first = 0;
            int last = ops.length;
            boolean lead = ops.length > 0 && ops[0] == ANY_SEQ;
            boolean trail = ops.length > (lead ? 1 : 0) && ops[ops.length - 1] == ANY_SEQ;
            first += lead ? 1 : 0;
            last -= trail ? 1 : 0;
            if (literalRun(ops, first, last)) {
                StringBuilder sb = new StringBuilder(last - first);
                for (int i = first; i < last; i++) {
                    sb.append((char) ops[i]);
                }
                lit = sb.toString();
                s = lead ? (trail ? Shape.CONTAINS : Shape.SUFFIX) : trail ? Shape.PREFIX : Shape.EXACT;
            }
        }
        this.shape = s;
        this.literal = lit;
    }

    private static boolean literalRun(int[] ops, int from, int to) {
        for (int i = from; i < to; i++) {
            if (ops[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** LIKE with the default escape {@code \}. */
    public static LikeMatcher like(String pattern) {
        return compile(pattern, "\\", false);
    }

    public static LikeMatcher ilike(String pattern) {
        return compile(pattern, "\\", true);
    }

    /** {@code escape} is the ESCAPE clause: one character, or empty for none (22025 otherwise). */
    public static LikeMatcher compile(String pattern, String escape, boolean caseInsensitive) {
        if (escape.length() > 1 && escape.codePointCount(0, escape.length()) != 1) {
            throw LaninException.withHint(TypeMsg.ESCAPE_HINT, TypeMsg.INVALID_ESCAPE_STRING);
        }
        int esc = escape.isEmpty() ? -3 : escape.charAt(0);
        int[] buf = new int[pattern.length()];
        int n = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == esc) {
                if (++i >= pattern.length()) {
                    throw LaninException.of(TypeMsg.LIKE_ENDS_WITH_ESCAPE);
                }
                buf[n++] = fold(pattern.charAt(i), caseInsensitive);
            } else if (c == '%') {
                if (n == 0 || buf[n - 1] != ANY_SEQ) {
                    buf[n++] = ANY_SEQ;
                }
            } else if (c == '_') {
                buf[n++] = ANY_ONE;
            } else {
                buf[n++] = fold(c, caseInsensitive);
            }
        }
        return new LikeMatcher(java.util.Arrays.copyOf(buf, n), caseInsensitive);
    }

    private static int fold(char c, boolean ci) {
        return ci ? Character.toLowerCase(Character.toUpperCase(c)) : c;
    }

    public boolean matches(String s) {
        return switch (shape) {
            case EXACT -> s.equals(literal);
            case PREFIX -> s.startsWith(literal);
            case SUFFIX -> s.endsWith(literal);
            case CONTAINS -> s.contains(literal);
            case GENERAL -> matchGeneral(s);
        };
    }

    private boolean matchGeneral(String s) {
        int n = s.length();
        int m = ops.length;
        int si = 0;
        int pi = 0;
        int starP = -1;
        int starS = 0;
        while (si < n) {
            int op = pi < m ? ops[pi] : 0;
            if (pi < m && op == ANY_ONE) {
                si += step(s, si);
                pi++;
            } else if (pi < m && op >= 0 && op == fold(s.charAt(si), caseInsensitive)) {
                si++;
                pi++;
            } else if (pi < m && op == ANY_SEQ) {
                starP = pi++;
                starS = si;
            } else if (starP >= 0) {
                pi = starP + 1;
                starS += step(s, starS);
                si = starS;
            } else {
                return false;
            }
        }
        while (pi < m && ops[pi] == ANY_SEQ) {
            pi++;
        }
        return pi == m;
    }

    /** Width of the character at {@code i}: 2 for a surrogate pair. */
    private static int step(String s, int i) {
        return Character.isHighSurrogate(s.charAt(i)) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)) ? 2 : 1;
    }
}

package org.lanin.planner.cache;

/**
 * A statement text cut at its extracted literals: the segments between them and the normalised
 * form they produced. Another text with the same segments and literals of the same kinds in
 * the gaps normalises to the same form, so {@link #match} reads the new values without lexing:
 * lexing is left to right, the segments are equal, and each gap is re-scanned by the lexer's own
 * rules, starting on the same kind of character (a digit or a quote) so the token before it
 * ends where it ended before. Anything else (a literal of another kind, an integer of 19 digits
 * that may have to stay in the text, a hex number) is no match, and the caller lexes in full.
 */
final class LiteralTemplate {
    private final String raw;
    /** Segment k is raw[segStart[k], segEnd[k]); literal k sits between segments k and k + 1. */
    private final int[] segStart;
    private final int[] segEnd;
    private final int[] marker;
    private final LiteralKind[] kind;
    private final NormalisedSql shape;
    private final Object[] values;

    LiteralTemplate(String raw, int[] litStart, int[] litEnd, int[] marker, NormalisedSql shape) {
        this.raw = raw;
        int slots = litStart.length;
        this.segStart = new int[slots + 1];
        this.segEnd = new int[slots + 1];
        for (int k = 0; k <= slots; k++) {
            segStart[k] = k == 0 ? 0 : litEnd[k - 1];
            segEnd[k] = k == slots ? raw.length() : litStart[k];
        }
        this.marker = marker;
        this.kind = new LiteralKind[slots];
        for (int k = 0; k < slots; k++) {
            kind[k] = shape.kindAt(marker[k]);
        }
        this.shape = shape;
        this.values = shape.literalArray();
    }

    /** The normalised form of {@code sql} if it has this template's shape, else null. */
    NormalisedSql match(String sql) {
        int n = sql.length();
        int pos = 0;
        Object[] out = null;
        for (int k = 0; k < kind.length; k++) {
            int len = segEnd[k] - segStart[k];
            if (pos + len >= n || !sql.regionMatches(pos, raw, segStart[k], len)) {
                return null;
            }
            pos += len;
            int end;
            Object v;
            if (kind[k] == LiteralKind.STRING) {
                end = sql.charAt(pos) == '\'' ? SqlLexer.plainStringEnd(sql, pos) : -1;
                if (end < 0) {
                    return null;
                }
                v = SqlNormaliser.undouble(sql, pos + 1, end - 1);
            } else {
                end = number(sql, pos);
                v = end < 0 ? null : numberValue(sql, pos, end, kind[k]);
                if (v == null) {
                    return null;
                }
            }
            if (out == null) {
                out = values.clone();
            }
            out[marker[k]] = v;
            pos = end;
        }
        int last = kind.length;
        int len = segEnd[last] - segStart[last];
        if (pos + len != n || !sql.regionMatches(pos, raw, segStart[last], len)) {
            return null;
        }
        return shape.withLiterals(out);
    }

    /** The end of a decimal number starting with an ASCII digit at {@code pos}, or -1 (hex, or not a number). */
    private static int number(String sql, int pos) {
        char c = sql.charAt(pos);
        if (c < '0' || c > '9') {
            return -1;
        }
        if (c == '0' && pos + 1 < sql.length() && (sql.charAt(pos + 1) == 'x' || sql.charAt(pos + 1) == 'X')) {
            return -1;
        }
        return SqlLexer.numberEnd(sql, pos);
    }

    /** The literal's value if it is of {@code expected} kind, as the normaliser would extract it; else null. */
    private static Object numberValue(String sql, int from, int to, LiteralKind expected) {
        boolean integer = SqlNormaliser.isInteger(sql, from, to);
        if (integer && to - from > 18) {
            return null; // it may have to stay in the text (beyond bigint): lex it
        }
        Object v = SqlNormaliser.numberValue(sql, from, to);
        return v != null && SqlNormaliser.numberKind(v, integer) == expected ? v : null;
    }
}

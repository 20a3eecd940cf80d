package org.lanin.planner.cost;

import org.lanin.engine.func.LikeMatcher;
import org.lanin.engine.stats.ColumnStatistics;

/**
 * {@code column [I]LIKE pattern} (selfuncs.c's patternsel and prefix_selectivity). A pattern
 * without wildcards is an equality. Otherwise its fixed prefix ({@code 'abc%'}: "abc") is the
 * range {@code >= 'abc' AND < 'abd'} over the histogram, times 0.2 per further literal
 * character, 0.9 per {@code _} and 5 per {@code %} (capped at 1); with a histogram of 100 or
 * more bounds the pattern is instead matched against the bounds themselves (10 to 100: a
 * weighted mix). MCVs that match count with their frequencies. Estimates stay within
 * [0.0001, 0.9999] of the non-MCV rows, as in PostgreSQL.
 */
public final class SelectivityPattern {
    private static final double FIXED_CHAR_SEL = 0.20;
    private static final double ANY_CHAR_SEL = 0.9;
    private static final double FULL_WILDCARD_SEL = 5.0;

    /** A LIKE pattern's literal prefix; {@code exact}: the pattern has no wildcard at all. */
    record Prefix(String text, boolean exact, double restSelectivity) {
    }

    private SelectivityPattern() {
    }

    /** {@code column LIKE pattern} ({@code ILIKE} when {@code caseInsensitive}); a NULL pattern matches nothing. */
    public static double like(SelectivityColumn c, String pattern, boolean caseInsensitive) {
        if (pattern == null) {
            return 0.0;
        }
        Prefix prefix = prefix(pattern, caseInsensitive);
        if (prefix.exact()) {
            return SelectivityEquality.eqConst(c, prefix.text());
        }
        LikeMatcher matcher = caseInsensitive ? LikeMatcher.ilike(pattern) : LikeMatcher.like(pattern);
        ColumnStatistics s = c.stats();
        int histSize = s == null ? 0 : s.histogramBounds().size();
        double selec = histSize >= 10 ? histogramMatches(s, matcher) : -1;
        if (histSize < 100) {
            double prefixSel = prefix.text().isEmpty() ? 1.0 : prefixSelectivity(c, prefix.text());
            double heuristic = prefixSel * prefix.restSelectivity();
            selec = selec < 0 ? heuristic : selec * (histSize / 100.0) + heuristic * (1.0 - histSize / 100.0);
        }
        selec = Math.max(0.0001, Math.min(0.9999, selec));
        double mcvSelec = 0.0;
        double sumCommon = 0.0;
        if (s != null) {
            for (int i = 0; i < s.mcvCount(); i++) {
                if (s.mcvValue(i) instanceof String v && matcher.matches(v)) {
                    mcvSelec += s.mcvFreq(i);
                }
                sumCommon += s.mcvFreq(i);
            }
        }
        return SelectivityDefaults.clamp(selec * (1.0 - c.nullFrac() - sumCommon) + mcvSelec);
    }

    /** {@code column NOT [I]LIKE pattern}: the non-null rows that do not match. */
    public static double notLike(SelectivityColumn c, String pattern, boolean caseInsensitive) {
        if (pattern == null) {
            return 0.0;
        }
        return SelectivityDefaults.clamp(1.0 - like(c, pattern, caseInsensitive) - c.nullFrac());
    }

    /**
     * like_fixed_prefix: the literal characters before the first wildcard (for ILIKE, before the
     * first letter, whose case varies), backslash escapes resolved, and like_selectivity of the rest.
     */
    static Prefix prefix(String pattern, boolean caseInsensitive) {
        StringBuilder prefix = new StringBuilder();
        int pos = 0;
        int n = pattern.length();
        while (pos < n) {
            char ch = pattern.charAt(pos);
            if (ch == '%' || ch == '_') {
                break;
            }
            if (ch == '\\') {
                pos++;
                if (pos >= n) {
                    break;
                }
                ch = pattern.charAt(pos);
            }
            if (caseInsensitive && Character.isLetter(ch)) {
                break;
            }
            prefix.append(ch);
            pos++;
        }
        return new Prefix(prefix.toString(), pos == n, restSelectivity(pattern, pos));
    }

    /** like_selectivity of the pattern from {@code from}: leading wildcards are free. */
    private static double restSelectivity(String pattern, int from) {
        int pos = from;
        int n = pattern.length();
        while (pos < n && (pattern.charAt(pos) == '%' || pattern.charAt(pos) == '_')) {
            pos++;
        }
        double sel = 1.0;
        for (; pos < n; pos++) {
            char ch = pattern.charAt(pos);
            if (ch == '%') {
                sel *= FULL_WILDCARD_SEL;
            } else if (ch == '_') {
                sel *= ANY_CHAR_SEL;
            } else if (ch == '\\') {
                pos++;
                if (pos >= n) {
                    break;
                }
                sel *= FIXED_CHAR_SEL;
            } else {
                sel *= FIXED_CHAR_SEL;
            }
        }
        return Math.min(sel, 1.0);
    }

    /**
     * prefix_selectivity: {@code column >= prefix AND column < next} where next is the smallest
     * string above every string starting with the prefix; at least the prefix's own equality
     * estimate. Without a histogram: 0.005.
     */
    static double prefixSelectivity(SelectivityColumn c, String prefix) {
        double sel = SelectivityRange.histogramFraction(c, SelectivityRange.Op.GE, prefix);
        if (sel < 0.0) {
            return SelectivityDefaults.MATCH_SEL;
        }
        String greater = greaterString(prefix);
        if (greater != null) {
            double top = SelectivityRange.histogramFraction(c, SelectivityRange.Op.LT, greater);
            sel = top + sel - 1.0;
        }
        return Math.max(sel, SelectivityEquality.eqConst(c, prefix));
    }

    /** make_greater_string for the C collation: bump the last code point, dropping maximal ones. */
    static String greaterString(String s) {
        String t = s;
        while (!t.isEmpty()) {
            int last = t.codePointBefore(t.length());
            String head = t.substring(0, t.length() - Character.charCount(last));
            int next = last + 1;
            if (next >= Character.MIN_SURROGATE && next <= Character.MAX_SURROGATE) {
                next = Character.MAX_SURROGATE + 1;
            }
            if (next <= Character.MAX_CODE_POINT) {
                return head + new String(Character.toChars(next));
            }
            t = head;
        }
        return null;
    }

    /** histogram_selectivity: the share of the bounds (first and last left out) that match. */
    private static double histogramMatches(ColumnStatistics s, LikeMatcher matcher) {
        int n = s.histogramBounds().size();
        int matches = 0;
        for (int i = 1; i < n - 1; i++) {
            if (s.histogramBounds().get(i) instanceof String v && matcher.matches(v)) {
                matches++;
            }
        }
        return (double) matches / (n - 2);
    }
}

package org.lanin.engine.type;

import org.lanin.engine.error.LaninException;

/**
 * varchar(n) and char(n) length rules. Lengths count characters (code points), not UTF-16
 * units. Explicit casts truncate; assignment raises 22001 unless every character beyond n is a
 * space (then they are trimmed, as PostgreSQL does). char(n) pads with spaces to n. char
 * without n is PostgreSQL's bpchar: no limit and no padding.
 */
final class StringTypmod {
    private StringTypmod() {
    }

    static String apply(String s, DataType t, boolean assignment) {
        if (!t.hasLength()) {
            return s;
        }
        int n = t.length();
        int len = s.length();
        if (len > n) {
            int cpLen = s.codePointCount(0, len);
            if (cpLen > n) {
                int cut = s.offsetByCodePoints(0, n);
                if (assignment && !allSpaces(s, cut)) {
                    throw LaninException.of(TypeMsg.VALUE_TOO_LONG, t.sqlName());
                }
                return s.substring(0, cut);
            }
            len = cpLen;
        }
        if (t.kind() == TypeKind.CHAR && len <= n && (len = s.codePointCount(0, s.length())) < n) {
            StringBuilder sb = new StringBuilder(s.length() + n - len).append(s);
            for (int i = len; i < n; i++) {
                sb.append(' ');
            }
            return sb.toString();
        }
        return s;
    }

    private static boolean allSpaces(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) != ' ') {
                return false;
            }
        }
        return true;
    }
}

package org.lanin.planner.bind;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * PostgreSQL's E'...' escape strings: backslash escapes, octal and hex bytes, unicode. As in
 * PostgreSQL's scanner, backslash-u takes exactly 4 hex digits and backslash-U exactly 8 (22025
 * otherwise), a code point must be in 1..10FFFF, and a UTF-16 surrogate must come as a high one
 * followed at once by an escaped low one (42601 otherwise).
 */
public final class EscapeStrings {
    private EscapeStrings() {
    }

    public static String unescape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                b.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'x' -> i = hex(s, i, b, 2);
                case 'u', 'U' -> i = unicode(s, i, b);
                default -> {
                    if (n >= '0' && n <= '7') {
                        int end = i;
                        while (end < s.length() && end < i + 3 && s.charAt(end) >= '0' && s.charAt(end) <= '7') {
                            end++;
                        }
                        b.append((char) Integer.parseInt(s.substring(i, end), 8));
                        i = end - 1;
                    } else {
                        b.append(n);
                    }
                }
            }
        }
        return b.toString();
    }

    /** The escape backslash-u XXXX or backslash-U XXXXXXXX whose letter is at {@code at}; returns its last index. */
    private static int unicode(String s, int at, StringBuilder b) {
        int cp = codePoint(s, at);
        int end = at + (s.charAt(at) == 'u' ? 4 : 8);
        if (Character.isLowSurrogate((char) cp) && cp <= 0xFFFF) {
            throw LaninException.of(PlannerMsg.INVALID_SURROGATE_PAIR, near(s, at - 1));
        }
        if (cp >= Character.MIN_HIGH_SURROGATE && cp <= Character.MAX_HIGH_SURROGATE) {
            int next = end + 1;
            boolean escaped = next + 1 < s.length() && s.charAt(next) == '\\'
                    && (s.charAt(next + 1) == 'u' || s.charAt(next + 1) == 'U');
            int low = escaped ? codePoint(s, next + 1) : -1;
            if (low < Character.MIN_LOW_SURROGATE || low > Character.MAX_LOW_SURROGATE) {
                throw LaninException.of(PlannerMsg.INVALID_SURROGATE_PAIR, near(s, next));
            }
            b.appendCodePoint(Character.toCodePoint((char) cp, (char) low));
            return next + 1 + (s.charAt(next + 1) == 'u' ? 4 : 8);
        }
        b.appendCodePoint(cp);
        return end;
    }

    private static int codePoint(String s, int at) {
        int digits = s.charAt(at) == 'u' ? 4 : 8;
        for (int k = 1; k <= digits; k++) {
            if (at + k >= s.length() || Character.digit(s.charAt(at + k), 16) < 0) {
                throw LaninException.of(PlannerMsg.INVALID_UNICODE_ESCAPE);
            }
        }
        long cp = Long.parseLong(s.substring(at + 1, at + 1 + digits), 16);
        if (cp == 0 || cp > Character.MAX_CODE_POINT) {
            throw LaninException.of(PlannerMsg.INVALID_UNICODE_VALUE, s.substring(at - 1, at + 1 + digits));
        }
        return (int) cp;
    }

    /** PostgreSQL's "at or near" token for a bad surrogate: the next escape, or the next character. */
    private static String near(String s, int at) {
        if (at >= s.length()) {
            return "'";
        }
        if (s.charAt(at) == '\\' && at + 1 < s.length() && (s.charAt(at + 1) == 'u' || s.charAt(at + 1) == 'U')) {
            return s.substring(at, Math.min(s.length(), at + (s.charAt(at + 1) == 'u' ? 6 : 10)));
        }
        return s.substring(at, at + 1);
    }

    private static int hex(String s, int at, StringBuilder b, int max) {
        int end = at + 1;
        while (end < s.length() && end <= at + max && Character.digit(s.charAt(end), 16) >= 0) {
            end++;
        }
        if (end == at + 1) {
            b.append(s.charAt(at));
            return at;
        }
        b.appendCodePoint(Integer.parseInt(s.substring(at + 1, end), 16));
        return end - 1;
    }
}

package org.lanin.engine.func;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/**
 * SQL's SIMILAR TO pattern as the regular expression PostgreSQL matches it with (its
 * {@code similar_escape}): anchored {@code ^(?:...)$}, {@code %} is {@code .*}, {@code _} is
 * {@code .}, groups do not capture, {@code . ^ $ \} are literal, bracket expressions pass through,
 * and the escape character (default backslash; NULL or empty for none) quotes the next one.
 * The escape followed by a double quote (two at most) divides the pattern into the three parts of
 * {@code substring(x SIMILAR p ESCAPE e)}: {@code ^(?:part1){1,1}?(part2){1,1}(?:part3)$}, the
 * first part as short as it can be, the second, which the substring returns, as long.
 */
final class SimilarTo {
    private SimilarTo() {
    }

    static String toRegex(String pattern, String escape) {
        return assemble(parts(pattern, escape));
    }

    /**
     * similar_escape's output for the parts of {@link #parts}: {@code ^(?:part1)$}, or
     * {@code ^(?:part1){1,1}?(part2)$}, or {@code ^(?:part1){1,1}?(part2){1,1}(?:part3)$}.
     */
    static String assemble(String[] parts) {
        StringBuilder r = new StringBuilder("^(?:").append(parts[0]);
        if (parts.length > 1) {
            r.append("){1,1}?(").append(parts[1]);
        }
        if (parts.length > 2) {
            r.append("){1,1}(?:").append(parts[2]);
        }
        return r.append(")$").toString();
    }

    /**
     * The pattern translated, unanchored, one string per part: the escape followed by a double quote
     * (two at most, 2200C past that) divides it in two or three.
     */
    static String[] parts(String pattern, String escape) {
        if (escape != null && escape.codePointCount(0, escape.length()) > 1) {
            throw LaninException.withHint(TypeMsg.ESCAPE_HINT, TypeMsg.INVALID_ESCAPE_STRING);
        }
        int esc = escape == null || escape.isEmpty() ? -1 : escape.codePointAt(0);
        java.util.List<String> parts = new java.util.ArrayList<>(3);
        StringBuilder r = new StringBuilder(pattern.length() + 10);
        boolean afterEscape = false;
        boolean inClass = false;
        for (int i = 0; i < pattern.length(); ) {
            int c = pattern.codePointAt(i);
            i += Character.charCount(c);
            if (afterEscape && c == '"' && !inClass) {
                if (parts.size() == 2) {
                    throw LaninException.of(TypeMsg.TOO_MANY_SIMILAR_SEPARATORS);
                }
                parts.add(r.toString());
                r.setLength(0);
                afterEscape = false;
            } else if (afterEscape) {
                r.append('\\').appendCodePoint(c);
                afterEscape = false;
            } else if (c == esc) {
                afterEscape = true;
            } else if (inClass) {
                if (c == '\\') {
                    r.append('\\');
                }
                r.appendCodePoint(c);
                inClass = c != ']';
            } else if (c == '[') {
                r.append('[');
                inClass = true;
            } else if (c == '%') {
                r.append(".*");
            } else if (c == '_') {
                r.append('.');
            } else if (c == '(') {
                r.append("(?:");
            } else if (c == '\\' || c == '.' || c == '^' || c == '$') {
                r.append('\\').appendCodePoint(c);
            } else {
                r.appendCodePoint(c);
            }
        }
        parts.add(r.toString());
        return parts.toArray(new String[0]);
    }
}

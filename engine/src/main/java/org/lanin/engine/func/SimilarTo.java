package org.lanin.engine.func;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/**
 * SQL's SIMILAR TO pattern as the regular expression PostgreSQL matches it with (its
 * {@code similar_escape}): anchored {@code ^(?:...)$}, {@code %} is {@code .*}, {@code _} is
 * {@code .}, groups do not capture, {@code . ^ $ \} are literal, bracket expressions pass through,
 * and the escape character (default backslash; NULL or empty for none) quotes the next one.
 * The {@code #"} substring markers of {@code substring(x SIMILAR p ESCAPE e)} are not supported.
 */
final class SimilarTo {
    private SimilarTo() {
    }

    static String toRegex(String pattern, String escape) {
        if (escape != null && escape.codePointCount(0, escape.length()) > 1) {
            throw LaninException.withHint(TypeMsg.ESCAPE_HINT, TypeMsg.INVALID_ESCAPE_STRING);
        }
        int esc = escape == null || escape.isEmpty() ? -1 : escape.codePointAt(0);
        StringBuilder r = new StringBuilder(pattern.length() + 10).append("^(?:");
        boolean afterEscape = false;
        boolean inClass = false;
        for (int i = 0; i < pattern.length(); ) {
            int c = pattern.codePointAt(i);
            i += Character.charCount(c);
            if (afterEscape) {
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
        return r.append(")$").toString();
    }
}

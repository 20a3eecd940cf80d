package org.lanin.differential;

import java.util.Locale;

/** Finds an ORDER BY outside parentheses and string literals: only then is row order part of the answer. */
final class OrderBy {
    private OrderBy() {
    }

    static boolean atTopLevel(String sql) {
        String s = sql.toLowerCase(Locale.ROOT);
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                inString = !inString;
            } else if (!inString && c == '(') {
                depth++;
            } else if (!inString && c == ')') {
                depth--;
            } else if (!inString && depth == 0 && s.startsWith("order", i) && wordBoundary(s, i - 1)
                    && s.substring(i + 5).stripLeading().startsWith("by")) {
                return true;
            }
        }
        return false;
    }

    private static boolean wordBoundary(String s, int i) {
        return i < 0 || !Character.isLetterOrDigit(s.charAt(i)) && s.charAt(i) != '_';
    }
}

package org.lanin.engine.type;

/**
 * PostgreSQL's array output function (array_out): {@code {1,2,3}}, nested braces per dimension
 * ({@code {{1,2},{3,4}}}), {@code NULL} for a null element, and a dimension decoration
 * {@code [0:2]={...}} when some lower bound is not 1. An element is double-quoted when it is
 * empty, reads {@code NULL} in any case, or contains a brace, a double quote, a comma, a
 * backslash or white space; inside quotes, {@code "} and {@code \} get a backslash.
 */
public final class ArrayFormat {
    private ArrayFormat() {
    }

    public static String format(ArrayValue a) {
        if (a.isEmpty()) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        if (!a.defaultBounds()) {
            for (int d = 0; d < a.ndims(); d++) {
                sb.append('[').append(a.lower(d)).append(':').append(a.lower(d) + a.length(d) - 1).append(']');
            }
            sb.append('=');
        }
        appendLevel(sb, a, 0, 0);
        return sb.toString();
    }

    /** Appends dimension {@code d} starting at flat index {@code start}; returns the next flat index. */
    private static int appendLevel(StringBuilder sb, ArrayValue a, int d, int start) {
        sb.append('{');
        int i = start;
        for (int k = 0; k < a.length(d); k++) {
            if (k > 0) {
                sb.append(',');
            }
            if (d + 1 < a.ndims()) {
                i = appendLevel(sb, a, d + 1, i);
            } else {
                appendElement(sb, a.get(i++));
            }
        }
        sb.append('}');
        return i;
    }

    private static void appendElement(StringBuilder sb, Object v) {
        if (v == null) {
            sb.append("NULL");
            return;
        }
        String s = TextFormat.format(v);
        if (!needsQuotes(s)) {
            sb.append(s);
            return;
        }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append('"');
    }

    static boolean needsQuotes(String s) {
        if (s.isEmpty() || s.equalsIgnoreCase("NULL")) {
            return true;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{' || c == '}' || c == '"' || c == ',' || c == '\\' || isSpace(c)) {
                return true;
            }
        }
        return false;
    }

    /** array_isspace: the C locale's white space. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0B || c == '\f';
    }
}

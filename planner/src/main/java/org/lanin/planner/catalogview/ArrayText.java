package org.lanin.planner.catalogview;

import java.util.List;
import org.lanin.engine.type.TextFormat;

/**
 * PostgreSQL's array output (array_out) for the anyarray and real[] columns of pg_stats, which
 * Lanin shows as text until it has array types: {@code {1,2,3}}; an element is double-quoted when
 * it is empty, reads NULL, or contains a brace, quote, comma, backslash or white space, and
 * quotes and backslashes inside are escaped with a backslash: {@code {"a b","say \"hi\""}}.
 */
final class ArrayText {
    private ArrayText() {
    }

    /** The array of {@code values} (never null elements), or null for an empty list (no such slot). */
    static String of(List<?> values) {
        if (values.isEmpty()) {
            return null;
        }
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            appendElement(sb, TextFormat.format(values.get(i)));
        }
        return sb.append('}').toString();
    }

    /** A real[] of {@code numbers} as float4 values, or null when empty. */
    static String ofReals(double[] numbers) {
        if (numbers.length == 0) {
            return null;
        }
        Float[] boxed = new Float[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            boxed[i] = (float) numbers[i];
        }
        return of(List.of(boxed));
    }

    private static void appendElement(StringBuilder sb, String s) {
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

    private static boolean needsQuotes(String s) {
        if (s.isEmpty() || s.equalsIgnoreCase("NULL")) {
            return true;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{' || c == '}' || c == ',' || c == '"' || c == '\\' || isArraySpace(c)) {
                return true;
            }
        }
        return false;
    }

    /** array_isspace: the ASCII white space PostgreSQL's array parser skips. */
    private static boolean isArraySpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u000B' || c == '\f';
    }
}

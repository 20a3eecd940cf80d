package org.lanin.planner.func;

import org.lanin.engine.type.TextFormat;

/**
 * PostgreSQL's record_out: {@code (f1,f2)}, a NULL field empty, a field quoted when it is empty
 * or holds a quote, backslash, parenthesis, comma or white space (quotes and backslashes doubled).
 * Lanin has no record type: a row-valued call in an expression gives this text.
 */
public final class RecordText {
    private RecordText() {
    }

    public static String format(Object[] fields) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String s = TextFormat.format(fields[i]);
            if (s != null) {
                appendField(sb, s);
            }
        }
        return sb.append(')').toString();
    }

    private static void appendField(StringBuilder sb, String s) {
        boolean quote = s.isEmpty();
        for (int i = 0; i < s.length() && !quote; i++) {
            char c = s.charAt(i);
            quote = c == '"' || c == '\\' || c == '(' || c == ')' || c == ',' || Character.isWhitespace(c);
        }
        if (!quote) {
            sb.append(s);
            return;
        }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append(c);
            }
            sb.append(c);
        }
        sb.append('"');
    }
}

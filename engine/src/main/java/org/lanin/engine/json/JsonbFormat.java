package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * jsonb's text output ({@code JsonbToCString}): {@code {"a": 1, "b": [1, 2]}}, numbers as numeric
 * prints them, strings escaped as {@code escape_json} does; and jsonb_pretty's form (four spaces
 * per level, an empty container's brackets on two lines).
 */
public final class JsonbFormat {
    private JsonbFormat() {
    }

    public static String format(Object node) {
        StringBuilder sb = new StringBuilder();
        append(sb, node);
        return sb.toString();
    }

    public static void append(StringBuilder sb, Object node) {
        if (node instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                append(sb, l.get(i));
            }
            sb.append(']');
        } else if (node instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                quote(sb, (String) e.getKey());
                sb.append(": ");
                append(sb, e.getValue());
            }
            sb.append('}');
        } else {
            scalar(sb, node);
        }
    }

    static void scalar(StringBuilder sb, Object node) {
        if (node instanceof String s) {
            quote(sb, s);
        } else if (node instanceof BigDecimal d) {
            sb.append(d.toPlainString());
        } else {
            sb.append(node); // true, false, null
        }
    }

    /** jsonb_pretty. */
    public static String pretty(Object node) {
        StringBuilder sb = new StringBuilder();
        pretty(sb, node, 0);
        return sb.toString();
    }

    private static void pretty(StringBuilder sb, Object node, int level) {
        if (node instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                sb.append(i > 0 ? ",\n" : "\n");
                indent(sb, level + 1);
                pretty(sb, l.get(i), level + 1);
            }
            sb.append('\n');
            indent(sb, level);
            sb.append(']');
        } else if (node instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(first ? "\n" : ",\n");
                first = false;
                indent(sb, level + 1);
                quote(sb, (String) e.getKey());
                sb.append(": ");
                pretty(sb, e.getValue(), level + 1);
            }
            sb.append('\n');
            indent(sb, level);
            sb.append('}');
        } else {
            scalar(sb, node);
        }
    }

    private static void indent(StringBuilder sb, int level) {
        sb.append("    ".repeat(level));
    }

    /** escape_json: quotes, backslash, \b \f \n \r \t and other control characters as \\u00XX. */
    public static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        quote(sb, s);
        return sb.toString();
    }
}

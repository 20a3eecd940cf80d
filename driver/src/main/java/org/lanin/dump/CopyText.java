package org.lanin.dump;

/**
 * PostgreSQL's COPY text format for one field (copyto.c, CopyAttributeOutText): a backslash and
 * the control characters COPY FROM would read as separators or escapes are written as backslash
 * escapes; every other character, multi-byte ones included, is written as it is. NULL is {@code \N}.
 */
final class CopyText {
    static final String NULL = "\\N";

    private CopyText() {
    }

    static void append(StringBuilder out, String value) {
        if (value == null) {
            out.append(NULL);
            return;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (c < 0x20) {
                switch (c) {
                    case '\b' -> out.append("\\b");
                    case '\f' -> out.append("\\f");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    case 0x0B -> out.append("\\v");
                    default -> out.append(c);
                }
            } else {
                out.append(c);
            }
        }
    }

    static String of(String value) {
        StringBuilder b = new StringBuilder();
        append(b, value);
        return b.toString();
    }
}

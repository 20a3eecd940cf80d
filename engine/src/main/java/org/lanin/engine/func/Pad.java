package org.lanin.engine.func;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/** lpad/rpad: fill to {@code len} characters with {@code fill} repeated, or truncate to {@code len}. */
final class Pad {
    private Pad() {
    }

    static String pad(String s, int len, String fill, boolean left) {
        if (len <= 0) {
            return "";
        }
        if (len > (1 << 28)) {
            throw LaninException.of(TypeMsg.REQUESTED_LENGTH_TOO_LARGE);
        }
        int have = StringFunctions.cpLen(s);
        if (have >= len) {
            return s.substring(0, StringFunctions.offset(s, len));
        }
        if (fill.isEmpty()) {
            return s;
        }
        StringBuilder padding = new StringBuilder();
        for (int i = 0, n = len - have; n > 0; n--) {
            int cp = fill.codePointAt(i);
            padding.appendCodePoint(cp);
            i += Character.charCount(cp);
            if (i >= fill.length()) {
                i = 0;
            }
        }
        return left ? padding.append(s).toString() : s + padding;
    }
}

package org.lanin.engine.type;

import org.lanin.engine.error.LaninException;

/**
 * Text that PostgreSQL's UTF8 database would refuse: a NUL character (PostgreSQL's text cannot
 * hold one) or a UTF-16 surrogate without its partner (no UTF-8 encoding exists; its three bytes
 * are what PostgreSQL would have been sent, as a lenient encoder writes them). Both are 22021,
 * with PostgreSQL's message naming the bytes. SQL text and string parameters are checked where
 * they enter a session.
 */
public final class Utf8Validity {
    private Utf8Validity() {
    }

    /** {@code s} unchanged, or 22021 at its first NUL or unpaired surrogate. */
    public static String check(String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c < 0xD800 && c != 0) {
                continue;
            }
            if (c == 0) {
                throw LaninException.of(TypeMsg.INVALID_BYTE_SEQUENCE, "0x00");
            }
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw LaninException.of(TypeMsg.INVALID_BYTE_SEQUENCE, String.format("0x%02x 0x%02x 0x%02x",
                        0xE0 | (c >> 12), 0x80 | ((c >> 6) & 0x3F), 0x80 | (c & 0x3F)));
            }
        }
        return s;
    }
}

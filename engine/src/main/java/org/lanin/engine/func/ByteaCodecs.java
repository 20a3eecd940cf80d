package org.lanin.engine.func;

import java.io.ByteArrayOutputStream;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * encode(bytea, format) and decode(text, format) for PostgreSQL's formats (encode.c): hex; base64,
 * whose encoding breaks lines after 76 characters and whose decoding skips whitespace; escape,
 * which writes a zero byte, a byte with the high bit set and a backslash as {@code \nnn} octal
 * ({@code \\} for the backslash). Errors are PostgreSQL's 22023.
 */
final class ByteaCodecs {
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final char[] B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final int B64_LINE = 76;

    private enum M implements Msg {
        UNKNOWN_ENCODING("unrecognized encoding: \"%s\""),
        HEX_DIGIT("invalid hexadecimal digit: \"%s\""),
        HEX_ODD("invalid hexadecimal data: odd number of digits"),
        B64_SYMBOL("invalid symbol \"%s\" found while decoding base64 sequence"),
        B64_END("invalid base64 end sequence"),
        ESCAPE("invalid input syntax for type bytea");

        private final String template;

        M(String template) {
            this.template = template;
        }

        @Override
        public SqlState state() {
            return this == ESCAPE ? SqlState.INVALID_TEXT_REPRESENTATION : SqlState.INVALID_PARAMETER_VALUE;
        }

        @Override
        public String template() {
            return template;
        }
    }

    private ByteaCodecs() {
    }

    static String encode(byte[] data, String format) {
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "hex" -> hex(data);
            case "base64" -> base64(data);
            case "escape" -> escape(data);
            default -> throw LaninException.of(M.UNKNOWN_ENCODING, format);
        };
    }

    static byte[] decode(String text, String format) {
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "hex" -> unhex(text);
            case "base64" -> unbase64(text);
            case "escape" -> unescape(text);
            default -> throw LaninException.of(M.UNKNOWN_ENCODING, format);
        };
    }

    /** Lower-case hex, two digits a byte (encode's 'hex', md5's text). */
    static String hex(byte[] d) {
        char[] out = new char[d.length * 2];
        for (int i = 0; i < d.length; i++) {
            out[2 * i] = HEX[(d[i] >> 4) & 0xF];
            out[2 * i + 1] = HEX[d[i] & 0xF];
        }
        return new String(out);
    }

    /** hex_decode: pairs of digits, whitespace between pairs skipped. */
    private static byte[] unhex(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() / 2);
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
                i++;
                continue;
            }
            int hi = digit(c);
            if (i + 1 >= s.length()) {
                throw LaninException.of(M.HEX_ODD);
            }
            int lo = digit(s.charAt(i + 1));
            out.write(hi << 4 | lo);
            i += 2;
        }
        return out.toByteArray();
    }

    private static int digit(char c) {
        int v = Character.digit(c, 16);
        if (v < 0 || c > 'f') {
            throw LaninException.of(M.HEX_DIGIT, String.valueOf(c));
        }
        return v;
    }

    private static String base64(byte[] d) {
        StringBuilder out = new StringBuilder((d.length + 2) / 3 * 4 + d.length / 57 + 1);
        int line = 0;
        for (int i = 0; i < d.length; i += 3) {
            int n = (d[i] & 0xFF) << 16 | (i + 1 < d.length ? (d[i + 1] & 0xFF) << 8 : 0) | (i + 2 < d.length ? d[i + 2] & 0xFF : 0);
            if (line == B64_LINE) {
                out.append('\n');
                line = 0;
            }
            out.append(B64[n >> 18 & 63]).append(B64[n >> 12 & 63])
                    .append(i + 1 < d.length ? B64[n >> 6 & 63] : '=').append(i + 2 < d.length ? B64[n & 63] : '=');
            line += 4;
        }
        return out.toString();
    }

    private static byte[] unbase64(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() * 3 / 4);
        int buf = 0;
        int bits = 0;
        int pad = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
                continue;
            }
            if (c == '=') {
                pad++;
                continue;
            }
            int v = c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? c - 'a' + 26 : c >= '0' && c <= '9' ? c - '0' + 52
                    : c == '+' ? 62 : c == '/' ? 63 : -1;
            if (v < 0 || pad > 0) {
                throw LaninException.of(M.B64_SYMBOL, String.valueOf(c));
            }
            buf = buf << 6 | v;
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                out.write(buf >> bits & 0xFF);
            }
        }
        if (bits >= 6 || pad > 2) {
            throw LaninException.of(M.B64_END);
        }
        return out.toByteArray();
    }

    private static String escape(byte[] d) {
        StringBuilder out = new StringBuilder(d.length);
        for (byte b : d) {
            int v = b & 0xFF;
            if (v == '\\') {
                out.append("\\\\");
            } else if (v == 0 || v >= 0x80) {
                out.append('\\').append((char) ('0' + (v >> 6))).append((char) ('0' + (v >> 3 & 7))).append((char) ('0' + (v & 7)));
            } else {
                out.append((char) v);
            }
        }
        return out.toString();
    }

    private static byte[] unescape(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                byte[] utf8 = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.write(utf8, 0, utf8.length);
            } else if (i + 1 < s.length() && s.charAt(i + 1) == '\\') {
                out.write('\\');
                i++;
            } else if (i + 3 < s.length() && octal(s.charAt(i + 1)) <= 3 && octal(s.charAt(i + 2)) >= 0 && octal(s.charAt(i + 3)) >= 0) {
                out.write(octal(s.charAt(i + 1)) << 6 | octal(s.charAt(i + 2)) << 3 | octal(s.charAt(i + 3)));
                i += 3;
            } else {
                throw LaninException.of(M.ESCAPE);
            }
        }
        return out.toByteArray();
    }

    private static int octal(char c) {
        return c >= '0' && c <= '7' ? c - '0' : -1;
    }
}

package org.lanin.engine.type;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.lanin.engine.error.LaninException;

/**
 * Text input functions of the non-datetime kinds (PostgreSQL's {@code int4in}, {@code numeric_in},
 * {@code float8in}, {@code boolin}, {@code uuid_in}, {@code byteain}). Each scans by hand and
 * throws only for bad input, so the good path costs no exceptions and no regex.
 */
public final class TextParsers {
    private TextParsers() {
    }

    static LaninException syntax(TypeKind kind, String s) {
        return LaninException.of(TypeMsg.INVALID_INPUT_SYNTAX, kind.sqlName(), s);
    }

    /** Leading/trailing whitespace is allowed, as in PostgreSQL. */
    public static Object parseIntegral(String s, TypeKind kind) {
        int i = skipSpace(s, 0);
        int end = trimEnd(s);
        boolean neg = false;
        if (i < end && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            neg = s.charAt(i++) == '-';
        }
        if (i >= end) {
            throw syntax(kind, s);
        }
        long acc = 0; // accumulated negatively so Long.MIN_VALUE fits
        boolean overflow = false;
        for (; i < end; i++) {
            int d = s.charAt(i) - '0';
            if (d < 0 || d > 9) {
                throw syntax(kind, s);
            }
            if (acc < (Long.MIN_VALUE + d) / 10) {
                overflow = true;
            } else {
                acc = acc * 10 - d;
            }
        }
        if (!neg) {
            overflow |= acc == Long.MIN_VALUE;
            acc = -acc;
        }
        long min = kind == TypeKind.SMALLINT ? Short.MIN_VALUE : kind == TypeKind.INTEGER ? Integer.MIN_VALUE : Long.MIN_VALUE;
        long max = kind == TypeKind.SMALLINT ? Short.MAX_VALUE : kind == TypeKind.INTEGER ? Integer.MAX_VALUE : Long.MAX_VALUE;
        if (overflow || acc < min || acc > max) {
            throw LaninException.of(TypeMsg.VALUE_OUT_OF_RANGE_FOR_TYPE, s, kind.sqlName());
        }
        return kind == TypeKind.SMALLINT ? (Object) (short) acc : kind == TypeKind.INTEGER ? (Object) (int) acc : (Object) acc;
    }

    /** numeric_in: a {@link BigDecimal}, or NaN / [+-]Infinity / [+-]inf (any case) as a {@link NumericSpecial}. */
    public static Number parseNumeric(String s) {
        int i = skipSpace(s, 0);
        int end = trimEnd(s);
        if (!isDecimal(s, i, end)) {
            if (isSpecialFloat(s, i, end)) {
                char c = Character.toLowerCase(s.charAt(i));
                return c == 'n' ? NumericSpecial.NAN : NumericSpecial.infinity(c == '-' ? -1 : 1);
            }
            throw syntax(TypeKind.NUMERIC, s);
        }
        return NumericLimits.parse(s.substring(i, end));
    }

    public static double parseDouble(String s, TypeKind kind) {
        int i = skipSpace(s, 0);
        int end = trimEnd(s);
        if (!isDecimal(s, i, end)) {
            if (!isSpecialFloat(s, i, end)) {
                throw syntax(kind, s);
            }
            char c = Character.toLowerCase(s.charAt(i));
            return c == 'n' ? Double.NaN : c == '-' ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        String t = s.substring(i, end);
        double d = Double.parseDouble(t);
        boolean zeroMantissa = true;
        for (int k = 0; k < t.length() && zeroMantissa; k++) {
            char c = t.charAt(k);
            if (c == 'e' || c == 'E') {
                break;
            }
            zeroMantissa = c < '1' || c > '9';
        }
        float f = (float) d;
        boolean out = kind == TypeKind.REAL
                ? Float.isInfinite(f) || (f == 0 && !zeroMantissa)
                : Double.isInfinite(d) || (d == 0 && !zeroMantissa);
        if (out) {
            throw LaninException.of(TypeMsg.TEXT_OUT_OF_RANGE_FOR_TYPE, t, kind.sqlName());
        }
        return d;
    }

    /** [sign](digits[.digits] | .digits)[e[sign]digits], nothing else (Java's d/f/hex forms are rejected). */
    private static boolean isDecimal(String s, int i, int end) {
        if (i < end && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < end && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < end && s.charAt(i) == '.') {
            i++;
            while (i < end && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < end && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < end && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int exp = 0;
            while (i < end && isDigit(s.charAt(i))) {
                i++;
                exp++;
            }
            if (exp == 0) {
                return false;
            }
        }
        return i == end;
    }

    private static boolean isSpecialFloat(String s, int i, int end) {
        if (i >= end) {
            return false;
        }
        String t = s.substring(i, end);
        if (t.startsWith("+") || t.startsWith("-")) {
            t = t.substring(1);
            if (t.equalsIgnoreCase("nan")) {
                return false;
            }
        }
        return t.equalsIgnoreCase("nan") || t.equalsIgnoreCase("infinity") || t.equalsIgnoreCase("inf");
    }

    public static boolean parseBoolean(String s) {
        String t = s.strip().toLowerCase(java.util.Locale.ROOT);
        switch (t) {
            case "t", "tr", "tru", "true", "y", "ye", "yes", "on", "1":
                return true;
            case "f", "fa", "fal", "fals", "false", "n", "no", "of", "off", "0":
                return false;
            default:
                throw syntax(TypeKind.BOOLEAN, s);
        }
    }

    /** 32 hex digits, optionally in braces, with a hyphen allowed after any group of four. */
    public static UUID parseUuid(String s) {
        int i = 0;
        int end = s.length();
        if (end > 1 && s.charAt(0) == '{' && s.charAt(end - 1) == '}') {
            i = 1;
            end--;
        }
        long hi = 0;
        long lo = 0;
        int n = 0;
        for (; i < end; i++) {
            char c = s.charAt(i);
            if (c == '-' && n > 0 && n % 4 == 0 && n < 32 && i + 1 < end && s.charAt(i + 1) != '-') {
                continue;
            }
            int d = Character.digit(c, 16);
            if (d < 0 || n == 32) {
                throw syntax(TypeKind.UUID, s);
            }
            if (n < 16) {
                hi = hi << 4 | d;
            } else {
                lo = lo << 4 | d;
            }
            n++;
        }
        if (n != 32) {
            throw syntax(TypeKind.UUID, s);
        }
        return new UUID(hi, lo);
    }

    /** bytea input: {@code \x} hex format, else the escape format ({@code \\}, {@code \ooo}). */
    public static byte[] parseBytea(String s) {
        if (s.length() >= 2 && s.charAt(0) == '\\' && s.charAt(1) == 'x') {
            return parseHex(s, 2);
        }
        if (s.indexOf('\\') < 0) {
            return s.getBytes(StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        byte[] raw = s.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < raw.length; i++) {
            if (raw[i] != '\\') {
                out.write(raw[i]);
            } else if (i + 1 < raw.length && raw[i + 1] == '\\') {
                out.write('\\');
                i++;
            } else if (i + 3 < raw.length && isOctal(raw[i + 1], '3') && isOctal(raw[i + 2], '7') && isOctal(raw[i + 3], '7')) {
                out.write((raw[i + 1] - '0') << 6 | (raw[i + 2] - '0') << 3 | (raw[i + 3] - '0'));
                i += 3;
            } else {
                throw syntax(TypeKind.BYTEA, s);
            }
        }
        return out.toByteArray();
    }

    private static boolean isOctal(byte b, char max) {
        return b >= '0' && b <= max;
    }

    private static byte[] parseHex(String s, int from) {
        byte[] buf = new byte[(s.length() - from) / 2];
        int n = 0;
        for (int i = from; i < s.length(); ) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                i++;
                continue;
            }
            int hi = hexDigit(c);
            if (i + 1 >= s.length()) {
                throw LaninException.of(TypeMsg.ODD_HEX_DIGITS);
            }
            int lo = hexDigit(s.charAt(i + 1));
            buf[n++] = (byte) (hi << 4 | lo);
            i += 2;
        }
        return n == buf.length ? buf : java.util.Arrays.copyOf(buf, n);
    }

    private static int hexDigit(char c) {
        int d = Character.digit(c, 16);
        if (d < 0 || c > 'f') {
            throw LaninException.of(TypeMsg.INVALID_HEX_DIGIT, String.valueOf(c));
        }
        return d;
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static int skipSpace(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    static int trimEnd(String s) {
        int end = s.length();
        while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) {
            end--;
        }
        return end;
    }
}

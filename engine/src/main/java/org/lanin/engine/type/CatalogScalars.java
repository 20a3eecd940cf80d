package org.lanin.engine.type;

import java.nio.charset.StandardCharsets;
import org.lanin.engine.error.LaninException;

/**
 * Values of PostgreSQL's catalog types {@code oid}, {@code name} and {@code "char"}
 * ({@code utils/adt/oid.c}, {@code name.c}, {@code char.c}):
 * <ul>
 * <li>oid: a {@code Long} in 0 … 4294967295. Text input takes −2147483648 … 4294967295, a negative
 * number wrapping as unsigned (oidin); integer and smallint convert by reinterpreting the bits, bigint
 * must be in range (22003 "OID out of range"); oid → integer reinterprets back (4294967295 is −1).
 * <li>name: a {@code String} of at most 63 UTF-8 bytes (NAMEDATALEN − 1), longer input cut at a
 * character boundary.
 * <li>"char": a {@code String} of zero or one character: the first character of the input when it is
 * ASCII, else PostgreSQL's output form of its first byte, {@code \ooo} (a four-character string that
 * stands for that byte); integer ↔ "char" convert through the signed byte.
 * </ul>
 */
public final class CatalogScalars {
    static final long MAX_OID = 0xFFFF_FFFFL;
    static final int NAME_BYTES = 63;

    private CatalogScalars() {
    }

    /** oidin. */
    static Long oidFromText(String text) {
        String s = text.strip();
        long v;
        try {
            v = Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
        } catch (NumberFormatException e) {
            if (s.matches("[+-]?\\d+")) {
                throw LaninException.of(TypeMsg.VALUE_OUT_OF_RANGE_FOR_TYPE, text, "oid");
            }
            throw LaninException.of(TypeMsg.INVALID_INPUT_SYNTAX, "oid", text);
        }
        if (v > MAX_OID || v < Integer.MIN_VALUE) {
            throw LaninException.of(TypeMsg.VALUE_OUT_OF_RANGE_FOR_TYPE, text, "oid");
        }
        return v & MAX_OID;
    }

    /** int2/int4 → oid reinterpret the bits; int8 → oid checks the range (PostgreSQL's oid(int8)). */
    static Long oidFromNumber(Number n) {
        if (n instanceof Short || n instanceof Integer) {
            return n.longValue() & MAX_OID;
        }
        if (!(n instanceof Long)) {
            return oidFromNumber((Long) Numbers.toIntegral(n, TypeKind.BIGINT));
        }
        long v = n.longValue();
        if (v < 0 || v > MAX_OID) {
            throw LaninException.of(TypeMsg.OID_OUT_OF_RANGE);
        }
        return v;
    }

    static Long toOid(Object v) {
        if (v instanceof Number n) {
            return oidFromNumber(n);
        }
        return oidFromText(v.toString());
    }

    /** name: the text cut to 63 bytes at a character boundary. */
    public static String toName(String s) {
        if (s.length() * 3 <= NAME_BYTES || s.getBytes(StandardCharsets.UTF_8).length <= NAME_BYTES) {
            return s;
        }
        int bytes = 0;
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + n > NAME_BYTES) {
                break;
            }
            bytes += n;
            i += Character.charCount(cp);
        }
        return s.substring(0, i);
    }

    /** charin: the first byte, ASCII as itself, a high byte as {@code \ooo}; {@code \ooo} input is that byte. */
    static String toChar1(String s) {
        if (s.isEmpty()) {
            return "";
        }
        if (s.length() == 4 && s.charAt(0) == '\\' && s.substring(1).matches("[0-3][0-7][0-7]")) {
            return byteText(Integer.parseInt(s.substring(1), 8));
        }
        if (s.charAt(0) < 0x80) {
            return s.substring(0, 1);
        }
        return byteText(s.getBytes(StandardCharsets.UTF_8)[0] & 0xFF);
    }

    /** integer → "char" (i4tochar): −128 … 127, else 22003. */
    static String char1FromInt(long v) {
        if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) {
            throw LaninException.of(TypeMsg.CHAR1_OUT_OF_RANGE);
        }
        return byteText((int) v & 0xFF);
    }

    /** "char" → integer (chartoi4): the byte, signed; '' is 0. */
    static int char1ToInt(String c) {
        if (c.isEmpty()) {
            return 0;
        }
        int b = c.length() == 4 && c.charAt(0) == '\\' ? Integer.parseInt(c.substring(1), 8) : c.charAt(0);
        return (byte) b;
    }

    private static String byteText(int b) {
        if (b == 0) {
            return "";
        }
        return b < 0x80 ? String.valueOf((char) b) : "\\" + Integer.toOctalString(b);
    }

    /**
     * Conversions whose result depends on the source being oid or "char" (the value's class alone,
     * Long or String, does not tell): oid → integer, "char" → integer. Null when not such a case.
     */
    static Object fromCatalogKind(Object v, DataType source, TypeKind target) {
        if (source == null) {
            return null;
        }
        if (source.kind() == TypeKind.OID && target == TypeKind.INTEGER) {
            return (int) ((Long) v).longValue();
        }
        if (source.kind() == TypeKind.CHAR1 && target.isIntegral()) {
            return Numbers.toIntegral(char1ToInt((String) v), target);
        }
        if (target == TypeKind.CHAR1 && source.kind().isIntegral() && v instanceof Number n) {
            return char1FromInt(n.longValue());
        }
        return null;
    }
}

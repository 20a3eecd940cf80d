package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.BYTEA;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.TEXT;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TextFormat;
import org.lanin.engine.type.TypeMsg;

/**
 * String functions. Positions and lengths count characters (code points), as PostgreSQL does
 * in a UTF-8 database, not UTF-16 units. Case mapping is locale-independent (C collation).
 */
final class StringFunctions {
    private StringFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn(new String[] {"length", "char_length", "character_length"}, DataType.INTEGER, (c, a) -> cpLen(s(a, 0)), TEXT);
        b.fn("length", DataType.INTEGER, (c, a) -> ((byte[]) a[0]).length, BYTEA);
        b.fn("octet_length", DataType.INTEGER, (c, a) -> utf8Length(s(a, 0)), TEXT);
        b.fn("octet_length", DataType.INTEGER, (c, a) -> ((byte[]) a[0]).length, BYTEA);
        b.fn("lower", DataType.TEXT, (c, a) -> s(a, 0).toLowerCase(Locale.ROOT), TEXT);
        b.fn("upper", DataType.TEXT, (c, a) -> s(a, 0).toUpperCase(Locale.ROOT), TEXT);
        b.fn(new String[] {"btrim", "trim"}, DataType.TEXT, (c, a) -> Trim.trim(s(a, 0), " ", true, true), TEXT);
        b.fn(new String[] {"btrim", "trim"}, DataType.TEXT, (c, a) -> Trim.trim(s(a, 0), s(a, 1), true, true), TEXT, TEXT);
        b.fn("ltrim", DataType.TEXT, (c, a) -> Trim.trim(s(a, 0), " ", true, false), TEXT);
        b.fn("ltrim", DataType.TEXT, (c, a) -> Trim.trim(s(a, 0), s(a, 1), true, false), TEXT, TEXT);
        b.fn("rtrim", DataType.TEXT, (c, a) -> Trim.trim(s(a, 0), " ", false, true), TEXT);
        b.fn("rtrim", DataType.TEXT, (c, a) -> Trim.trim(s(a, 0), s(a, 1), false, true), TEXT, TEXT);
        String[] substr = {"substring", "substr"};
        b.fn(substr, DataType.TEXT, (c, a) -> substring(s(a, 0), (Integer) a[1], Integer.MAX_VALUE, false), TEXT, INTEGER);
        b.fn(substr, DataType.TEXT, (c, a) -> substring(s(a, 0), (Integer) a[1], (Integer) a[2], true), TEXT, INTEGER, INTEGER);
        b.fn(new String[] {"strpos", "position"}, DataType.INTEGER, (c, a) -> strpos(s(a, 0), s(a, 1)), TEXT, TEXT);
        b.fn("replace", DataType.TEXT, (c, a) -> s(a, 1).isEmpty() ? s(a, 0) : s(a, 0).replace(s(a, 1), s(a, 2)), TEXT, TEXT, TEXT);
        b.fn("translate", DataType.TEXT, (c, a) -> translate(s(a, 0), s(a, 1), s(a, 2)), TEXT, TEXT, TEXT);
        b.add(new FunctionDef("concat", List.of(), FunctionDef.Variadic.ANY, DataType.TEXT, false, Volatility.IMMUTABLE,
                (c, a) -> concatWs("", a, 0)));
        b.add(new FunctionDef("concat_ws", List.of(TEXT), FunctionDef.Variadic.ANY, DataType.TEXT, false, Volatility.IMMUTABLE,
                (c, a) -> a[0] == null ? null : concatWs(s(a, 0), a, 1)));
        b.fn("left", DataType.TEXT, (c, a) -> left(s(a, 0), (Integer) a[1]), TEXT, INTEGER);
        b.fn("right", DataType.TEXT, (c, a) -> right(s(a, 0), (Integer) a[1]), TEXT, INTEGER);
        b.fn("repeat", DataType.TEXT, (c, a) -> repeat(s(a, 0), (Integer) a[1]), TEXT, INTEGER);
        b.fn("reverse", DataType.TEXT, (c, a) -> new StringBuilder(s(a, 0)).reverse().toString(), TEXT);
        b.fn("lpad", DataType.TEXT, (c, a) -> Pad.pad(s(a, 0), (Integer) a[1], " ", true), TEXT, INTEGER);
        b.fn("lpad", DataType.TEXT, (c, a) -> Pad.pad(s(a, 0), (Integer) a[1], s(a, 2), true), TEXT, INTEGER, TEXT);
        b.fn("rpad", DataType.TEXT, (c, a) -> Pad.pad(s(a, 0), (Integer) a[1], " ", false), TEXT, INTEGER);
        b.fn("rpad", DataType.TEXT, (c, a) -> Pad.pad(s(a, 0), (Integer) a[1], s(a, 2), false), TEXT, INTEGER, TEXT);
        b.fn("split_part", DataType.TEXT, (c, a) -> splitPart(s(a, 0), s(a, 1), (Integer) a[2]), TEXT, TEXT, INTEGER);
        b.fn("initcap", DataType.TEXT, (c, a) -> initcap(s(a, 0)), TEXT);
        b.fn("md5", DataType.TEXT, (c, a) -> Digests.md5Hex(s(a, 0).getBytes(StandardCharsets.UTF_8)), TEXT);
        b.fn("md5", DataType.TEXT, (c, a) -> Digests.md5Hex((byte[]) a[0]), BYTEA);
        b.fn("encode", DataType.TEXT, (c, a) -> ByteaCodecs.encode((byte[]) a[0], s(a, 1)), BYTEA, TEXT);
        b.fn("decode", DataType.BYTEA, (c, a) -> ByteaCodecs.decode(s(a, 0), s(a, 1)), TEXT, TEXT);
        b.fn("convert_to", DataType.BYTEA, (c, a) -> Conversions.to(s(a, 0), s(a, 1)), TEXT, TEXT);
        b.fn("convert_from", DataType.TEXT, (c, a) -> Conversions.from((byte[]) a[0], s(a, 1)), BYTEA, TEXT);
        for (int bits : new int[] {224, 256, 384, 512}) {
            b.fn("sha" + bits, DataType.BYTEA, (c, a) -> Digests.digest("SHA-" + bits, (byte[]) a[0]), BYTEA);
        }
        b.fn("starts_with", DataType.BOOLEAN, (c, a) -> s(a, 0).startsWith(s(a, 1)), TEXT, TEXT);
        b.fn("ascii", DataType.INTEGER, (c, a) -> s(a, 0).isEmpty() ? 0 : s(a, 0).codePointAt(0), TEXT);
        b.fn("chr", DataType.TEXT, (c, a) -> chr((Integer) a[0]), INTEGER);
    }

    static String s(Object[] a, int i) {
        return (String) a[i];
    }

    static int cpLen(String s) {
        return s.codePointCount(0, s.length());
    }

    static int utf8Length(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            n += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isHighSurrogate(c) ? 4 : Character.isLowSurrogate(c) ? 0 : 3;
        }
        return n;
    }

    /** Index of the {@code cp}-th code point, clamped to the string's end. */
    static int offset(String s, long cp) {
        if (cp <= 0) {
            return 0;
        }
        int n = cpLen(s);
        return cp >= n ? s.length() : s.offsetByCodePoints(0, (int) cp);
    }

    /** PostgreSQL substring: characters from {@code start} (1-based, may be ≤ 0) for {@code count}. */
    static String substring(String s, int start, int count, boolean hasCount) {
        if (hasCount && count < 0) {
            throw LaninException.of(TypeMsg.NEGATIVE_SUBSTRING_LENGTH);
        }
        long end = hasCount ? (long) start + count : Long.MAX_VALUE;
        long from = Math.max(start, 1);
        if (end <= from) {
            return "";
        }
        int b = offset(s, from - 1);
        int e = end == Long.MAX_VALUE ? s.length() : offset(s, end - 1);
        return s.substring(b, Math.max(b, e));
    }

    static int strpos(String s, String sub) {
        int i = s.indexOf(sub);
        return i < 0 ? 0 : s.codePointCount(0, i) + 1;
    }

    static String translate(String s, String from, String to) {
        StringBuilder sb = new StringBuilder(s.length());
        int[] fromCps = from.codePoints().toArray();
        int[] toCps = to.codePoints().toArray();
        s.codePoints().forEach(cp -> {
            int k = -1;
            for (int i = 0; i < fromCps.length && k < 0; i++) {
                k = fromCps[i] == cp ? i : -1;
            }
            if (k < 0) {
                sb.appendCodePoint(cp);
            } else if (k < toCps.length) {
                sb.appendCodePoint(toCps[k]);
            }
        });
        return sb.toString();
    }

    /** concat/concat_ws: nulls are skipped; values print with their output function. */
    static String concatWs(String sep, Object[] a, int from) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (int i = from; i < a.length; i++) {
            if (a[i] != null) {
                if (!first) {
                    sb.append(sep);
                }
                sb.append(TextFormat.format(a[i]));
                first = false;
            }
        }
        return sb.toString();
    }

    static String left(String s, int n) {
        return n >= 0 ? s.substring(0, offset(s, n)) : s.substring(0, offset(s, Math.max(cpLen(s) + (long) n, 0)));
    }

    static String right(String s, int n) {
        int len = cpLen(s);
        return n >= 0 ? s.substring(offset(s, Math.max(len - (long) n, 0))) : s.substring(offset(s, -(long) n));
    }

    static String repeat(String s, int n) {
        if (n <= 0 || s.isEmpty()) {
            return "";
        }
        if ((long) s.length() * n > (1 << 28)) {
            throw LaninException.of(TypeMsg.REQUESTED_LENGTH_TOO_LARGE);
        }
        return s.repeat(n);
    }

    static String splitPart(String s, String delim, int n) {
        if (n == 0) {
            throw LaninException.of(TypeMsg.FIELD_POSITION_ZERO);
        }
        if (delim.isEmpty()) {
            return n == 1 || n == -1 ? s : "";
        }
        List<String> parts = new java.util.ArrayList<>();
        int from = 0;
        for (int i = s.indexOf(delim); i >= 0; i = s.indexOf(delim, from)) {
            parts.add(s.substring(from, i));
            from = i + delim.length();
        }
        parts.add(s.substring(from));
        int idx = n > 0 ? n - 1 : parts.size() + n;
        return idx >= 0 && idx < parts.size() ? parts.get(idx) : "";
    }

    static String initcap(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean inWord = false;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            sb.appendCodePoint(inWord ? Character.toLowerCase(cp) : Character.toUpperCase(cp));
            inWord = Character.isLetterOrDigit(cp);
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    static String chr(int code) {
        if (code == 0) {
            throw LaninException.of(TypeMsg.NULL_CHARACTER);
        }
        if (code < 0 || code > Character.MAX_CODE_POINT || (code >= 0xD800 && code <= 0xDFFF)) {
            throw LaninException.of(TypeMsg.CHARACTER_TOO_LARGE, code);
        }
        return new String(Character.toChars(code));
    }
}

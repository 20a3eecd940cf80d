package org.lanin.engine.exec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.lanin.engine.type.Numbers;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.TypeKind;

/**
 * Abbreviated keys (PostgreSQL's sortsupport, Geoghegan 2015): a {@code long} per value whose
 * signed order never contradicts {@link org.lanin.engine.type.ValueComparators}: a &lt; b implies
 * abbrev(a) &lt;= abbrev(b). Equal abbreviations decide nothing (the full comparison runs), except
 * for the kinds whose encoding is {@link #isExact exact} (integers, floats, dates...).
 *
 * <p>Unsigned byte prefixes (text, bytea, uuid) are packed big-endian and have their sign bit
 * flipped, so a signed {@code Long.compare} orders them as unsigned bytes.
 */
public final class SortKeyAbbreviator {
    private static final long SIGN = Long.MIN_VALUE;
    private static final long[] POW10 = new long[19];
    /** Leading decimal digits kept of a numeric: 10^15 &lt; 2^50, leaving 12 bits of exponent. */
    private static final int NUMERIC_DIGITS = 15;
    private static final int EXP_BIAS = 2048;

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) {
            POW10[i] = POW10[i - 1] * 10;
        }
    }

    private SortKeyAbbreviator() {
    }

    /** True if values of {@code kind} have an abbreviation. */
    public static boolean supports(TypeKind kind) {
        return kind != TypeKind.INTERVAL && kind != TypeKind.UNKNOWN && kind != TypeKind.ARRAY
                && kind != TypeKind.JSON && kind != TypeKind.JSONB
                && kind != TypeKind.TSVECTOR && kind != TypeKind.TSQUERY;
    }

    /** True if equal abbreviations mean equal values (then a tie needs no full comparison). */
    public static boolean isExact(TypeKind kind) {
        return switch (kind) {
            case SMALLINT, INTEGER, BIGINT, OID, REAL, DOUBLE, BOOLEAN, DATE, TIME -> true;
            default -> false;
        };
    }

    /** The ascending abbreviation of a non-null value of {@code kind}. */
    public static long abbreviate(TypeKind kind, Object v) {
        return switch (kind) {
            case SMALLINT, INTEGER, BIGINT, OID -> ((Number) v).longValue();
            case REAL, DOUBLE -> ofDouble(((Number) v).doubleValue());
            case NUMERIC -> v instanceof NumericSpecial s ? ofSpecial(s) : ofNumeric(v instanceof BigDecimal d ? d : Numbers.toBigDecimal((Number) v));
            case BOOLEAN -> (Boolean) v ? 1 : 0;
            case TEXT, VARCHAR, NAME, CHAR1 -> ofText((String) v, ((String) v).length());
            case CHAR -> ofText((String) v, trimmedLength((String) v));
            case BYTEA -> ofBytes((byte[]) v);
            case UUID -> ((UUID) v).getMostSignificantBits() ^ SIGN;
            case DATE -> ((LocalDate) v).toEpochDay();
            case TIME -> ((LocalTime) v).toNanoOfDay();
            case TIMESTAMP -> ((LocalDateTime) v).toEpochSecond(ZoneOffset.UTC);
            case TIMESTAMPTZ -> ((OffsetDateTime) v).toEpochSecond();
            case ENUM -> SortKeyAbbreviator.ofDouble(((org.lanin.engine.type.EnumLabel) v).sortOrder());
            case INTERVAL, UNKNOWN, ARRAY, JSON, JSONB, TSVECTOR, TSQUERY, RECORD -> 0;
        };
    }

    /** PostgreSQL's float order: -0 = 0, NaN above +Infinity (canonical NaN bits are the largest positive). */
    static long ofDouble(double d) {
        long bits = Double.doubleToLongBits(d == 0 ? 0.0 : d);
        return bits < 0 ? bits ^ Long.MAX_VALUE : bits;
    }

    /**
     * The first 8 bytes of the text's code-point-ordered encoding: UTF-8 for every UTF-16 unit
     * outside the surrogates, and for a surrogate unit (paired or not) two bytes F8..FF xx,
     * above every UTF-8 lead byte of the BMP, where {@code compareText} puts surrogates. Each
     * unit's encoding is prefix-free, so byte order equals (fixed-up) unit order.
     */
    static long ofText(String s, int len) {
        long acc = 0;
        int bytes = 0;
        for (int i = 0; i < len && bytes < 8; i++) {
            int c = s.charAt(i);
            if (c < 0x80) {
                acc = acc << 8 | c;
                bytes++;
                continue;
            }
            int enc;
            int n;
            if (c < 0x800) {
                enc = (0xC0 | c >> 6) << 8 | 0x80 | c & 0x3F;
                n = 2;
            } else if (c >= 0xD800 && c <= 0xDFFF) {
                int off = c - 0xD800;
                enc = (0xF8 | off >> 8) << 8 | off & 0xFF;
                n = 2;
            } else {
                enc = (0xE0 | c >> 12) << 16 | (0x80 | c >> 6 & 0x3F) << 8 | 0x80 | c & 0x3F;
                n = 3;
            }
            for (int k = n - 1; k >= 0 && bytes < 8; k--) {
                acc = acc << 8 | (enc >>> (8 * k)) & 0xFF;
                bytes++;
            }
        }
        return (bytes == 0 ? 0 : acc << (8 * (8 - bytes))) ^ SIGN;
    }

    private static int trimmedLength(String s) {
        int n = s.length();
        while (n > 0 && s.charAt(n - 1) == ' ') {
            n--;
        }
        return n;
    }

    static long ofBytes(byte[] b) {
        long acc = 0;
        for (int i = 0; i < 8; i++) {
            acc = acc << 8 | (i < b.length ? b[i] & 0xFF : 0);
        }
        return acc ^ SIGN;
    }

    /** Past every finite numeric's key (those stay within +-2^62): -Infinity, Infinity, then NaN. */
    private static long ofSpecial(NumericSpecial s) {
        return s.isNaN() ? Long.MAX_VALUE : s.sign() > 0 ? Long.MAX_VALUE - 1 : Long.MIN_VALUE;
    }

    /**
     * Sign, then the decimal exponent of the leading digit (biased, 12 bits), then the first 15
     * digits; negatives are the negated encoding of their magnitude. Exponents beyond +-2047
     * saturate (their values tie and the full comparison orders them).
     */
    static long ofNumeric(BigDecimal d) {
        int sign = d.signum();
        if (sign == 0) {
            return 0;
        }
        int p = d.precision();
        long e = (long) p - d.scale() - 1;
        long key;
        if (e >= EXP_BIAS) {
            key = 1L << 62;
        } else if (e <= -EXP_BIAS) {
            key = 1;
        } else {
            key = (e + EXP_BIAS) << 50 | leadingDigits(d, p);
        }
        return sign < 0 ? -key : key;
    }

    private static long leadingDigits(BigDecimal d, int p) {
        BigInteger u = d.unscaledValue().abs();
        if (p <= 18) {
            long v = u.longValue();
            return p <= NUMERIC_DIGITS ? v * POW10[NUMERIC_DIGITS - p] : v / POW10[p - NUMERIC_DIGITS];
        }
        return u.divide(BigInteger.TEN.pow(p - NUMERIC_DIGITS)).longValue();
    }
}

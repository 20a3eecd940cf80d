package org.lanin.engine.stats;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.lanin.engine.type.TypeKind;

/**
 * PostgreSQL's stored width of a value (pg_stats.avg_width): typlen for fixed-width types, the
 * varlena size for text, bytea and numeric as the value sits in a heap tuple: a 1-byte header up
 * to 126 bytes of data, 4 bytes beyond; numeric as its base-10000 digits (2 bytes each) after a
 * 2-byte short header. Lanin does not compress long values as TOAST does, so values past about
 * 2 kB are wider here than PostgreSQL reports.
 */
final class ValueWidth {
    /** analyze.c's WIDTH_THRESHOLD: wider values are left out of MCVs and histograms. */
    static final int TOO_WIDE_BYTES = 1024;
    private static final int SHORT_VARLENA_MAX = 126;
    private static final BigInteger NBASE = BigInteger.valueOf(10_000);

    private ValueWidth() {
    }

    /** True when the kind is stored as a varlena (its width varies per value). */
    static boolean isVariable(TypeKind kind) {
        return kind.isText() || kind == TypeKind.BYTEA || kind == TypeKind.NUMERIC || kind == TypeKind.JSON
                || kind == TypeKind.JSONB || kind == TypeKind.TSVECTOR || kind == TypeKind.TSQUERY;
    }

    /** typlen of a fixed-width kind. */
    static int fixedWidth(TypeKind kind) {
        return switch (kind) {
            case BOOLEAN -> 1;
            case SMALLINT -> 2;
            case INTEGER, REAL, DATE -> 4;
            case UUID, INTERVAL -> 16;
            default -> 8; // bigint, double, time, timestamp, timestamptz
        };
    }

    /** Data bytes of a varlena value, without its header (the raw size TOAST would compare). */
    static int dataBytes(Object value) {
        if (value instanceof String s) {
            return utf8Length(s);
        }
        if (value instanceof byte[] b) {
            return b.length;
        }
        if (value instanceof org.lanin.engine.json.JsonText || value instanceof org.lanin.engine.json.Jsonb
                || value instanceof org.lanin.engine.textsearch.TsVector || value instanceof org.lanin.engine.textsearch.TsQuery) {
            // text search values: their text's size (tsvector's binary form stores each lexeme once, as the text does)
            return utf8Length(value.toString()); // json's text; jsonb's binary form is near its text's size
        }
        return numericBytes((BigDecimal) value);
    }

    /** The stored size of a varlena value, header included (VARSIZE_ANY). */
    static int storedBytes(Object value) {
        int data = dataBytes(value);
        return data <= SHORT_VARLENA_MAX ? data + 1 : data + 4;
    }

    /** True when analyze.c would skip the value as too wide (toast_raw_datum_size > WIDTH_THRESHOLD). */
    static boolean tooWide(Object value) {
        return dataBytes(value) + 4 > TOO_WIDE_BYTES;
    }

    private static int numericBytes(BigDecimal v) {
        if (v.signum() == 0) {
            return 2;
        }
        BigDecimal abs = v.abs();
        int scale = Math.max(abs.scale(), 0);
        int alignedScale = (scale + 3) / 4 * 4;
        BigInteger digits = abs.movePointRight(alignedScale).toBigIntegerExact();
        int groups = 0;
        int trailingZeros = 0;
        boolean seenNonZero = false;
        while (digits.signum() > 0) {
            BigInteger[] qr = digits.divideAndRemainder(NBASE);
            if (qr[1].signum() == 0 && !seenNonZero) {
                trailingZeros++;
            } else {
                seenNonZero = true;
            }
            groups++;
            digits = qr[0];
        }
        int weight = groups - alignedScale / 4 - 1;
        boolean shortForm = scale <= 63 && weight >= -64 && weight <= 63;
        return (shortForm ? 2 : 4) + 2 * (groups - trailingZeros);
    }

    private static int utf8Length(String s) {
        int n = s.length();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return s.getBytes(StandardCharsets.UTF_8).length;
            }
        }
        return n;
    }
}

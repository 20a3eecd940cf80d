package org.lanin.engine.type;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Comparator;
import java.util.UUID;
import org.lanin.engine.error.EngineBug;

/**
 * PostgreSQL's btree ordering of values. Text compares in code point order, which is the
 * byte order of UTF-8 and so equals PostgreSQL's C collation; {@code char(n)} ignores trailing
 * spaces (bpchar); floats put NaN above every number and treat -0 as 0; bytea and uuid
 * compare as unsigned bytes. Comparators here never see null unless built by
 * {@link #nullsFirst}/{@link #nullsLast}.
 */
public final class ValueComparators {
    private static final Comparator<Object> INTEGRAL = (a, b) -> Long.compare(((Number) a).longValue(), ((Number) b).longValue());
    private static final Comparator<Object> NUMERIC = ValueComparators::compareNumeric;
    private static final Comparator<Object> FLOAT = (a, b) -> compareDouble(((Number) a).doubleValue(), ((Number) b).doubleValue());
    private static final Comparator<Object> BOOLEAN = (a, b) -> Boolean.compare((Boolean) a, (Boolean) b);
    private static final Comparator<Object> TEXT = (a, b) -> compareText((String) a, (String) b);
    private static final Comparator<Object> BPCHAR = (a, b) -> compareBpchar((String) a, (String) b);
    private static final Comparator<Object> BYTEA = (a, b) -> Arrays.compareUnsigned((byte[]) a, (byte[]) b);
    private static final Comparator<Object> DATE = (a, b) -> ((LocalDate) a).compareTo((LocalDate) b);
    private static final Comparator<Object> TIME = (a, b) -> ((LocalTime) a).compareTo((LocalTime) b);
    private static final Comparator<Object> TIMESTAMP = (a, b) -> ((LocalDateTime) a).compareTo((LocalDateTime) b);
    private static final Comparator<Object> TIMESTAMPTZ = (a, b) -> compareInstant((OffsetDateTime) a, (OffsetDateTime) b);
    private static final Comparator<Object> ENUMS = (a, b) -> ((EnumLabel) a).compareTo((EnumLabel) b);
    private static final Comparator<Object> UUIDS = (a, b) -> compareUuid((UUID) a, (UUID) b);
    private static final Comparator<Object> INTERVAL = (a, b) -> ((Interval) a).compareTo((Interval) b);
    /** tsvector and tsquery: consistent with equality (by their text; not PostgreSQL's tsvector_cmp order). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final Comparator<Object> TEXT_SEARCH = (a, b) -> ((Comparable) a).compareTo(b);
    private static final Comparator<Object> JSONB = (a, b) -> ((org.lanin.engine.json.Jsonb) a).compareTo((org.lanin.engine.json.Jsonb) b);
    private static final Comparator<Object> ANY = ValueComparators::compare;
    /** record_cmp: field by field, a NULL field after any value; a shorter row first when all its fields tie. */
    private static final Comparator<Object> RECORD = (a, b) -> {
        RowValue x = (RowValue) a;
        RowValue y = (RowValue) b;
        for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
            int c = Comparator.nullsLast(ANY).compare(x.get(i), y.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.size(), y.size());
    };

    private ValueComparators() {
    }

    /** Orders non-null values of {@code t}'s kind. */
    public static Comparator<Object> forType(DataType t) {
        if (t.kind() == TypeKind.ARRAY) {
            return ArrayOrder.of(t.element());
        }
        return forKind(t.kind());
    }

    public static Comparator<Object> forKind(TypeKind kind) {
        return switch (kind) {
            case SMALLINT, INTEGER, BIGINT, OID -> INTEGRAL;
            case NUMERIC -> NUMERIC;
            case REAL, DOUBLE -> FLOAT;
            case BOOLEAN -> BOOLEAN;
            case TEXT, VARCHAR, NAME, CHAR1 -> TEXT;
            case CHAR -> BPCHAR;
            case BYTEA -> BYTEA;
            case DATE -> DATE;
            case TIME -> TIME;
            case TIMESTAMP -> TIMESTAMP;
            case TIMESTAMPTZ -> TIMESTAMPTZ;
            case UUID -> UUIDS;
            case INTERVAL -> INTERVAL;
            case ARRAY -> ArrayOrder.ANY;
            case ENUM -> ENUMS;
            case JSONB -> JSONB;
            case TSVECTOR, TSQUERY -> TEXT_SEARCH;
            case JSON -> throw org.lanin.engine.error.LaninException.of(org.lanin.engine.json.JsonMsg.NO_ORDERING);
            case UNKNOWN -> ANY;
            case RECORD -> RECORD;
        };
    }

    /** ASC NULLS LAST, PostgreSQL's default for ascending order. */
    public static Comparator<Object> nullsLast(DataType t) {
        return Comparator.nullsLast(forType(t));
    }

    /** NULLS FIRST, PostgreSQL's default for descending order (before reversal). */
    public static Comparator<Object> nullsFirst(DataType t) {
        return Comparator.nullsFirst(forType(t));
    }

    /**
     * Compares two non-null values whose kinds may differ but are comparable: any two numbers
     * (exactly for integral/numeric, as double precision when a float is involved, as
     * PostgreSQL's implicit cast to float8 does), date/timestamp/timestamptz (session zone UTC),
     * or two values of the same class.
     */
    public static int compare(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return compareNumbers(x, y);
        }
        if (a.getClass() == b.getClass()) {
            return forKind(kindOf(a)).compare(a, b);
        }
        if (isDateTime(a) && isDateTime(b)) {
            return compareInstant(toUtc(a), toUtc(b));
        }
        throw new EngineBug("cannot compare " + a.getClass().getSimpleName() + " with " + b.getClass().getSimpleName());
    }

    private static int compareNumbers(Number x, Number y) {
        boolean xf = x instanceof Double || x instanceof Float;
        boolean yf = y instanceof Double || y instanceof Float;
        if (xf || yf) {
            return compareDouble(x.doubleValue(), y.doubleValue());
        }
        if (x instanceof BigDecimal || y instanceof BigDecimal || x instanceof NumericSpecial || y instanceof NumericSpecial) {
            return compareNumeric(Numbers.toNumeric(x), Numbers.toNumeric(y));
        }
        return Long.compare(x.longValue(), y.longValue());
    }

    /** cmp_numerics: -Infinity, the numbers, Infinity, then NaN (equal to itself). */
    private static int compareNumeric(Object a, Object b) {
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y);
        }
        return Integer.compare(NumericSpecial.rank(a), NumericSpecial.rank(b));
    }

    /** PostgreSQL's float8 order: NaN equals NaN and sorts above everything; -0 equals 0. */
    public static int compareDouble(double a, double b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        if (a == b) {
            return 0;
        }
        boolean an = Double.isNaN(a);
        return an == Double.isNaN(b) ? 0 : an ? 1 : -1;
    }

    /**
     * Code point order (= UTF-8 byte order). UTF-16 unit order differs only when one side has a
     * surrogate and the other a unit in U+E000..U+FFFF; the fix-up moves surrogates above those.
     */
    public static int compareText(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char c1 = a.charAt(i);
            char c2 = b.charAt(i);
            if (c1 != c2) {
                if (c1 >= 0xD800 && c2 >= 0xD800) {
                    c1 = fixup(c1);
                    c2 = fixup(c2);
                }
                return c1 - c2;
            }
        }
        return a.length() - b.length();
    }

    private static char fixup(char c) {
        return (char) (c >= 0xE000 ? c - 0x800 : c + 0x2000);
    }

    /** bpchar: trailing spaces are insignificant. */
    public static int compareBpchar(String a, String b) {
        int la = trimmedLength(a);
        int lb = trimmedLength(b);
        int n = Math.min(la, lb);
        for (int i = 0; i < n; i++) {
            char c1 = a.charAt(i);
            char c2 = b.charAt(i);
            if (c1 != c2) {
                if (c1 >= 0xD800 && c2 >= 0xD800) {
                    c1 = fixup(c1);
                    c2 = fixup(c2);
                }
                return c1 - c2;
            }
        }
        return la - lb;
    }

    static int trimmedLength(String s) {
        int n = s.length();
        while (n > 0 && s.charAt(n - 1) == ' ') {
            n--;
        }
        return n;
    }

    private static int compareInstant(OffsetDateTime a, OffsetDateTime b) {
        int c = Long.compare(a.toEpochSecond(), b.toEpochSecond());
        return c != 0 ? c : Integer.compare(a.getNano(), b.getNano());
    }

    private static int compareUuid(UUID a, UUID b) {
        int c = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return c != 0 ? c : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    }

    private static boolean isDateTime(Object v) {
        return v instanceof LocalDate || v instanceof LocalDateTime || v instanceof OffsetDateTime;
    }

    private static OffsetDateTime toUtc(Object v) {
        if (v instanceof OffsetDateTime o) {
            return o;
        }
        if (v instanceof LocalDateTime t) {
            return t.atOffset(ZoneOffset.UTC);
        }
        return DateTimes.startOfDay((LocalDate) v).atOffset(ZoneOffset.UTC); // infinity stays infinity
    }

    /** The kind whose Java class {@code v} is; strings map to text. */
    public static TypeKind kindOf(Object v) {
        if (v instanceof String) {
            return TypeKind.TEXT;
        }
        if (v instanceof Integer) {
            return TypeKind.INTEGER;
        }
        if (v instanceof Long) {
            return TypeKind.BIGINT;
        }
        if (v instanceof BigDecimal || v instanceof NumericSpecial) {
            return TypeKind.NUMERIC;
        }
        if (v instanceof Double) {
            return TypeKind.DOUBLE;
        }
        return kindOfRare(v);
    }

    private static TypeKind kindOfRare(Object v) {
        if (v instanceof Short) {
            return TypeKind.SMALLINT;
        }
        if (v instanceof Float) {
            return TypeKind.REAL;
        }
        if (v instanceof Boolean) {
            return TypeKind.BOOLEAN;
        }
        if (v instanceof byte[]) {
            return TypeKind.BYTEA;
        }
        if (v instanceof LocalDate) {
            return TypeKind.DATE;
        }
        if (v instanceof LocalTime) {
            return TypeKind.TIME;
        }
        if (v instanceof LocalDateTime) {
            return TypeKind.TIMESTAMP;
        }
        if (v instanceof OffsetDateTime) {
            return TypeKind.TIMESTAMPTZ;
        }
        if (v instanceof UUID) {
            return TypeKind.UUID;
        }
        if (v instanceof Interval) {
            return TypeKind.INTERVAL;
        }
        if (v instanceof ArrayValue) {
            return TypeKind.ARRAY;
        }
        if (v instanceof EnumLabel) {
            return TypeKind.ENUM;
        }
        if (v instanceof org.lanin.engine.json.Jsonb) {
            return TypeKind.JSONB;
        }
        if (v instanceof org.lanin.engine.json.JsonText) {
            return TypeKind.JSON;
        }
        if (v instanceof org.lanin.engine.textsearch.TsVector) {
            return TypeKind.TSVECTOR;
        }
        if (v instanceof org.lanin.engine.textsearch.TsQuery) {
            return TypeKind.TSQUERY;
        }
        if (v instanceof RowValue) {
            return TypeKind.RECORD;
        }
        throw new EngineBug("not a Lanin value: " + v.getClass().getName());
    }
}

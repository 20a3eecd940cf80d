package org.lanin.engine.type;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.UUID;
import org.lanin.engine.error.LaninException;

/**
 * Value conversion between kinds with PostgreSQL semantics. {@link #cast} is an explicit
 * {@code CAST}/{@code ::}: varchar(n)/char(n) silently truncate. {@link #assign} is the
 * assignment conversion of INSERT/UPDATE: an over-long string is 22001 unless the excess is
 * spaces. Both apply numeric(p,s) rounding and checks. The session time zone is UTC.
 * Which casts exist is decided by {@link CastRules}; this class only converts values.
 */
public final class Casts {
    private Casts() {
    }

    /** Explicit cast; the source kind follows from the value's class (a string is text). */
    public static Object cast(Object value, DataType target) {
        return value == null ? null : convert(value, null, target, false);
    }

    /** Explicit cast from a known source type (needed for char(n) → text, which drops trailing spaces). */
    public static Object cast(Object value, DataType source, DataType target) {
        return value == null ? null : convert(value, source, target, false);
    }

    /** Assignment conversion (INSERT/UPDATE into a column of type {@code target}). */
    public static Object assign(Object value, DataType target) {
        return value == null ? null : convert(value, null, target, true);
    }

    public static Object assign(Object value, DataType source, DataType target) {
        return value == null ? null : convert(value, source, target, true);
    }

    private static Object convert(Object v, DataType source, DataType target, boolean assignment) {
        if (v instanceof org.lanin.engine.json.Jsonb j && (target.kind().isNumeric() || target.kind() == TypeKind.BOOLEAN)) {
            return convert(org.lanin.engine.json.JsonbCasts.scalar(j, target), null, target, assignment);
        }
        Object catalogKind = CatalogScalars.fromCatalogKind(v, source, target.kind());
        if (catalogKind != null) {
            return catalogKind;
        }
        return switch (target.kind()) {
            case SMALLINT, INTEGER, BIGINT -> toIntegral(v, target.kind());
            case OID -> CatalogScalars.toOid(v);
            case NAME -> CatalogScalars.toName(toText(v, source));
            case CHAR1 -> CatalogScalars.toChar1(toText(v, source));
            case NUMERIC -> Numbers.applyTypmod(toNumeric(v), target);
            case REAL -> toReal(v);
            case DOUBLE -> toDouble(v);
            case TEXT -> toText(v, source);
            case VARCHAR, CHAR -> StringTypmod.apply(toText(v, source), target, assignment);
            case BOOLEAN -> toBoolean(v);
            case ARRAY -> ArrayCasts.toArray(v, source, target, assignment);
            default -> convertOther(v, target);
        };
    }

    private static Object convertOther(Object v, DataType target) {
        return switch (target.kind()) {
            case DATE -> toDate(v);
            case TIME -> toTime(v);
            case TIMESTAMP -> toTimestamp(v);
            case TIMESTAMPTZ -> toTimestamptz(v);
            case BYTEA -> v instanceof byte[] ? v : TextParsers.parseBytea(text(v, TypeKind.BYTEA));
            case UUID -> v instanceof UUID ? v : TextParsers.parseUuid(text(v, TypeKind.UUID).strip());
            case INTERVAL -> toInterval(v);
            case ENUM -> toEnum(v, target);
            case JSON -> org.lanin.engine.json.JsonbCasts.toJson(v);
            case JSONB -> org.lanin.engine.json.JsonbCasts.toJsonb(v);
            case TSVECTOR -> v instanceof org.lanin.engine.textsearch.TsVector ? v
                    : org.lanin.engine.textsearch.TsVector.parse(text(v, TypeKind.TSVECTOR));
            case TSQUERY -> v instanceof org.lanin.engine.textsearch.TsQuery ? v
                    : org.lanin.engine.textsearch.TsQuery.parse(text(v, TypeKind.TSQUERY));
            case UNKNOWN -> v;
            default -> throw cannotCast(v, target.kind());
        };
    }

    private static Object toEnum(Object v, DataType target) {
        EnumType t = target.enumType();
        if (v instanceof EnumLabel l && l.type() == t) {
            return v;
        }
        if (!(v instanceof String s)) {
            throw LaninException.of(TypeMsg.CANNOT_CAST, shownType(v), t.displayName());
        }
        return t.parse(s);
    }

    private static LaninException cannotCast(Object v, TypeKind target) {
        return LaninException.of(TypeMsg.CANNOT_CAST, shownType(v), target.sqlName());
    }

    /** The type of {@code v} as a message names it: an enum value by its type (format_type_be), others by kind. */
    private static String shownType(Object v) {
        return v instanceof EnumLabel l ? l.type().displayName() : ValueComparators.kindOf(v).sqlName();
    }

    private static String text(Object v, TypeKind target) {
        if (v instanceof String s) {
            return s;
        }
        throw cannotCast(v, target);
    }

    private static Object toIntegral(Object v, TypeKind kind) {
        if (v instanceof Number n) {
            return Numbers.toIntegral(n, kind);
        }
        if (v instanceof String s) {
            return TextParsers.parseIntegral(s, kind);
        }
        if (v instanceof Boolean b && kind == TypeKind.INTEGER) {
            return b ? 1 : 0;
        }
        throw cannotCast(v, kind);
    }

    private static Number toNumeric(Object v) {
        if (v instanceof Number n) {
            return Numbers.toNumeric(n);
        }
        return TextParsers.parseNumeric(text(v, TypeKind.NUMERIC));
    }

    private static Object toReal(Object v) {
        if (v instanceof Float) {
            return v;
        }
        if (v instanceof NumericSpecial s) {
            return s.floatValue();
        }
        if (v instanceof BigDecimal d) {
            float f = d.floatValue();
            if (Float.isInfinite(f)) {
                throw LaninException.of(TypeMsg.TEXT_OUT_OF_RANGE_FOR_TYPE, d.toPlainString(), "real");
            }
            return f;
        }
        if (v instanceof Number n) {
            return Numbers.toFloat(n.doubleValue());
        }
        return (float) TextParsers.parseDouble(text(v, TypeKind.REAL), TypeKind.REAL);
    }

    private static Object toDouble(Object v) {
        if (v instanceof Double) {
            return v;
        }
        if (v instanceof NumericSpecial s) {
            return s.doubleValue();
        }
        if (v instanceof BigDecimal d) {
            return Numbers.toDouble(d);
        }
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        return TextParsers.parseDouble(text(v, TypeKind.DOUBLE), TypeKind.DOUBLE);
    }

    /** Any value to text: PostgreSQL's output function, except boolean → 'true'/'false' (booltext). */
    private static String toText(Object v, DataType source) {
        if (v instanceof String s) {
            if (source != null && source.kind() == TypeKind.CHAR) {
                return s.substring(0, ValueComparators.trimmedLength(s));
            }
            return s;
        }
        if (v instanceof Boolean b) {
            return b ? "true" : "false";
        }
        return TextFormat.format(v);
    }

    private static Object toBoolean(Object v) {
        if (v instanceof Boolean) {
            return v;
        }
        if (v instanceof Integer i) {
            return i != 0;
        }
        return TextParsers.parseBoolean(text(v, TypeKind.BOOLEAN));
    }

    private static Object toDate(Object v) {
        if (v instanceof LocalDate) {
            return v;
        }
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return DateTimeInfinity.of(TypeKind.DATE, infinite);
        }
        if (v instanceof LocalDateTime t) {
            return t.toLocalDate();
        }
        if (v instanceof OffsetDateTime t) {
            return SessionZone.local(t).toLocalDate();
        }
        return DateTimeParser.parse(text(v, TypeKind.DATE), TypeKind.DATE);
    }

    private static Object toTime(Object v) {
        if (v instanceof LocalTime) {
            return v;
        }
        if (!DateTimeInfinity.isFinite(v)) {
            return null; // timestamp_time: no time of day in infinity
        }
        if (v instanceof LocalDateTime t) {
            return t.toLocalTime();
        }
        if (v instanceof OffsetDateTime t) {
            return SessionZone.local(t).toLocalTime();
        }
        if (v instanceof Interval i) {
            return LocalTime.ofNanoOfDay(Math.floorMod(i.micros(), DateTimes.MICROS_PER_DAY) * 1000);
        }
        return DateTimeParser.parse(text(v, TypeKind.TIME), TypeKind.TIME);
    }

    private static Object toTimestamp(Object v) {
        if (v instanceof LocalDateTime) {
            return v;
        }
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return DateTimeInfinity.of(TypeKind.TIMESTAMP, infinite);
        }
        if (v instanceof LocalDate d) {
            return DateTimes.checkTimestamp(d.atStartOfDay());
        }
        if (v instanceof OffsetDateTime t) {
            return DateTimes.checkTimestamp(SessionZone.local(t));
        }
        return DateTimeParser.parse(text(v, TypeKind.TIMESTAMP), TypeKind.TIMESTAMP);
    }

    private static Object toTimestamptz(Object v) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return DateTimeInfinity.of(TypeKind.TIMESTAMPTZ, infinite);
        }
        if (v instanceof OffsetDateTime t) {
            return DateTimes.toUtc(t);
        }
        if (v instanceof LocalDateTime t) {
            return SessionZone.instant(t);
        }
        if (v instanceof LocalDate d) {
            return SessionZone.instant(DateTimes.checkTimestamp(d.atStartOfDay()));
        }
        return DateTimeParser.parse(text(v, TypeKind.TIMESTAMPTZ), TypeKind.TIMESTAMPTZ);
    }

    private static Object toInterval(Object v) {
        if (v instanceof Interval) {
            return v;
        }
        if (v instanceof LocalTime t) {
            return new Interval(0, 0, t.toNanoOfDay() / 1000);
        }
        return IntervalParser.parse(text(v, TypeKind.INTERVAL));
    }

    /** Whether an explicit cast from {@code from} to {@code to} exists. */
    public static boolean canCast(TypeKind from, TypeKind to) {
        return CastRules.canCast(from, to);
    }

    /** Whether a value of {@code from} may be stored into a column of {@code to} without a cast. */
    public static boolean canAssign(TypeKind from, TypeKind to) {
        return CastRules.canAssign(from, to);
    }

    /** Whether {@code from} converts to {@code to} implicitly (function arguments, operators). */
    public static boolean canCoerceImplicitly(TypeKind from, TypeKind to) {
        return CastRules.canCoerceImplicitly(from, to);
    }

    /** The common type of UNION/CASE/COALESCE/comparison arms; 42804 when there is none. */
    public static DataType commonType(DataType a, DataType b) {
        return CastRules.commonType(a, b, "UNION");
    }

    /** Same, with the construct named in the error ("CASE", "COALESCE", "VALUES", "GREATEST" ...). */
    public static DataType commonType(DataType a, DataType b, String context) {
        return CastRules.commonType(a, b, context);
    }
}

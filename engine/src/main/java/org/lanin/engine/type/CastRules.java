package org.lanin.engine.type;

import org.lanin.engine.error.LaninException;

/**
 * Which conversions exist between kinds, after PostgreSQL's {@code pg_cast} contexts:
 * <ul>
 * <li>implicit: the numeric ladder smallint → integer → bigint → numeric → real → double,
 * varchar/char → text (and back), date → timestamp → timestamptz, time → interval, unknown → any;
 * <li>assignment: all implicit ones plus every numeric narrowing, timestamp(tz) → date/time,
 * timestamptz → timestamp, interval → time, and any kind → a string kind (I/O conversion);
 * <li>explicit: all assignment ones plus string → any kind (I/O conversion), integer ↔ boolean and
 * jsonb → boolean and the numeric kinds; json ↔ jsonb are assignment casts, as in pg_cast;
 * the catalog types: smallint/integer/bigint → oid implicit, oid → integer/bigint assignment,
 * name and "char" are string kinds, integer ↔ "char" explicit.
 * </ul>
 */
public final class CastRules {
    private CastRules() {
    }

    public static boolean canCoerceImplicitly(TypeKind from, TypeKind to) {
        if (from == to || from == TypeKind.UNKNOWN) {
            return true;
        }
        if (from.isNumeric() && to.isNumeric()) {
            return numericRank(from) < numericRank(to);
        }
        if (from.isText() && to.isText()) {
            return true;
        }
        if (to == TypeKind.OID && from.isIntegral()) {
            return true; // int2/int4/int8 → oid are implicit in pg_cast
        }
        return switch (from) {
            case ARRAY -> to == TypeKind.ARRAY; // element-wise; the binder checks the element types
            case DATE -> to == TypeKind.TIMESTAMP || to == TypeKind.TIMESTAMPTZ;
            case TIMESTAMP -> to == TypeKind.TIMESTAMPTZ;
            case TIME -> to == TypeKind.INTERVAL;
            default -> false;
        };
    }

    public static boolean canAssign(TypeKind from, TypeKind to) {
        if (canCoerceImplicitly(from, to)) {
            return true;
        }
        if (from.isNumeric() && to.isNumeric()) {
            return true;
        }
        if (to.isText()) {
            return true;
        }
        return switch (from) {
            case TIMESTAMP -> to == TypeKind.DATE || to == TypeKind.TIME;
            case TIMESTAMPTZ -> to == TypeKind.DATE || to == TypeKind.TIME || to == TypeKind.TIMESTAMP;
            case INTERVAL -> to == TypeKind.TIME;
            case JSON -> to == TypeKind.JSONB;
            case JSONB -> to == TypeKind.JSON;
            case OID -> to == TypeKind.BIGINT || to == TypeKind.INTEGER;
            default -> false;
        };
    }

    public static boolean canCast(TypeKind from, TypeKind to) {
        if (canAssign(from, to) || from.isText()) {
            return true;
        }
        if (from == TypeKind.JSONB && (to.isNumeric() || to == TypeKind.BOOLEAN)) {
            return true; // jsonb's scalar casts (PostgreSQL 11+)
        }
        if ((from == TypeKind.INTEGER && to == TypeKind.CHAR1) || (from == TypeKind.CHAR1 && to == TypeKind.INTEGER)) {
            return true; // "char" ↔ integer through the byte
        }
        return (from == TypeKind.INTEGER && to == TypeKind.BOOLEAN) || (from == TypeKind.BOOLEAN && to == TypeKind.INTEGER);
    }

    /** Position on the implicit numeric ladder. */
    public static int numericRank(TypeKind k) {
        return switch (k) {
            case SMALLINT -> 0;
            case INTEGER -> 1;
            case BIGINT -> 2;
            case NUMERIC -> 3;
            case REAL -> 4;
            case DOUBLE -> 5;
            default -> -1;
        };
    }

    /**
     * PostgreSQL's {@code select_common_type} for two types: unknown yields to the other side
     * (two unknowns make text), numerics take the higher rung, mixed string kinds make text,
     * datetimes widen towards timestamptz, time with interval makes interval. Equal kinds keep
     * their modifiers only when both sides agree.
     */
    public static DataType commonType(DataType a, DataType b, String context) {
        TypeKind ka = a.kind();
        TypeKind kb = b.kind();
        if (ka == TypeKind.UNKNOWN) {
            return kb == TypeKind.UNKNOWN ? DataType.TEXT : b;
        }
        if (kb == TypeKind.UNKNOWN || a.equals(b)) {
            return a;
        }
        if (ka == TypeKind.ARRAY && kb == TypeKind.ARRAY) {
            return DataType.arrayOf(commonType(a.elementType(), b.elementType(), context));
        }
        if (ka == TypeKind.ARRAY || kb == TypeKind.ARRAY) {
            throw LaninException.of(TypeMsg.TYPES_CANNOT_BE_MATCHED, context, a.sqlName(), b.sqlName());
        }
        if (ka == kb) {
            return ka == TypeKind.ENUM ? a : DataType.of(ka); // an enum's length names its type
        }
        if (ka.isNumeric() && kb.isNumeric()) {
            return numericRank(ka) > numericRank(kb) ? DataType.of(ka) : DataType.of(kb);
        }
        if (ka.isText() && kb.isText()) {
            return DataType.TEXT;
        }
        if (canCoerceImplicitly(ka, kb)) {
            return DataType.of(kb);
        }
        if (canCoerceImplicitly(kb, ka)) {
            return DataType.of(ka);
        }
        throw LaninException.of(TypeMsg.TYPES_CANNOT_BE_MATCHED, context, ka.sqlName(), kb.sqlName());
    }
}

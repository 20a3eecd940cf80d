package org.lanin.planner.cache;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.lanin.engine.type.DataType;

/**
 * What kind of literal a parameter of the normalised text stands for, and so the type the
 * binder gives it: integers are integer, bigint or numeric by size (as the literal would be),
 * decimals numeric, quoted strings of every flavour "unknown" (typed by their context).
 */
public enum LiteralKind {
    INTEGER('i', DataType.INTEGER),
    BIGINT('b', DataType.BIGINT),
    NUMERIC_INTEGER('n', DataType.NUMERIC),
    DECIMAL('d', DataType.NUMERIC),
    STRING('s', DataType.UNKNOWN),
    ESCAPE_STRING('e', DataType.UNKNOWN),
    DOLLAR_STRING('q', DataType.UNKNOWN);

    private final char code;
    private final DataType type;

    LiteralKind(char code, DataType type) {
        this.code = code;
        this.type = type;
    }

    /** One character in the cache key's type signature. */
    char code() {
        return code;
    }

    /** The type the binder gives the parameter, as it would give the literal. */
    public DataType type() {
        return type;
    }

    /** The kind of an integer literal, by the size of its value (PostgreSQL's rule). */
    static LiteralKind ofInteger(BigInteger v) {
        if (v.bitLength() < 32) {
            return INTEGER;
        }
        return v.bitLength() < 64 ? BIGINT : NUMERIC_INTEGER;
    }

    /** The value as the binder's literal would hold it. */
    static Object integerValue(BigInteger v) {
        if (v.bitLength() < 32) {
            return v.intValue();
        }
        return v.bitLength() < 64 ? (Object) v.longValue() : new BigDecimal(v);
    }
}

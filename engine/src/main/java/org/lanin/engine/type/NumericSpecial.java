package org.lanin.engine.type;

import org.lanin.engine.error.LaninException;

/**
 * numeric's three values that are not numbers: NaN, Infinity and -Infinity (PostgreSQL 14's
 * NUMERIC_NAN, NUMERIC_PINF and NUMERIC_NINF). A numeric value is a {@link java.math.BigDecimal}
 * or one of these singletons, so identity is equality. numeric orders them as PostgreSQL's
 * cmp_numerics does: -Infinity below every number, Infinity above, NaN above Infinity and equal
 * to itself (unlike IEEE).
 *
 * <p>They extend {@link Number} so the code that reads any number as a double (casts to float,
 * mixed comparisons with floats) reads NaN and the infinities without a special case. Reading
 * one as an integer is PostgreSQL 15's 0A000 "cannot convert NaN to integer"; code that needs a
 * finite value goes through {@link Numbers#toBigDecimal}, which refuses them.
 */
public final class NumericSpecial extends Number {
    private static final long serialVersionUID = 1L;

    public static final NumericSpecial NAN = new NumericSpecial(0, "NaN", Double.NaN);
    public static final NumericSpecial POSITIVE_INFINITY = new NumericSpecial(1, "Infinity", Double.POSITIVE_INFINITY);
    public static final NumericSpecial NEGATIVE_INFINITY = new NumericSpecial(-1, "-Infinity", Double.NEGATIVE_INFINITY);

    private final int sign;
    private final transient String text;
    private final transient double value;

    private NumericSpecial(int sign, String text, double value) {
        this.sign = sign;
        this.text = text;
        this.value = value;
    }

    /** The infinity of {@code sign}'s sign (PostgreSQL's sign of NaN is NaN: not asked here). */
    public static NumericSpecial infinity(int sign) {
        return sign < 0 ? NEGATIVE_INFINITY : POSITIVE_INFINITY;
    }

    /** The numeric value of a float that is NaN or infinite, else null. */
    public static NumericSpecial ofDouble(double d) {
        if (Double.isNaN(d)) {
            return NAN;
        }
        return Double.isInfinite(d) ? infinity(d > 0 ? 1 : -1) : null;
    }

    public boolean isNaN() {
        return sign == 0;
    }

    /** 1 for Infinity, -1 for -Infinity, 0 for NaN. */
    public int sign() {
        return sign;
    }

    /** Its place in numeric's order against another numeric value (cmp_numerics). */
    static int rank(Object numeric) {
        if (numeric instanceof NumericSpecial s) {
            return s.isNaN() ? 2 : s.sign;
        }
        return 0;
    }

    /** 0A000 (PostgreSQL 15's code) "cannot convert NaN to integer" / "cannot convert infinity to bigint". */
    public LaninException cannotConvert(TypeKind target) {
        return LaninException.of(TypeMsg.NUMERIC_SPECIAL_TO, isNaN() ? "NaN" : "infinity", target.sqlName());
    }

    @Override
    public int intValue() {
        throw cannotConvert(TypeKind.INTEGER);
    }

    @Override
    public long longValue() {
        throw cannotConvert(TypeKind.BIGINT);
    }

    @Override
    public float floatValue() {
        return (float) value;
    }

    @Override
    public double doubleValue() {
        return value;
    }

    @Override
    public int hashCode() {
        return 31 * sign + 7;
    }

    @Override
    public boolean equals(Object o) {
        return o == this;
    }

    /** PostgreSQL's text: NaN, Infinity, -Infinity. */
    @Override
    public String toString() {
        return text;
    }

    private Object readResolve() {
        return sign == 0 ? NAN : infinity(sign);
    }
}

package org.lanin.engine.type;

import java.math.BigDecimal;
import org.lanin.engine.error.LaninException;

/**
 * The range of PostgreSQL's numeric: up to 131072 digits before the decimal point (a weight of at
 * most 32767 base-10000 digits) and up to 16383 after it (NUMERIC_DSCALE_MAX). Beyond that,
 * numeric.c's make_result and its input routine answer 22003 "value overflows numeric format".
 */
public final class NumericLimits {
    /** Decimal digits before the point: (NUMERIC_WEIGHT_MAX + 1) * DEC_DIGITS. */
    static final int MAX_INTEGER_DIGITS = (Short.MAX_VALUE + 1) * 4;
    /** NUMERIC_DSCALE_MAX. */
    static final int MAX_SCALE = 0x3FFF;
    /** Exponents this large are refused before the value is built (numeric.c: INT_MAX / 2). */
    static final long MAX_EXPONENT = Integer.MAX_VALUE / 2;

    private NumericLimits() {
    }

    /** {@code v} if numeric can hold it, else 22003. */
    public static BigDecimal check(BigDecimal v) {
        if (v.scale() > MAX_SCALE || (v.signum() != 0 && v.precision() - v.scale() > MAX_INTEGER_DIGITS)) {
            throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
        }
        return v;
    }

    /**
     * The numeric value of decimal text already checked to be [sign] digits [. digits] [e [sign]
     * digits]: its exponent is read first, so one like 1e2147483648 is 22003, not a Java
     * NumberFormatException, and never builds a value of millions of digits.
     */
    static BigDecimal parse(String decimal) {
        int e = Math.max(decimal.indexOf('e'), decimal.indexOf('E'));
        if (e >= 0) {
            String digits = decimal.substring(e + 1);
            int from = digits.startsWith("+") || digits.startsWith("-") ? 1 : 0;
            String magnitude = digits.substring(from).replaceFirst("^0+(?=.)", "");
            if (magnitude.length() > 10 || Long.parseLong(magnitude) >= MAX_EXPONENT) {
                throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
            }
        }
        BigDecimal d = new BigDecimal(decimal);
        if (d.scale() < -MAX_INTEGER_DIGITS || d.scale() > MAX_SCALE) {
            throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
        }
        return check(d.scale() < 0 ? d.setScale(0) : d);
    }
}

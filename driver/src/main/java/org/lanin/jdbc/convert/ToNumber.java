package org.lanin.jdbc.convert;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Set;
import org.lanin.engine.error.LaninException;

/**
 * Reading values as booleans and numbers, following pgjdbc: text is parsed (after trimming),
 * fractions are truncated toward zero when an integer is asked for, and values that do not
 * fit fail with 22003 rather than wrapping.
 */
final class ToNumber {
    private static final Set<String> TRUE_WORDS = Set.of("t", "true", "y", "yes", "on", "1");
    private static final Set<String> FALSE_WORDS = Set.of("f", "false", "n", "no", "off", "0");

    private ToNumber() {
    }

    static Boolean toBoolean(Object v) {
        if (v instanceof Boolean b) {
            return b;
        }
        if (v instanceof String s) {
            String word = s.trim().toLowerCase(Locale.ROOT);
            if (TRUE_WORDS.contains(word)) {
                return true;
            }
            if (FALSE_WORDS.contains(word)) {
                return false;
            }
            throw LaninException.of(ConvertMsg.BAD_TEXT, "boolean", s);
        }
        if (v instanceof Number) {
            BigDecimal d = toBigDecimal(v);
            if (d.compareTo(BigDecimal.ONE) == 0) {
                return true;
            }
            if (d.signum() == 0) {
                return false;
            }
            throw LaninException.of(ConvertMsg.OUT_OF_RANGE, d.toPlainString(), "boolean");
        }
        throw noConversion(v, "boolean");
    }

    /** An integral value within [min, max]; {@code typeName} names the target in errors. */
    static long integral(Object v, long min, long max, String typeName) {
        long result;
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            result = ((Number) v).longValue();
        } else if (v instanceof Boolean b) {
            result = b ? 1 : 0;
        } else {
            BigInteger whole = parseOrConvert(v, typeName).setScale(0, RoundingMode.DOWN).toBigIntegerExact();
            if (whole.bitLength() > 63) {
                throw LaninException.of(ConvertMsg.OUT_OF_RANGE, whole, typeName);
            }
            result = whole.longValue();
        }
        if (result < min || result > max) {
            throw LaninException.of(ConvertMsg.OUT_OF_RANGE, result, typeName);
        }
        return result;
    }

    static BigDecimal toBigDecimal(Object v) {
        return parseOrConvert(v, "numeric");
    }

    static double toDouble(Object v) {
        if (v instanceof Double d) {
            return d;
        }
        if (v instanceof org.lanin.engine.type.NumericSpecial n) {
            return n.doubleValue();
        }
        if (v instanceof Float f) {
            return f;
        }
        if (v instanceof String s) {
            String t = s.trim();
            switch (t.toLowerCase(Locale.ROOT)) {
                case "nan": return Double.NaN;
                case "infinity": case "+infinity": case "inf": return Double.POSITIVE_INFINITY;
                case "-infinity": case "-inf": return Double.NEGATIVE_INFINITY;
                default: return parseOrConvert(s, "double precision").doubleValue();
            }
        }
        return parseOrConvert(v, "double precision").doubleValue();
    }

    static float toFloat(Object v) {
        double d = toDouble(v);
        float f = (float) d;
        if (Float.isInfinite(f) && !Double.isInfinite(d)) {
            throw LaninException.of(ConvertMsg.OUT_OF_RANGE, d, "real");
        }
        return f;
    }

    private static BigDecimal parseOrConvert(Object v, String typeName) {
        if (v instanceof BigDecimal d) {
            return d;
        }
        if (v instanceof org.lanin.engine.type.NumericSpecial n) {
            throw LaninException.of(ConvertMsg.OUT_OF_RANGE, n, typeName); // pgJDBC: 22003 "Bad value for type BigDecimal : NaN"
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return BigDecimal.valueOf(((Number) v).longValue());
        }
        if (v instanceof BigInteger i) {
            return new BigDecimal(i);
        }
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw LaninException.of(ConvertMsg.OUT_OF_RANGE, d, typeName);
            }
            return new BigDecimal(v.toString());
        }
        if (v instanceof Boolean b) {
            return b ? BigDecimal.ONE : BigDecimal.ZERO;
        }
        if (v instanceof String s) {
            try {
                return new BigDecimal(s.trim());
            } catch (NumberFormatException e) {
                throw LaninException.of(ConvertMsg.BAD_TEXT, typeName, s);
            }
        }
        throw noConversion(v, typeName);
    }

    static LaninException noConversion(Object v, String target) {
        return LaninException.of(ConvertMsg.NO_CONVERSION, v.getClass().getSimpleName(), target);
    }
}

package org.lanin.engine.type;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * PostgreSQL 12+ float output: the shortest decimal that reads back to the same value, in
 * fixed notation when the decimal exponent is in [-4, 15) for double ([-4, 6) for real) and
 * as {@code 1.5e+20} / {@code 1e-05} otherwise. The digits come from {@link Double#toString},
 * which on Java 17 is occasionally one digit longer than shortest (JDK-4511638); long results
 * are re-checked with fewer digits, so output matches PostgreSQL's Ryu except in rare ties.
 */
final class FloatFormat {
    private FloatFormat() {
    }

    static String formatDouble(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0" : "0";
        }
        return layout(shortest(Double.toString(Math.abs(d)), Math.abs(d), false), d < 0, 15);
    }

    static String formatFloat(float f) {
        if (Float.isNaN(f)) {
            return "NaN";
        }
        if (Float.isInfinite(f)) {
            return f > 0 ? "Infinity" : "-Infinity";
        }
        if (f == 0) {
            return (1 / f < 0) ? "-0" : "0";
        }
        return layout(shortest(Float.toString(Math.abs(f)), Math.abs(f), true), f < 0, 6);
    }

    /** Decimal digits (no leading/trailing zeros) and the exponent of the first digit. */
    private record Digits(String digits, int exp) {
    }

    private static Digits shortest(String javaText, double value, boolean isFloat) {
        Digits d = parse(javaText);
        int limit = isFloat ? 8 : 16;
        while (d.digits.length() >= limit) {
            BigDecimal r = new BigDecimal(value).round(new MathContext(d.digits.length() - 1, RoundingMode.HALF_EVEN));
            boolean same = isFloat ? r.floatValue() == (float) value : r.doubleValue() == value;
            if (!same) {
                break;
            }
            d = parse(r.toString());
        }
        return d;
    }

    /** Parses Java's "123.45", "1.0E-5" or BigDecimal's "1.2E+5" into digits and exponent. */
    private static Digits parse(String s) {
        int e = s.indexOf('E');
        int exp10 = e < 0 ? 0 : Integer.parseInt(s.substring(e + 1).replace("+", ""));
        String mant = e < 0 ? s : s.substring(0, e);
        int dot = mant.indexOf('.');
        String intPart = dot < 0 ? mant : mant.substring(0, dot);
        String frac = dot < 0 ? "" : mant.substring(dot + 1);
        String all = intPart + frac;
        int lead = 0;
        while (lead < all.length() - 1 && all.charAt(lead) == '0') {
            lead++;
        }
        int end = all.length();
        while (end > lead + 1 && all.charAt(end - 1) == '0') {
            end--;
        }
        int exp = intPart.length() - 1 - lead + exp10;
        return new Digits(all.substring(lead, end), exp);
    }

    private static String layout(Digits d, boolean negative, int fixedLimit) {
        StringBuilder sb = new StringBuilder(24);
        if (negative) {
            sb.append('-');
        }
        String digits = d.digits;
        int exp = d.exp;
        if (exp >= -4 && exp < fixedLimit) {
            if (exp < 0) {
                sb.append("0.");
                sb.append("0".repeat(-exp - 1)).append(digits);
            } else if (digits.length() <= exp + 1) {
                sb.append(digits).append("0".repeat(exp + 1 - digits.length()));
            } else {
                sb.append(digits, 0, exp + 1).append('.').append(digits, exp + 1, digits.length());
            }
            return sb.toString();
        }
        sb.append(digits.charAt(0));
        if (digits.length() > 1) {
            sb.append('.').append(digits, 1, digits.length());
        }
        sb.append('e').append(exp < 0 ? '-' : '+');
        int a = Math.abs(exp);
        if (a < 10) {
            sb.append('0');
        }
        return sb.append(a).toString();
    }
}

package org.lanin.engine.func;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * to_char for numbers with PostgreSQL's template patterns: 9 (digit, blank when leading), 0
 * (digit, zero when leading), . or D (decimal point), , or G (group separator, blank before the
 * first digit), S (sign, leading or trailing), MI (trailing minus), PR (angle brackets for
 * negatives), EEEE (scientific), FM (no padding, no trailing fraction zeros of 9 positions).
 * Without S, MI or PR the sign ('-' or a blank) goes right before the first digit printed. More
 * integer digits than positions print every position as '#'. Locale: C (point, comma).
 */
final class ToCharNumber {
    private ToCharNumber() {
    }

    /**
     * NaN and the infinities, numeric's or float's: an infinity overflows every position, as a
     * number too large for the pattern does; NaN prints "NaN" in the integer positions when there
     * are three or more of them (no fraction part), else overflows.
     */
    static String formatSpecial(double special, String fmt) {
        if (Double.isNaN(special)) {
            return format(BigDecimal.ZERO, fmt, true);
        }
        BigDecimal huge = BigDecimal.ONE.movePointRight(fmt.length() + 1);
        return format(special < 0 ? huge.negate() : huge, fmt, false);
    }

    static String format(BigDecimal value, String fmt) {
        return format(value, fmt, false);
    }

    private static String format(BigDecimal value, String fmt, boolean nan) {
        String f = fmt;
        boolean fm = f.toUpperCase(Locale.ROOT).contains("FM");
        f = f.replace("FM", "").replace("fm", "");
        String upper = f.toUpperCase(Locale.ROOT);
        boolean pr = upper.endsWith("PR");
        boolean mi = upper.endsWith("MI");
        boolean scientific = upper.contains("EEEE");
        boolean leadS = upper.startsWith("S");
        boolean trailS = !leadS && upper.endsWith("S");
        String body = f.substring(leadS ? 1 : 0, f.length() - (pr || mi ? 2 : trailS ? 1 : 0)).replace("EEEE", "").replace("eeee", "");
        int point = indexOfPoint(body);
        String intPat = point < 0 ? body : body.substring(0, point);
        String fracPat = point < 0 ? "" : body.substring(point + 1);
        int fracDigits = (int) fracPat.chars().filter(c -> c == '9' || c == '0').count();
        boolean negative = value.signum() < 0;
        BigDecimal abs = value.abs();
        String exponent = "";
        if (scientific) {
            int exp = abs.signum() == 0 ? 0 : abs.precision() - abs.scale() - 1;
            abs = abs.movePointLeft(exp).setScale(fracDigits, RoundingMode.HALF_UP);
            if (abs.compareTo(BigDecimal.TEN) >= 0) {
                abs = abs.movePointLeft(1).setScale(fracDigits, RoundingMode.HALF_UP);
                exp++;
            }
            exponent = "e" + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "") + Math.abs(exp);
        } else {
            abs = abs.setScale(fracDigits, RoundingMode.HALF_UP);
        }
        String digits = abs.toPlainString();
        String intDigits = digits.contains(".") ? digits.substring(0, digits.indexOf('.')) : digits;
        String fracText = digits.contains(".") ? digits.substring(digits.indexOf('.') + 1) : "";
        if (intDigits.equals("0") && point >= 0) {
            intDigits = ""; // 0.5 with 9.99 prints " .50"; without a fraction part the 0 shows
        }
        negative &= abs.signum() != 0;
        int slots = (int) intPat.chars().filter(c -> c == '9' || c == '0').count();
        if (nan && slots >= 3) {
            intDigits = "NaN";
            point = -1;
        }
        boolean overflow = nan ? slots < 3 : intDigits.length() > slots;
        StringBuilder out = new StringBuilder();
        int firstDigit = -1;
        int digitIndex = 0;
        boolean zeroFill = false;
        for (int i = 0; i < intPat.length(); i++) {
            char c = intPat.charAt(i);
            if (c == '9' || c == '0') {
                zeroFill |= c == '0';
                int fromRight = slots - digitIndex++;
                if (overflow) {
                    out.append('#');
                } else if (fromRight <= intDigits.length()) {
                    firstDigit = firstDigit < 0 ? out.length() : firstDigit;
                    out.append(intDigits.charAt(intDigits.length() - fromRight));
                } else if (zeroFill) {
                    firstDigit = firstDigit < 0 ? out.length() : firstDigit;
                    out.append('0');
                } else if (!fm) {
                    out.append(' ');
                }
            } else if (c == ',' || c == 'G' || c == 'g') {
                out.append(firstDigit >= 0 || overflow ? "," : fm ? "" : " ");
            } else {
                out.append(c);
            }
        }
        if (firstDigit < 0) {
            firstDigit = overflow ? 0 : out.length();
        }
        if (point >= 0) {
            out.append('.');
            StringBuilder frac = new StringBuilder();
            int k = 0;
            for (int i = 0; i < fracPat.length(); i++) {
                char c = fracPat.charAt(i);
                if (c == '9' || c == '0') {
                    frac.append(overflow ? '#' : fracText.charAt(k++));
                } else {
                    frac.append(c);
                }
            }
            if (fm && !overflow) {
                int keep = frac.length();
                while (keep > 0 && frac.charAt(keep - 1) == '0' && fracPat.charAt(keep - 1) == '9') {
                    keep--;
                }
                frac.setLength(keep);
            }
            out.append(frac);
        }
        out.append(exponent);
        String sign = negative ? "-" : "+";
        if (pr) {
            return negative ? insert(out, firstDigit, "<") + ">" : fm ? out.toString() : insert(out, firstDigit, " ") + " ";
        }
        if (mi) {
            return out + (negative ? "-" : fm ? "" : " ");
        }
        if (leadS) {
            return insert(out, firstDigit, sign);
        }
        if (trailS) {
            return out + sign;
        }
        return insert(out, firstDigit, negative ? "-" : fm ? "" : " ");
    }

    /** Puts the sign right before the first digit, taking the place of a padding blank there. */
    private static String insert(StringBuilder out, int at, String sign) {
        if (sign.isEmpty()) {
            return out.toString();
        }
        if (at > 0 && out.charAt(at - 1) == ' ') {
            out.replace(at - 1, at, sign);
            return " " + out;
        }
        return out.insert(at, sign).toString();
    }

    private static int indexOfPoint(String body) {
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '.' || c == 'D' || c == 'd') {
                return i;
            }
        }
        return -1;
    }
}

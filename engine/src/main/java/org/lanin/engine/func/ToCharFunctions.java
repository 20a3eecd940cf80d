package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.BIGINT;
import static org.lanin.engine.type.TypeKind.DOUBLE;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.NUMERIC;
import static org.lanin.engine.type.TypeKind.TEXT;
import static org.lanin.engine.type.TypeKind.TIMESTAMP;
import static org.lanin.engine.type.TypeKind.TIMESTAMPTZ;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.SessionZone;
import org.lanin.engine.type.TimeZones;

/** Registers to_char, to_date, to_timestamp(text, text) and to_number ({@link ToCharDate}, {@link ToCharNumber}, {@link ToDateParse}). */
final class ToCharFunctions {
    private ToCharFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn("to_char", DataType.TEXT, (c, a) -> ToCharDate.format((LocalDateTime) a[0], (String) a[1], "", ""), TIMESTAMP, TEXT);
        b.add(new FunctionDef("to_char", List.of(TIMESTAMPTZ, TEXT), FunctionDef.Variadic.NONE, DataType.TEXT, true,
                Volatility.STABLE, (c, a) -> timestamptz((OffsetDateTime) a[0], (String) a[1])));
        b.fn("to_char", DataType.TEXT, (c, a) -> a[0] instanceof NumericSpecial n ? ToCharNumber.formatSpecial(n.doubleValue(), (String) a[1])
                : ToCharNumber.format((BigDecimal) a[0], (String) a[1]), NUMERIC, TEXT);
        b.fn("to_char", DataType.TEXT, (c, a) -> ToCharNumber.format(BigDecimal.valueOf((Integer) a[0]), (String) a[1]), INTEGER, TEXT);
        b.fn("to_char", DataType.TEXT, (c, a) -> ToCharNumber.format(BigDecimal.valueOf((Long) a[0]), (String) a[1]), BIGINT, TEXT);
        b.fn("to_char", DataType.TEXT, (c, a) -> !Double.isFinite((Double) a[0]) ? ToCharNumber.formatSpecial((Double) a[0], (String) a[1])
                : ToCharNumber.format(new BigDecimal(Double.toString((Double) a[0])), (String) a[1]), DOUBLE, TEXT);
        b.fn("to_date", DataType.DATE, (c, a) -> ToDateParse.parse((String) a[0], (String) a[1]).toLocalDate(), TEXT, TEXT);
        b.add(new FunctionDef("to_timestamp", List.of(TEXT, TEXT), FunctionDef.Variadic.NONE, DataType.TIMESTAMPTZ, true,
                Volatility.STABLE, (c, a) -> SessionZone.instant(ToDateParse.parse((String) a[0], (String) a[1]))));
        b.fn("to_number", DataType.NUMERIC, (c, a) -> toNumber((String) a[0], (String) a[1]), TEXT, TEXT);
    }

    private static String timestamptz(OffsetDateTime t, String fmt) {
        OffsetDateTime local = TimeZones.inZone(t, SessionZone.current());
        String abbrev = SessionZone.current().getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
        return ToCharDate.format(local.toLocalDateTime(), fmt, abbrev, TimeZones.offsetText(local.getOffset().getTotalSeconds()));
    }

    /**
     * to_number: the digits of the text, with the decimal point where the template has . or D and
     * a minus from a '-' or angle brackets anywhere; group separators and other characters are
     * skipped. Fraction digits beyond the template's are dropped, as PostgreSQL does.
     */
    static BigDecimal toNumber(String s, String fmt) {
        String f = fmt.toUpperCase(Locale.ROOT);
        int point = Math.max(f.indexOf('.'), f.indexOf('D'));
        int fracDigits = 0;
        if (point >= 0) {
            for (int i = point + 1; i < f.length(); i++) {
                fracDigits += f.charAt(i) == '9' || f.charAt(i) == '0' ? 1 : 0;
            }
        }
        StringBuilder digits = new StringBuilder();
        boolean negative = false;
        boolean seenPoint = false;
        int frac = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isDigit(c)) {
                if (seenPoint && frac >= fracDigits) {
                    continue;
                }
                digits.append(c);
                frac += seenPoint ? 1 : 0;
            } else if (c == '.' && point >= 0 && !seenPoint) {
                seenPoint = true;
                digits.append('.');
            } else if (c == '-' || c == '<') {
                negative = true;
            }
        }
        if (digits.length() == 0 || digits.toString().equals(".")) {
            return BigDecimal.ZERO;
        }
        BigDecimal v = new BigDecimal(digits.toString());
        return negative ? v.negate() : v;
    }
}

package org.lanin.engine.type;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;

/**
 * A search key in a column's type for a value of a wider type, rounded down or up (PostgreSQL
 * searches a B-tree with cross-type operators of the column's operator family; Lanin's B-tree
 * compares in the column's type, so the planner converts the value). {@code int_col >= 2.5}
 * searches from {@code floor(2.5) = 2}, {@code date_col <= timestamp '1998-09-02 12:00'} up to
 * {@code 1998-09-02}; the scan's range is then at most one key wider than the condition's, and
 * the condition itself is re-checked on every row it returns. Values past the column type's
 * range are clamped to its ends.
 */
public final class KeyRounding implements ScalarFunction {
    private final DataType from;
    private final DataType to;
    private final boolean up;

    private KeyRounding(DataType from, DataType to, boolean up) {
        this.from = from;
        this.to = to;
        this.up = up;
    }

    /** A conversion of {@code from} values to {@code to} keys, or null when Lanin has none. */
    public static KeyRounding of(DataType from, DataType to, boolean up) {
        TypeKind f = from.kind();
        TypeKind t = to.kind();
        boolean ok = t.isIntegral() && (f.isIntegral() || f == TypeKind.NUMERIC || f == TypeKind.DOUBLE || f == TypeKind.REAL)
                || t == TypeKind.DATE && (f == TypeKind.TIMESTAMP || f == TypeKind.TIMESTAMPTZ);
        return ok ? new KeyRounding(from, to, up) : null;
    }

    @Override
    public String name() {
        return up ? "key_ceil" : "key_floor";
    }

    @Override
    public List<DataType> argTypes() {
        return List.of(from);
    }

    @Override
    public DataType resultType() {
        return to;
    }

    @Override
    public boolean strict() {
        return true;
    }

    @Override
    public Volatility volatility() {
        return Volatility.IMMUTABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        Object v = args[0];
        if (v == null) {
            return null;
        }
        return to.kind() == TypeKind.DATE ? date(v) : integral(v);
    }

    private Object date(Object v) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return DateTimeInfinity.of(TypeKind.DATE, infinite);
        }
        LocalDateTime t = v instanceof OffsetDateTime o ? o.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime()
                : (LocalDateTime) v;
        LocalDate d = t.toLocalDate();
        return up && !t.toLocalTime().equals(LocalTime.MIDNIGHT) ? d.plusDays(1) : d;
    }

    private Object integral(Object v) {
        BigDecimal d = v instanceof BigDecimal b ? b : v instanceof Double || v instanceof Float || v instanceof NumericSpecial
                ? fromDouble(((Number) v).doubleValue()) : BigDecimal.valueOf(((Number) v).longValue());
        BigDecimal r = d.setScale(0, up ? RoundingMode.CEILING : RoundingMode.FLOOR);
        long min;
        long max;
        switch (to.kind()) {
            case SMALLINT -> { min = Short.MIN_VALUE; max = Short.MAX_VALUE; }
            case INTEGER -> { min = Integer.MIN_VALUE; max = Integer.MAX_VALUE; }
            default -> { min = Long.MIN_VALUE; max = Long.MAX_VALUE; }
        }
        long n = r.compareTo(BigDecimal.valueOf(max)) > 0 ? max : r.compareTo(BigDecimal.valueOf(min)) < 0 ? min
                : r.longValueExact();
        return switch (to.kind()) {
            case SMALLINT -> (short) n;
            case INTEGER -> (int) n;
            default -> n;
        };
    }

    /** NaN sorts above every number (float and numeric alike), so it clamps as +Infinity does. */
    private static BigDecimal fromDouble(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return x < 0 ? BigDecimal.valueOf(Long.MIN_VALUE) : BigDecimal.valueOf(Long.MAX_VALUE);
        }
        return new BigDecimal(x);
    }
}

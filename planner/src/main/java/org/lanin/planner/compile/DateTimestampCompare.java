package org.lanin.planner.compile;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Year;
import java.util.function.IntPredicate;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Cast;
import org.lanin.planner.expr.BoundExpr.Compare;

/**
 * {@code CAST(date AS timestamp) op timestamp} without building the timestamp: PostgreSQL
 * compares a date with a timestamp through the cross-type operators of its datetime family
 * ({@code date_cmp_timestamp}), and TPC-H's {@code l_shipdate < date '...' + interval '...'} is
 * such a comparison on every row of a scan. The date compares with the timestamp's date; on a
 * tie the date's midnight is below any later time of that day. A date past the timestamp range
 * compares without the cast's error, as in PostgreSQL 13 and later.
 */
final class DateTimestampCompare {
    private DateTimestampCompare() {
    }

    /** The comparison's closure when one side is a date cast to timestamp, else null. */
    static RowExpr compile(Compare c) {
        boolean leftDate = isDateAsTimestamp(c.left()) && isTimestamp(c.right());
        boolean rightDate = !leftDate && isDateAsTimestamp(c.right()) && isTimestamp(c.left());
        if (!leftDate && !rightDate) {
            return null;
        }
        Cast cast = (Cast) (leftDate ? c.left() : c.right());
        RowExpr date = ExprCompiler.compile(cast.input());
        RowExpr stamp = ExprCompiler.compile(leftDate ? c.right() : c.left());
        IntPredicate test = PrimitiveCompare.tester(leftDate ? c.op() : c.op().flip());
        return (row, ctx) -> {
            Object d = date.eval(row, ctx);
            if (d == null) {
                return null;
            }
            Object t = stamp.eval(row, ctx);
            if (t == null) {
                return null;
            }
            return test.test(compare((LocalDate) d, (LocalDateTime) t));
        };
    }

    /**
     * PostgreSQL's {@code date_cmp_timestamp}. The infinities are the extreme values of both Java
     * classes and a timestamp's date part has the same extremes, so comparing the date with the
     * timestamp's date orders infinities and finite values alike, and puts a date past the
     * timestamp range (PostgreSQL's {@code date2timestamp_opt_overflow}) above every finite
     * timestamp. On the same day the date's midnight is below any later time, except that
     * infinity equals infinity.
     */
    static int compare(LocalDate date, LocalDateTime stamp) {
        int c = date.compareTo(stamp.toLocalDate());
        if (c != 0 || date.getYear() == Year.MAX_VALUE) {
            return c;
        }
        return stamp.getHour() == 0 && stamp.getMinute() == 0 && stamp.getSecond() == 0 && stamp.getNano() == 0
                ? 0 : -1;
    }

    private static boolean isDateAsTimestamp(BoundExpr e) {
        return e instanceof Cast c && c.type().kind() == TypeKind.TIMESTAMP
                && c.input().type().kind() == TypeKind.DATE;
    }

    private static boolean isTimestamp(BoundExpr e) {
        return e.type().kind() == TypeKind.TIMESTAMP;
    }
}

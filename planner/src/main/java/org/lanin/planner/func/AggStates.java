package org.lanin.planner.func;

import java.math.BigDecimal;
import java.util.function.Supplier;
import org.lanin.engine.exec.AggState;
import org.lanin.engine.exec.DoubleRowExpr;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.LongRowExpr;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.ValueComparators;

/**
 * Primitive per-group states of count, sum, avg, min and max over integral and double
 * precision arguments (see {@link AggState}). Each returns exactly what the boxed
 * {@link Aggregates} implementation returns: sum(int) is a bigint with 22003 on overflow,
 * sum(bigint) and avg(integral) are numeric (a long that spills into a BigDecimal when it
 * would overflow), sum(double) checks float overflow, avg(double) adds plainly.
 */
final class AggStates {
    private AggStates() {
    }

    static Supplier<AggState> count(RowExpr arg) {
        if (arg == null) {
            return CountStar::new;
        }
        if (arg.readsExistingValue()) {
            return () -> new CountAny(arg);
        }
        if (arg instanceof LongRowExpr l) {
            return () -> new CountLong(l);
        }
        if (arg instanceof DoubleRowExpr d) {
            return () -> new CountDouble(d);
        }
        return () -> new CountAny(arg);
    }

    /** sum over an integral argument: bigint result ({@code numericResult} false) or numeric. */
    static Supplier<AggState> sumLong(LongRowExpr arg, boolean numericResult) {
        return numericResult ? () -> new WideSum(arg, false) : () -> new LongSum(arg);
    }

    static Supplier<AggState> avgLong(LongRowExpr arg) {
        return () -> new WideSum(arg, true);
    }

    static Supplier<AggState> sumDouble(DoubleRowExpr arg, boolean avg) {
        return () -> new DoubleSum(arg, avg);
    }

    static Supplier<AggState> minMax(RowExpr arg, boolean max) {
        if (arg instanceof LongRowExpr l) {
            return () -> new LongExtreme(l, max);
        }
        if (arg instanceof DoubleRowExpr d) {
            return () -> new DoubleExtreme(d, max);
        }
        return null;
    }

    private static final class CountStar implements AggState {
        private long n;

        @Override
        public void add(Object[] row, ExecContext ctx) {
            n++;
        }

        @Override
        public Object finish() {
            return n;
        }
    }

    private static final class CountLong implements AggState {
        private final LongRowExpr arg;
        private long n;

        CountLong(LongRowExpr arg) {
            this.arg = arg;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            arg.evalLong(row, ctx);
            if (!ctx.wasNull()) {
                n++;
            }
        }

        @Override
        public Object finish() {
            return n;
        }
    }

    private static final class CountDouble implements AggState {
        private final DoubleRowExpr arg;
        private long n;

        CountDouble(DoubleRowExpr arg) {
            this.arg = arg;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            arg.evalDouble(row, ctx);
            if (!ctx.wasNull()) {
                n++;
            }
        }

        @Override
        public Object finish() {
            return n;
        }
    }

    private static final class CountAny implements AggState {
        private final RowExpr arg;
        private long n;

        CountAny(RowExpr arg) {
            this.arg = arg;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            if (arg.eval(row, ctx) != null) {
                n++;
            }
        }

        @Override
        public Object finish() {
            return n;
        }
    }

    /** sum(smallint/integer): bigint, 22003 "bigint out of range" on overflow like the boxed path. */
    private static final class LongSum implements AggState {
        private final LongRowExpr arg;
        private long sum;
        private boolean any;

        LongSum(LongRowExpr arg) {
            this.arg = arg;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            long v = arg.evalLong(row, ctx);
            if (!ctx.wasNull()) {
                sum = Arithmetic.addLong(sum, v);
                any = true;
            }
        }

        @Override
        public Object finish() {
            return any ? (Object) sum : null;
        }
    }

    /** sum(bigint) and avg(integral): exact; the total is {@code spilled + sum}. */
    private static final class WideSum implements AggState {
        private final LongRowExpr arg;
        private final boolean avg;
        private long sum;
        private long n;
        private BigDecimal spilled;

        WideSum(LongRowExpr arg, boolean avg) {
            this.arg = arg;
            this.avg = avg;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            long v = arg.evalLong(row, ctx);
            if (ctx.wasNull()) {
                return;
            }
            long r = sum + v;
            if (((sum ^ r) & (v ^ r)) < 0) {
                spilled = total();
                r = v;
            }
            sum = r;
            n++;
        }

        private BigDecimal total() {
            BigDecimal s = BigDecimal.valueOf(sum);
            return spilled == null ? s : spilled.add(s);
        }

        @Override
        public Object finish() {
            if (n == 0) {
                return null;
            }
            return avg ? Arithmetic.divide(total(), BigDecimal.valueOf(n)) : total();
        }
    }

    /** sum(double) (overflow-checked like the boxed path's addDouble) and avg(double) (plain adds). */
    private static final class DoubleSum implements AggState {
        private final DoubleRowExpr arg;
        private final boolean avg;
        private double sum;
        private long n;

        DoubleSum(DoubleRowExpr arg, boolean avg) {
            this.arg = arg;
            this.avg = avg;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            double v = arg.evalDouble(row, ctx);
            if (!ctx.wasNull()) {
                sum = avg ? sum + v : Arithmetic.addDouble(sum, v);
                n++;
            }
        }

        @Override
        public Object finish() {
            if (n == 0) {
                return null;
            }
            return avg ? sum / n : sum;
        }
    }

    /** min/max keeping the first of equal values, as the boxed path does. */
    private static final class LongExtreme implements AggState {
        private final LongRowExpr arg;
        private final boolean max;
        private long best;
        private boolean any;

        LongExtreme(LongRowExpr arg, boolean max) {
            this.arg = arg;
            this.max = max;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            long v = arg.evalLong(row, ctx);
            if (!ctx.wasNull() && (!any || (max ? v > best : v < best))) {
                best = v;
                any = true;
            }
        }

        @Override
        public Object finish() {
            return any ? arg.box(best) : null;
        }
    }

    private static final class DoubleExtreme implements AggState {
        private final DoubleRowExpr arg;
        private final boolean max;
        private double best;
        private boolean any;

        DoubleExtreme(DoubleRowExpr arg, boolean max) {
            this.arg = arg;
            this.max = max;
        }

        @Override
        public void add(Object[] row, ExecContext ctx) {
            double v = arg.evalDouble(row, ctx);
            if (ctx.wasNull()) {
                return;
            }
            int c = any ? ValueComparators.compareDouble(v, best) : 0;
            if (!any || (max ? c > 0 : c < 0)) {
                best = v;
                any = true;
            }
        }

        @Override
        public Object finish() {
            return any ? (Object) best : null;
        }
    }
}

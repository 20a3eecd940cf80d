package org.lanin.planner.func;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.Aggregate;
import org.lanin.engine.exec.RowKey;
import org.lanin.engine.type.ArrayValue;

/**
 * PostgreSQL's ordered-set aggregates (orderedsetaggs.c): {@code percentile_cont},
 * {@code percentile_disc} (one fraction or an array of them), {@code mode}, and the
 * hypothetical-set {@code rank}, {@code dense_rank}, {@code percent_rank}, {@code cume_dist}.
 * Each input arrives as {@code {x, direct}}: the WITHIN GROUP (ORDER BY x) value and the direct
 * argument (the fraction or hypothetical value, the same in every row of a group); a constant
 * direct argument is held here instead, so it is checked even for a group without rows. The
 * values are collected per group and sorted at the end by the ORDER BY's comparator. NULL x are
 * skipped by the percentiles and mode, and sorted in by the hypothetical-set functions.
 */
public final class OrderedSetAggregate implements Aggregate {
    /** The functions, by PostgreSQL's name. */
    public enum Kind { PERCENTILE_CONT, PERCENTILE_DISC, MODE, RANK, DENSE_RANK, PERCENT_RANK, CUME_DIST;

        public boolean hypothetical() {
            return ordinal() >= RANK.ordinal();
        }
    }

    private final Kind kind;
    private final Comparator<Object> order;
    private final boolean constantDirect;
    private final Object constant;

    /** {@code constantDirect}: the direct argument is {@code constant} (else it comes with each input). */
    public OrderedSetAggregate(Kind kind, Comparator<Object> order, boolean constantDirect, Object constant) {
        this.kind = kind;
        this.order = order;
        this.constantDirect = constantDirect;
        this.constant = constant;
    }

    private static final class State {
        final List<Object> values = new ArrayList<>();
        Object direct;
    }

    @Override
    public Object newState() {
        return new State();
    }

    @Override
    public Object accumulate(Object state, Object value) {
        State s = (State) state;
        Object[] pair = (Object[]) value;
        s.direct = pair[1];
        if (pair[0] != null || kind.hypothetical()) {
            s.values.add(pair[0]);
        }
        return s;
    }

    @Override
    public Object finish(Object state) {
        State s = (State) state;
        Object direct = constantDirect ? constant : s.direct;
        List<Object> v = s.values;
        v.sort(order);
        return switch (kind) {
            case PERCENTILE_CONT, PERCENTILE_DISC -> percentiles(direct, v);
            case MODE -> mode(v);
            default -> hypothetical(direct, v);
        };
    }

    private Object percentiles(Object direct, List<Object> v) {
        if (direct instanceof ArrayValue fractions) {
            if (v.isEmpty()) {
                return null; // no rows: NULL, not an array of NULLs
            }
            Object[] out = new Object[fractions.size()];
            for (int i = 0; i < out.length; i++) {
                Object f = fractions.get(i);
                out[i] = f == null ? null : percentile(((Number) f).doubleValue(), v);
            }
            return new ArrayValue(out, fractions.dims(), fractions.lowerBounds());
        }
        return direct == null ? null : percentile(((Number) direct).doubleValue(), v);
    }

    private Object percentile(double p, List<Object> v) {
        if (p < 0 || p > 1 || Double.isNaN(p)) {
            throw LaninException.of(OrderedSetMsg.PERCENTILE_RANGE,
                    BigDecimal.valueOf(p).stripTrailingZeros().toPlainString());
        }
        int n = v.size();
        if (n == 0) {
            return null;
        }
        if (kind == Kind.PERCENTILE_DISC) {
            long row = (long) Math.ceil(p * n);
            return v.get((int) Math.max(0, row - 1));
        }
        double pos = p * (n - 1);
        int lo = (int) Math.floor(pos);
        int hi = (int) Math.ceil(pos);
        double a = ((Number) v.get(lo)).doubleValue();
        double b = ((Number) v.get(hi)).doubleValue();
        return lo == hi ? a : a + (b - a) * (pos - lo);
    }

    /** The most frequent value; among equally frequent ones the first in the sort order. */
    private static Object mode(List<Object> v) {
        Object best = null;
        int bestCount = 0;
        int i = 0;
        while (i < v.size()) {
            int j = i;
            while (j < v.size() && RowKey.same(v.get(i), v.get(j))) {
                j++;
            }
            if (j - i > bestCount) {
                best = v.get(i);
                bestCount = j - i;
            }
            i = j;
        }
        return best;
    }

    private Object hypothetical(Object h, List<Object> v) {
        int before = 0;
        int distinctBefore = 0;
        int notAfter = 0;
        Object last = null;
        for (int i = 0; i < v.size(); i++) {
            int c = order.compare(v.get(i), h);
            if (c < 0) {
                before++;
                if (i == 0 || !RowKey.same(v.get(i), last)) {
                    distinctBefore++;
                }
                last = v.get(i);
            }
            if (c <= 0) {
                notAfter++;
            }
        }
        int n = v.size();
        return switch (kind) {
            case RANK -> (long) before + 1;
            case DENSE_RANK -> (long) distinctBefore + 1;
            case PERCENT_RANK -> n == 0 ? 0.0 : (double) before / n;
            default -> (double) (notAfter + 1) / (n + 1);
        };
    }
}

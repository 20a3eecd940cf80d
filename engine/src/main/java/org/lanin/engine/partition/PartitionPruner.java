package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.partition.PartitionBound.RangeBound;
import org.lanin.engine.partition.PartitionBound.RangeDatum;
import org.lanin.engine.type.ValueComparators;

/**
 * Partition pruning (PostgreSQL's get_matching_partitions, simplified): which partitions of
 * one level can hold rows satisfying a {@link KeyFilter}. Conservative: a partition is
 * removed only when its bound proves no row of it can match; equality on every key column
 * is a lookup, ranges use the first key column, HASH prunes only on full equality.
 */
public final class PartitionPruner {
    private static final int MAX_COMBINATIONS = 64;

    private PartitionPruner() {
    }

    public static BitSet survivors(PartitionDescriptor d, KeyFilter f) {
        int n = d.children().size();
        BitSet all = new BitSet();
        all.set(0, n);
        if (f.contradiction()) {
            return new BitSet();
        }
        List<Object[]> keys = equalityKeys(f);
        if (keys != null) {
            BitSet out = new BitSet();
            for (Object[] k : keys) {
                int i = d.find(k);
                if (i >= 0) {
                    out.set(i);
                }
            }
            return out;
        }
        if (f.isNull(0, true) && d.key().size() == 1) {
            int i = d.find(new Object[] {null});
            BitSet out = new BitSet();
            if (i >= 0) {
                out.set(i);
            }
            return out;
        }
        return switch (d.key().strategy()) {
            case LIST -> listRange(d, f, all);
            case RANGE -> rangeRange(d, f, all);
            case HASH -> all;
        };
    }

    /** Every combination of equality values when each key column has some; null otherwise. */
    private static List<Object[]> equalityKeys(KeyFilter f) {
        List<Object[]> out = new ArrayList<>();
        out.add(new Object[f.columns()]);
        for (int c = 0; c < f.columns(); c++) {
            List<Object> vals = f.eq(c);
            if (vals == null || out.size() * vals.size() > MAX_COMBINATIONS) {
                return null;
            }
            List<Object[]> next = new ArrayList<>();
            for (Object[] k : out) {
                for (Object v : vals) {
                    Object[] copy = k.clone();
                    copy[c] = v;
                    next.add(copy);
                }
            }
            out = next;
        }
        return out;
    }

    private static BitSet listRange(PartitionDescriptor d, KeyFilter f, BitSet all) {
        if (f.low(0) == null && f.high(0) == null) {
            return all;
        }
        BitSet out = new BitSet();
        Object[] values = d.listValues();
        for (int i = 0; i < values.length; i++) {
            if (inRange(values[i], f)) {
                out.set(d.listOwner()[i]);
            }
        }
        if (d.defaultIndex() >= 0) {
            out.set(d.defaultIndex());
        }
        return out;
    }

    private static boolean inRange(Object v, KeyFilter f) {
        if (f.low(0) != null) {
            int c = ValueComparators.compare(v, f.low(0));
            if (c < 0 || (c == 0 && !f.lowInclusive(0))) {
                return false;
            }
        }
        if (f.high(0) != null) {
            int c = ValueComparators.compare(v, f.high(0));
            return c < 0 || (c == 0 && f.highInclusive(0));
        }
        return true;
    }

    private static BitSet rangeRange(PartitionDescriptor d, KeyFilter f, BitSet all) {
        Object lo = f.low(0);
        Object hi = f.high(0);
        List<Object> eq = f.eq(0);
        if (eq != null) {
            lo = min(eq, true);
            hi = min(eq, false);
        }
        if (lo == null && hi == null) {
            return all;
        }
        boolean loIncl = eq != null || f.lowInclusive(0);
        boolean hiIncl = eq != null || f.highInclusive(0);
        BitSet out = new BitSet();
        for (int i = 0; i < d.children().size(); i++) {
            if (d.children().get(i).bound() instanceof RangeBound r && rangeMayMatch(r, lo, loIncl, hi, hiIncl)) {
                out.set(i);
            }
        }
        if (d.defaultIndex() >= 0) {
            out.set(d.defaultIndex());
        }
        return out;
    }

    /** Whether rows of [lower, upper) can have a first key column inside the filter's interval. */
    private static boolean rangeMayMatch(RangeBound r, Object lo, boolean loIncl, Object hi, boolean hiIncl) {
        RangeDatum u = r.upper().get(0);
        if (lo != null && u.kind() != RangeDatum.MAXVALUE) {
            if (u.kind() == RangeDatum.MINVALUE) {
                return false;
            }
            int c = ValueComparators.compare(u.value(), lo);
            boolean upperReachesU0 = r.upper().size() > 1 && r.upper().get(1).kind() != RangeDatum.MINVALUE;
            if (c < 0 || (c == 0 && !(loIncl && upperReachesU0))) {
                return false;
            }
        }
        RangeDatum l = r.lower().get(0);
        if (hi != null && l.kind() != RangeDatum.MINVALUE) {
            if (l.kind() == RangeDatum.MAXVALUE) {
                return false;
            }
            int c = ValueComparators.compare(l.value(), hi);
            return c < 0 || (c == 0 && hiIncl);
        }
        return true;
    }

    private static Object min(List<Object> vals, boolean smallest) {
        Object best = null;
        for (Object v : vals) {
            if (best == null || (ValueComparators.compare(v, best) < 0) == smallest) {
                best = v;
            }
        }
        return best;
    }
}

package org.lanin.engine.partition;

import java.util.List;
import org.lanin.engine.partition.PartitionBound.RangeDatum;
import org.lanin.engine.type.ValueComparators;

/**
 * Comparisons of multi-column range bounds and keys (PostgreSQL's partition_rbound_cmp):
 * column by column; a MINVALUE or MAXVALUE column decides and ends the comparison.
 */
final class RangeCompare {
    private RangeCompare() {
    }

    /** Bound against bound. */
    static int bounds(List<RangeDatum> a, List<RangeDatum> b) {
        for (int i = 0; i < a.size(); i++) {
            RangeDatum x = a.get(i);
            RangeDatum y = b.get(i);
            if (x.kind() != y.kind()) {
                return Integer.compare(x.kind(), y.kind());
            }
            if (x.kind() != RangeDatum.VALUE) {
                return 0;
            }
            int c = ValueComparators.compare(x.value(), y.value());
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Key (no NULLs) against bound: negative if the key sorts below the bound. */
    static int key(Object[] key, List<RangeDatum> bound) {
        for (int i = 0; i < bound.size(); i++) {
            RangeDatum d = bound.get(i);
            if (d.kind() == RangeDatum.MINVALUE) {
                return 1;
            }
            if (d.kind() == RangeDatum.MAXVALUE) {
                return -1;
            }
            int c = ValueComparators.compare(key[i], d.value());
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** lower <= key < upper. */
    static boolean contains(PartitionBound.RangeBound r, Object[] key) {
        return key(key, r.lower()) >= 0 && key(key, r.upper()) < 0;
    }
}

package org.lanin.engine.partition;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.partition.PartitionBound.DefaultBound;
import org.lanin.engine.partition.PartitionBound.HashBound;
import org.lanin.engine.partition.PartitionBound.ListBound;
import org.lanin.engine.partition.PartitionBound.RangeBound;
import org.lanin.engine.type.ValueComparators;

/**
 * Checks a new partition's bound against its future siblings (PostgreSQL's
 * check_new_partition_bound): the bound kind fits the strategy, ranges are not empty, and
 * nothing overlaps (42P17, naming both partitions).
 */
public final class BoundValidator {
    private BoundValidator() {
    }

    public static void check(Partitioning parent, String name, PartitionBound b) {
        PartitionStrategy s = parent.key().strategy();
        if (b instanceof DefaultBound) {
            if (s == PartitionStrategy.HASH) {
                throw LaninException.of(PartitionMsg.HASH_DEFAULT);
            }
            for (PartitionChild c : parent.children()) {
                if (c.bound() instanceof DefaultBound) {
                    throw LaninException.of(PartitionMsg.DEFAULT_EXISTS, name, c.name());
                }
            }
            return;
        }
        boolean fits = switch (s) {
            case LIST -> b instanceof ListBound;
            case RANGE -> b instanceof RangeBound;
            case HASH -> b instanceof HashBound;
        };
        if (!fits) {
            throw LaninException.of(PartitionMsg.WRONG_BOUND_KIND, s.name().toLowerCase(java.util.Locale.ROOT));
        }
        if (b instanceof RangeBound r && RangeCompare.bounds(r.lower(), r.upper()) >= 0) {
            throw LaninException.of(PartitionMsg.EMPTY_RANGE, name, BoundText.datums(r.lower()), BoundText.datums(r.upper()));
        }
        if (b instanceof HashBound h) {
            checkHash(parent, name, h);
            return;
        }
        for (PartitionChild c : parent.children()) {
            if (overlaps(b, c.bound())) {
                throw LaninException.of(PartitionMsg.OVERLAP, name, c.name());
            }
        }
    }

    private static boolean overlaps(PartitionBound a, PartitionBound b) {
        if (a instanceof ListBound x && b instanceof ListBound y) {
            if (x.acceptsNull() && y.acceptsNull()) {
                return true;
            }
            for (Object v : x.values()) {
                for (Object w : y.values()) {
                    if (ValueComparators.compare(v, w) == 0) {
                        return true;
                    }
                }
            }
            return false;
        }
        if (a instanceof RangeBound x && b instanceof RangeBound y) {
            return RangeCompare.bounds(x.lower(), y.upper()) < 0 && RangeCompare.bounds(y.lower(), x.upper()) < 0;
        }
        return false;
    }

    private static void checkHash(Partitioning parent, String name, HashBound h) {
        if (h.modulus() <= 0) {
            throw LaninException.of(PartitionMsg.HASH_MODULUS_INVALID);
        }
        if (h.remainder() < 0 || h.remainder() >= h.modulus()) {
            throw LaninException.of(PartitionMsg.HASH_REMAINDER_INVALID);
        }
        for (PartitionChild c : parent.children()) {
            HashBound o = (HashBound) c.bound();
            int small = Math.min(o.modulus(), h.modulus());
            int big = Math.max(o.modulus(), h.modulus());
            if (big % small != 0) {
                throw LaninException.of(PartitionMsg.HASH_MODULUS_FACTOR);
            }
            if (o.remainder() % small == h.remainder() % small) {
                throw LaninException.of(PartitionMsg.OVERLAP, name, c.name());
            }
        }
    }
}

package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.partition.PartitionBound.DefaultBound;
import org.lanin.engine.partition.PartitionBound.HashBound;
import org.lanin.engine.partition.PartitionBound.ListBound;
import org.lanin.engine.partition.PartitionBound.RangeBound;
import org.lanin.engine.type.ValueComparators;

/**
 * A partitioned table's bounds in searchable form (PostgreSQL's PartitionDesc/BoundInfo):
 * LIST values sorted with the partition of each, RANGE partitions sorted by lower bound,
 * the NULL-accepting and DEFAULT partitions apart. Immutable; built per plan.
 * Indexes returned are positions in {@link Partitioning#children()}.
 */
public final class PartitionDescriptor {
    private final PartitionKey key;
    private final List<PartitionChild> children;
    private final Object[] listValues;
    private final int[] listOwner;
    private final int[] rangeOrder;
    private final int nullIndex;
    private final int defaultIndex;

    public PartitionDescriptor(Partitioning p) {
        this.key = p.key();
        this.children = p.children();
        int nul = -1;
        int def = -1;
        List<Object[]> values = new ArrayList<>();
        List<Integer> ranges = new ArrayList<>();
        for (int i = 0; i < children.size(); i++) {
            PartitionBound b = children.get(i).bound();
            if (b instanceof DefaultBound) {
                def = i;
            } else if (b instanceof ListBound l) {
                if (l.acceptsNull()) {
                    nul = i;
                }
                for (Object v : l.values()) {
                    values.add(new Object[] {v, i});
                }
            } else if (b instanceof RangeBound) {
                ranges.add(i);
            }
        }
        values.sort((a, b) -> ValueComparators.compare(a[0], b[0]));
        listValues = new Object[values.size()];
        listOwner = new int[values.size()];
        for (int i = 0; i < listValues.length; i++) {
            listValues[i] = values.get(i)[0];
            listOwner[i] = (Integer) values.get(i)[1];
        }
        ranges.sort(Comparator.comparing(i -> ((RangeBound) children.get(i).bound()).lower(), RangeCompare::bounds));
        rangeOrder = ranges.stream().mapToInt(Integer::intValue).toArray();
        nullIndex = nul;
        defaultIndex = def;
    }

    public PartitionKey key() {
        return key;
    }

    public List<PartitionChild> children() {
        return children;
    }

    /**
     * The children in PostgreSQL's partition order (its PartitionDesc, which scans and their
     * aliases follow): LIST by each partition's smallest value, then a partition holding only
     * NULL; RANGE by bound; HASH by modulus, then remainder; DEFAULT last.
     */
    public int[] boundOrder() {
        java.util.LinkedHashSet<Integer> out = new java.util.LinkedHashSet<>();
        switch (key.strategy()) {
            case LIST -> {
                for (int owner : listOwner) {
                    out.add(owner);
                }
                if (nullIndex >= 0) {
                    out.add(nullIndex);
                }
            }
            case RANGE -> {
                for (int r : rangeOrder) {
                    out.add(r);
                }
            }
            case HASH -> {
                List<Integer> hashed = new ArrayList<>();
                for (int i = 0; i < children.size(); i++) {
                    if (children.get(i).bound() instanceof HashBound) {
                        hashed.add(i);
                    }
                }
                hashed.sort(Comparator.comparingInt((Integer i) -> ((HashBound) children.get(i).bound()).modulus())
                        .thenComparingInt(i -> ((HashBound) children.get(i).bound()).remainder()));
                out.addAll(hashed);
            }
        }
        for (int i = 0; i < children.size(); i++) { // DEFAULT, and any child no bound places
            if (i != defaultIndex) {
                out.add(i);
            }
        }
        if (defaultIndex >= 0) {
            out.add(defaultIndex);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    public int defaultIndex() {
        return defaultIndex;
    }

    /** The partition for a row's key values, or -1 when none accepts it. */
    public int find(Object[] keyValues) {
        int found = switch (key.strategy()) {
            case LIST -> findList(keyValues[0]);
            case RANGE -> findRange(keyValues);
            case HASH -> findHash(keyValues);
        };
        return found >= 0 ? found : defaultIndex;
    }

    private int findList(Object v) {
        if (v == null) {
            return nullIndex;
        }
        int at = listSearch(v);
        return at >= 0 ? listOwner[at] : -1;
    }

    /** Position of {@code v} in the sorted LIST values, or -1. */
    int listSearch(Object v) {
        int lo = 0;
        int hi = listValues.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = ValueComparators.compare(listValues[mid], v);
            if (c == 0) {
                return mid;
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    private int findRange(Object[] k) {
        for (Object v : k) {
            if (v == null) {
                return -1;
            }
        }
        // The last partition whose lower bound is <= key; it holds the key if the key is below its upper bound.
        int lo = 0;
        int hi = rangeOrder.length - 1;
        int best = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (RangeCompare.key(k, range(rangeOrder[mid]).lower()) >= 0) {
                best = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (best < 0) {
            return -1;
        }
        int child = rangeOrder[best];
        return RangeCompare.key(k, range(child).upper()) < 0 ? child : -1;
    }

    private int findHash(Object[] k) {
        long h = PartitionHash.of(k);
        for (int i = 0; i < children.size(); i++) {
            if (children.get(i).bound() instanceof HashBound hb && PartitionHash.matches(h, hb.modulus(), hb.remainder())) {
                return i;
            }
        }
        return -1;
    }

    RangeBound range(int child) {
        return (RangeBound) children.get(child).bound();
    }

    Object[] listValues() {
        return listValues;
    }

    int[] listOwner() {
        return listOwner;
    }

    int nullIndex() {
        return nullIndex;
    }

    /** Whether {@code bound} (of any partition, attached or not) accepts the key; DEFAULT is judged by the siblings. */
    public boolean accepts(PartitionBound bound, Object[] k) {
        if (bound instanceof ListBound l) {
            if (k[0] == null) {
                return l.acceptsNull();
            }
            for (Object v : l.values()) {
                if (ValueComparators.compare(v, k[0]) == 0) {
                    return true;
                }
            }
            return false;
        }
        if (bound instanceof RangeBound r) {
            for (Object v : k) {
                if (v == null) {
                    return false;
                }
            }
            return RangeCompare.contains(r, k);
        }
        if (bound instanceof HashBound hb) {
            return PartitionHash.matches(PartitionHash.of(k), hb.modulus(), hb.remainder());
        }
        int found = switch (key.strategy()) {
            case LIST -> findList(k[0]);
            case RANGE -> findRange(k);
            case HASH -> findHash(k);
        };
        return found < 0;
    }

    /** "(a, b)" style column list for error details. */
    public String keyColumnText() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < key.size(); i++) {
            out.add(key.detailText(i));
        }
        return String.join(", ", out);
    }

    public static String valuesText(Object[] k) {
        return BoundText.values(k);
    }
}

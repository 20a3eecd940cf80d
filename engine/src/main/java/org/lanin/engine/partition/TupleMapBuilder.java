package org.lanin.engine.partition;

import java.util.Arrays;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;

/**
 * Builds the parent -> partition attribute map by column name in O(N) for the usual case
 * (PostgreSQL commit 42f70cd, seed 002): for the parent's k-th live column, first try the
 * partition's k-th live column (dropped columns are not counted, so a column dropped on
 * either side keeps the fast path); only on a miss search the partition's live columns,
 * starting after the last match and wrapping around. The reverse map is the forward map
 * inverted, not a second search. After a few misses (a reordered partition) the remaining
 * misses are answered from a name index of the partition's columns built once, so even a fully
 * reordered 1000-column partition costs a few comparisons per column, not N/2.
 */
public final class TupleMapBuilder {
    /** Misses searched linearly before the partition's names are indexed. */
    private static final int SEARCHES_BEFORE_INDEX = 2;

    private TupleMapBuilder() {
    }

    public static TupleConversionMap build(TableDef parent, TableDef child) {
        List<ColumnDef> pc = parent.columns();
        List<ColumnDef> cc = child.columns();
        int[] childLive = liveSlots(cc);
        int[] toParent = new int[pc.size()];
        int[] toChild = new int[cc.size()];
        Arrays.fill(toParent, -1);
        Arrays.fill(toChild, -1);
        int comparisons = 0;
        int logical = 0;
        int next = 0;
        int searches = 0;
        java.util.Map<String, Integer> byName = null;
        for (ColumnDef p : pc) {
            if (p.dropped()) {
                continue;
            }
            int match = -1;
            if (logical < childLive.length) {
                comparisons++;
                if (cc.get(childLive[logical]).name().equals(p.name())) {
                    match = logical;
                }
            }
            if (match < 0 && ++searches > SEARCHES_BEFORE_INDEX) {
                if (byName == null) {
                    byName = new java.util.HashMap<>(childLive.length * 2);
                    for (int k = 0; k < childLive.length; k++) {
                        byName.putIfAbsent(cc.get(childLive[k]).name(), k);
                    }
                    comparisons += childLive.length;
                }
                comparisons++;
                match = byName.getOrDefault(p.name(), -1);
            }
            for (int i = 0; match < 0 && i < childLive.length; i++) {
                int j = (next + i) % childLive.length;
                if (j == logical) {
                    continue;
                }
                comparisons++;
                if (cc.get(childLive[j]).name().equals(p.name())) {
                    match = j;
                }
            }
            if (match < 0) {
                throw LaninException.of(PartitionMsg.ROW_TYPE_MISMATCH,
                        "Attribute \"" + p.name() + "\" of type " + parent.name() + " does not exist in type " + child.name() + ".");
            }
            ColumnDef c = cc.get(childLive[match]);
            if (!c.type().equals(p.type())) {
                throw LaninException.of(PartitionMsg.ROW_TYPE_MISMATCH, "Attribute \"" + p.name() + "\" of type "
                        + child.name() + " does not match corresponding attribute of type " + parent.name() + ".");
            }
            toParent[p.slot()] = c.slot();
            toChild[c.slot()] = p.slot();
            next = match + 1;
            logical++;
        }
        return new TupleConversionMap(toChild, toParent, !identity(pc, cc, toChild), comparisons);
    }

    /** Same width, every live column at the same slot, dropped columns at the same slots. */
    private static boolean identity(List<ColumnDef> pc, List<ColumnDef> cc, int[] toChild) {
        if (pc.size() != cc.size()) {
            return false;
        }
        for (int i = 0; i < cc.size(); i++) {
            if (cc.get(i).dropped() != pc.get(i).dropped()) {
                return false;
            }
            if (!cc.get(i).dropped() && toChild[i] != i) {
                return false;
            }
        }
        return true;
    }

    private static int[] liveSlots(List<ColumnDef> cols) {
        int n = 0;
        for (ColumnDef c : cols) {
            if (!c.dropped()) {
                n++;
            }
        }
        int[] out = new int[n];
        int k = 0;
        for (ColumnDef c : cols) {
            if (!c.dropped()) {
                out[k++] = c.slot();
            }
        }
        return out;
    }
}

package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * The table sizes a plan was costed with. PostgreSQL re-plans when ANALYZE or autovacuum
 * changes a table's statistics; Lanin keeps exact live row counts, so a cached plan checks them
 * instead: once a table has more than doubled (and grown by over a hundred rows) or shrunk to a
 * quarter, the plan is stale and the next execution plans again. A plan made while a table was
 * empty therefore does not stay a plan for an empty table.
 */
public final class PlanFreshness {
    public static final PlanFreshness ALWAYS = new PlanFreshness(new HeapTable[0], new long[0]);

    private final HeapTable[] heaps;
    private final long[] rows;

    private PlanFreshness(HeapTable[] heaps, long[] rows) {
        this.heaps = heaps;
        this.rows = rows;
    }

    /** The sizes of {@code heaps} now. */
    public static PlanFreshness of(List<HeapTable> heaps) {
        if (heaps.isEmpty()) {
            return ALWAYS;
        }
        HeapTable[] h = heaps.toArray(new HeapTable[0]);
        long[] r = new long[h.length];
        for (int i = 0; i < h.length; i++) {
            r[i] = h[i].stats().liveTuples();
        }
        return new PlanFreshness(h, r);
    }

    public boolean stale() {
        for (int i = 0; i < heaps.length; i++) {
            long now = heaps[i].stats().liveTuples();
            long then = rows[i];
            if (now > 2 * then + 100 || then > 400 && now < then / 4) {
                return true;
            }
        }
        return false;
    }
}

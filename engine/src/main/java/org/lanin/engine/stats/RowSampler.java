package org.lanin.engine.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.Tid;
import org.lanin.engine.txn.Snapshot;

/**
 * acquire_sample_rows: a uniform random sample of the rows a snapshot sees, in two stages run
 * together, as PostgreSQL does: {@link BlockSampler} picks up to {@code target} pages, and the
 * visible rows on them go through a reservoir of {@code target} rows. The reservoir is
 * Algorithm R (Waterman; Vitter 1985 names it): every row after the first {@code target} replaces
 * a random slot with probability target/seen. PostgreSQL uses Vitter's Algorithm Z, which skips
 * rows without drawing for each; both give every row the same chance, and here every row on a
 * chosen page is visited anyway (for visibility and the live count), so one draw per row costs
 * little. A table of at most {@code target} visible rows on at most {@code target} pages is read
 * whole, so its statistics are deterministic.
 */
final class RowSampler {
    private RowSampler() {
    }

    /**
     * Pages read under one snapshot before the next is taken (see {@link #sample(TableDef,
     * java.util.function.Supplier, int, SplittableRandom, Runnable)}).
     */
    static final int PAGES_PER_SNAPSHOT = 16;

    static RowSample sample(TableDef table, Snapshot snapshot, int target, SplittableRandom random, Runnable interrupts) {
        return sample(table, () -> snapshot, target, random, interrupts);
    }

    /**
     * As above, with a fresh snapshot from {@code snapshots} every {@link #PAGES_PER_SNAPSHOT} pages:
     * PostgreSQL's acquire_sample_rows judges each page's rows as it reads them too (against
     * OldestXmin, not one MVCC snapshot), and a sample taken under one snapshot held the global
     * xmin horizon back for the whole read of a large table, while every update of a hot row added
     * a version no prune could remove. A row updated between two pages' reads may be seen twice
     * or not at all, as in PostgreSQL; the sample stays one of rows that were live.
     */
    static RowSample sample(TableDef table, java.util.function.Supplier<Snapshot> snapshots, int target,
                            SplittableRandom random, Runnable interrupts) {
        HeapTable heap = table.heap();
        Snapshot snapshot = null;
        int pagesUnderSnapshot = 0;
        int totalPages = heap.usedPages();
        BlockSampler pages = new BlockSampler(totalPages, target, random);
        HeapTuple[] reservoir = new HeapTuple[target];
        int kept = 0;
        long live = 0;
        long dead = 0;
        int slots = HeapTable.slotsPerPage();
        while (pages.hasMore()) {
            interrupts.run();
            if (snapshot == null || pagesUnderSnapshot++ == PAGES_PER_SNAPSHOT) {
                snapshot = snapshots.get();
                pagesUnderSnapshot = 1;
            }
            int page = pages.nextPage();
            for (int slot = 0; slot < slots; slot++) {
                HeapTuple t = heap.fetch(Tid.of(page, slot));
                if (t == null) {
                    continue;
                }
                if (!snapshot.isVisible(t)) {
                    dead++;
                    continue;
                }
                if (kept < target) {
                    reservoir[kept++] = t;
                } else {
                    long j = random.nextLong(live + 1);
                    if (j < target) {
                        reservoir[(int) j] = t;
                    }
                }
                live++;
            }
        }
        return new RowSample(rows(table, reservoir, kept), extrapolate(live, pages.chosen(), totalPages),
                extrapolate(dead, pages.chosen(), totalPages), pages.chosen(), totalPages);
    }

    private static double extrapolate(long seen, int pagesRead, int totalPages) {
        return pagesRead == 0 ? 0 : Math.floor((double) seen / pagesRead * totalPages + 0.5);
    }

    /** The kept versions in TID order (correlation needs physical order), widened to the table's layout. */
    private static List<Object[]> rows(TableDef table, HeapTuple[] reservoir, int kept) {
        HeapTuple[] sorted = Arrays.copyOf(reservoir, kept);
        Arrays.sort(sorted, Comparator.comparingLong(HeapTuple::tid));
        List<Object[]> out = new ArrayList<>(kept);
        for (HeapTuple t : sorted) {
            out.add(widen(t.values(), table));
        }
        return out;
    }

    /** Columns added after a version was written read as their missing value (attmissingval). */
    static Object[] widen(Object[] values, TableDef table) {
        int width = table.physicalWidth();
        if (values.length >= width) {
            return values;
        }
        Object[] out = Arrays.copyOf(values, width);
        List<ColumnDef> cols = table.columns();
        for (int i = values.length; i < width; i++) {
            out[i] = cols.get(i).missingValue();
        }
        return out;
    }
}

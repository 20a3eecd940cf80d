package org.lanin.engine.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.txn.Snapshot;

/**
 * acquire_inherited_sample_rows: the sample of a partitioned table, for its "inherited"
 * statistics. Each leaf partition contributes rows in proportion to its share of all the
 * leaves' pages (rounded as PostgreSQL's rint), sampled by {@link RowSampler}; its rows are
 * mapped by column name into the parent's layout (a partition may have another column order or
 * dropped columns) and appended in {@link InheritanceTree} order.
 */
final class InheritedSampler {
    private InheritedSampler() {
    }

    static RowSample sample(TableDef parent, CatalogSnapshot catalog, java.util.function.Supplier<Snapshot> snapshot, int target,
                            SplittableRandom random, Runnable interrupts) {
        List<TableDef> leaves = InheritanceTree.leaves(parent, catalog);
        double allPages = 0;
        for (TableDef leaf : leaves) {
            allPages += leaf.heap().usedPages();
        }
        List<Object[]> rows = new ArrayList<>();
        double totalRows = 0;
        double deadRows = 0;
        int scanned = 0;
        for (TableDef leaf : leaves) {
            int pages = leaf.heap().usedPages();
            if (pages == 0) {
                continue;
            }
            int share = Math.min((int) Math.rint(target * pages / allPages), target - rows.size());
            if (share <= 0) {
                continue;
            }
            RowSample s = RowSampler.sample(leaf, snapshot, share, random, interrupts);
            int[] fromLeaf = parentSlots(parent, leaf);
            for (Object[] r : s.rows()) {
                rows.add(toParent(r, fromLeaf, parent.physicalWidth()));
            }
            totalRows += s.totalRows();
            deadRows += s.deadRows();
            scanned += s.pagesScanned();
        }
        return new RowSample(rows, totalRows, deadRows, scanned, (int) allPages);
    }

    /** For each parent slot, the leaf slot holding the same column, or -1 (dropped in the parent). */
    private static int[] parentSlots(TableDef parent, TableDef leaf) {
        int[] map = new int[parent.physicalWidth()];
        for (ColumnDef c : parent.columns()) {
            ColumnDef inLeaf = c.dropped() ? null : leaf.column(c.name());
            map[c.slot()] = inLeaf == null ? -1 : inLeaf.slot();
        }
        return map;
    }

    private static Object[] toParent(Object[] leafRow, int[] fromLeaf, int width) {
        Object[] out = new Object[width];
        for (int i = 0; i < width; i++) {
            int s = fromLeaf[i];
            out[i] = s >= 0 && s < leafRow.length ? leafRow[s] : null;
        }
        return out;
    }
}

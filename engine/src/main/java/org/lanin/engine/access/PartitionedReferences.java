package org.lanin.engine.access;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.partition.PartitionTree;

/**
 * FOREIGN KEYs that reference a partitioned table (PostgreSQL 12+). The constraint names the
 * partitioned table and its unique index; the rows live in the leaves. A key is looked up in the
 * one leaf that would hold it (every unique key of a partitioned table contains the partition key,
 * and partition keys under a unique key have no expressions, so the key alone routes), through
 * that leaf's unique index on the same columns. A row changed in a leaf reports to the
 * constraints that reference any of its ancestors, its key read by column name (a leaf's layout
 * may differ from the root's). Built per statement; trees and leaf views are cached in it.
 */
final class PartitionedReferences {
    private final CatalogSnapshot catalog;
    private final Map<String, PartitionTree> trees = new HashMap<>();
    private final Map<String, ForeignKeyDef> leafViews = new HashMap<>();
    private final Map<String, List<Inherited>> inherited = new HashMap<>();

    PartitionedReferences(CatalogSnapshot catalog) {
        this.catalog = catalog;
    }

    /** Where a key is looked up: {@code fk} as seen from the leaf {@code table}. */
    record Target(ForeignKeyDef fk, TableDef table) { }

    /** A constraint referencing an ancestor of a partition, with its key columns' attnums in the partition. */
    record Inherited(ForeignKeyDef fk, int[] keyAttnums) { }

    /** The leaf of partitioned {@code root} that would hold {@code key} (FK column order), or null when no partition takes it. */
    Target target(ForeignKeyDef fk, TableDef root, Object[] key, ExecContext ctx) {
        PartitionTree tree = trees.computeIfAbsent(root.name(), n -> PartitionTree.of(root, catalog));
        int leaf = tree.findLeaf(placed(new Object[root.columns().size()], fk, root, key), ctx);
        if (leaf < 0) {
            return null;
        }
        TableDef t = tree.leaves().get(leaf);
        ForeignKeyDef view = leafViews.computeIfAbsent(fk.name() + '\0' + fk.table() + '\0' + t.name(), k -> leafView(fk, root, t));
        return new Target(view, t);
    }

    /** The key, in the root's column types, at its columns' slots of a root-layout row. */
    private static Object[] placed(Object[] row, ForeignKeyDef fk, TableDef root, Object[] key) {
        Object[] typed = RiKeys.asColumns(key, root, fk.refAttnums());
        for (int i = 0; i < typed.length; i++) {
            row[fk.refAttnums()[i] - 1] = typed[i];
        }
        return row;
    }

    /** The constraint with the leaf as its referenced table: the leaf's attnums and its unique index on those columns. */
    private static ForeignKeyDef leafView(ForeignKeyDef fk, TableDef root, TableDef leaf) {
        int[] attnums = byName(root, leaf, fk.refAttnums());
        int[] want = attnums.clone();
        Arrays.sort(want);
        for (IndexDef i : leaf.indexes()) {
            int[] have = i.keyAttnums().clone();
            Arrays.sort(have);
            if (i.unique() && i.plain() && Arrays.equals(want, have)) {
                return new ForeignKeyDef(fk.name(), fk.table(), fk.attnums(), leaf.name(), attnums, i.name(), fk.onDelete(),
                        fk.onUpdate(), fk.match(), fk.deferral(), fk.notValid());
            }
        }
        throw new EngineBug("partition " + leaf.name() + " has no unique index for foreign key " + fk.name());
    }

    /** The attnums in {@code to} of the columns at {@code attnums} in {@code from}, matched by name. */
    private static int[] byName(TableDef from, TableDef to, int[] attnums) {
        int[] out = new int[attnums.length];
        for (int i = 0; i < out.length; i++) {
            String name = from.columns().get(attnums[i] - 1).name();
            ColumnDef c = to.column(name);
            if (c == null) {
                throw new EngineBug("partition " + to.name() + " lacks column " + name + " of " + from.name());
            }
            out[i] = c.attnum();
        }
        return out;
    }

    /** The constraints referencing the ancestors of partition {@code table}, nearest ancestor first. */
    List<Inherited> referencingAncestors(TableDef table) {
        return inherited.computeIfAbsent(table.name(), n -> referencingFrom(parentOf(table), table));
    }

    /** The constraints referencing {@code top} or any table above it, with their key columns' attnums in {@code table}, a partition below it. */
    List<Inherited> referencingFrom(TableDef top, TableDef table) {
        List<Inherited> out = new ArrayList<>();
        for (TableDef t = top; t != null; t = parentOf(t)) {
            for (ForeignKeyDef fk : catalog.referencing(t.name())) {
                out.add(new Inherited(fk, byName(t, table, fk.refAttnums())));
            }
        }
        return out;
    }

    private TableDef parentOf(TableDef t) {
        return t.isPartition() ? catalog.table(t.partitioning().parent()) : null;
    }
}

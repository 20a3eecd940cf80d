package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.partition.PartitionChild;
import org.lanin.planner.plan.StatementRuntime;

/**
 * Indexes of a partitioned table exist on every partition (PostgreSQL's partitioned
 * indexes): created on each partition when created on the parent, and on a partition when
 * it is created or attached, unless it already has an index on the same columns (which is
 * then used, as ATTACH PARTITION does). Partition index names are the partition's own
 * implicit names (p_pkey, p_a_key, p_a_idx).
 */
final class PartitionIndexes {
    private final StatementRuntime rt;

    PartitionIndexes(StatementRuntime rt) {
        this.rt = rt;
    }

    /** Creates the parent's indexes on the child (and below it, when it is partitioned). */
    Catalog.Edit cloneInto(Catalog.Edit e, String parentName, String childName) {
        TableDef parent = e.base().table(parentName);
        Catalog.Edit out = e;
        for (IndexDef i : parent.indexes()) {
            out = ensure(out, childName, columns(parent, i), i);
        }
        return out;
    }

    /** Ensures {@code table} (and its partitions, recursively) has an index like {@code like}. */
    Catalog.Edit ensure(Catalog.Edit e, String tableName, List<String> cols, IndexDef like) {
        TableDef t = e.base().table(tableName);
        Catalog.Edit out = e;
        if (!hasEquivalent(t, cols, like)) {
            String name = like.primary() ? IndexNames.free(t.name() + "_pkey", out.base(), List.of())
                    : like.constraint() ? IndexNames.unique(t.name(), cols, out.base(), List.of())
                    : IndexNames.plain(t.name(), cols, out.base(), List.of());
            if (like.primary() && t.primaryKey() != null) {
                name = IndexNames.unique(t.name(), cols, out.base(), List.of());
            }
            boolean primary = like.primary() && t.primaryKey() == null;
            IndexDef idx = Storage.newIndex(rt.database().catalog().newOid(), name, t,
                    CreateTableExecutor.attnums(t, cols), like.unique(), primary, like.constraint(), null,
                    org.lanin.engine.catalog.IndexMethod.BTREE, like.options());
            out = out.putTable(new IndexExecutor(rt).withIndex(t, idx));
        }
        if (t.isPartitioned()) {
            for (PartitionChild c : t.partitioning().children()) {
                out = ensure(out, c.name(), cols, like);
            }
        }
        return out;
    }

    /** An index of {@code t} on {@code cols} as unique as {@code like} and in the same column orders. */
    private static boolean hasEquivalent(TableDef t, List<String> cols, IndexDef like) {
        for (IndexDef i : t.indexes()) {
            if (i.unique() == like.unique() && columns(t, i).equals(cols)
                    && java.util.Arrays.equals(orders(i), orders(like))) {
                return true;
            }
        }
        return false;
    }

    private static int[] orders(IndexDef i) {
        return i.hasOptions() ? i.options() : null;
    }

    static List<String> columns(TableDef t, IndexDef i) {
        List<String> out = new ArrayList<>();
        for (int a : i.attnums()) {
            out.add(t.columns().get(a - 1).name());
        }
        return out;
    }
}

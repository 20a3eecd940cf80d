package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
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
                    methods(like), like.options()).withNullsNotDistinct(like.nullsNotDistinctOn());
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
        return equivalent(t, cols, like) != null;
    }

    /** {@code t}'s index standing for {@code like} (the partition's index of a partitioned index), or null. */
    private static IndexDef equivalent(TableDef t, List<String> cols, IndexDef like) {
        for (IndexDef i : t.indexes()) {
            if (matches(t, i, cols, like)) {
                return i;
            }
        }
        return null;
    }

    private static boolean matches(TableDef t, IndexDef i, List<String> cols, IndexDef like) {
        return i.unique() == like.unique() && i.nullsNotDistinctOn() == like.nullsNotDistinctOn() && i.attnums().length == cols.size()
                && !i.hasExpressions() && !i.partial() && columns(t, i).equals(cols) && java.util.Arrays.equals(orders(i), orders(like))
                && methods(i).equals(methods(like));
    }

    /**
     * ALTER INDEX parent ATTACH PARTITION child (pg_dump's form after CREATE INDEX ... ON ONLY):
     * {@code child} must be an index of a partition of {@code parent}'s table (55000) with the same
     * definition (42P17). A partition's index stands for its parent's by that definition, so there
     * is nothing more to record; attaching it again is no error, as in PostgreSQL.
     */
    static Object attach(StatementRuntime rt, DdlStatement.AttachIndex a) {
        org.lanin.engine.catalog.CatalogSnapshot base = rt.database().catalog().current();
        IndexDef parent = base.index(a.parent());
        IndexDef child = base.index(a.child());
        if (parent == null || child == null) {
            throw LaninException.of(org.lanin.engine.error.EngineMsg.UNDEFINED_TABLE, parent == null ? a.parent() : a.child());
        }
        TableDef parentTable = base.table(parent.tableName());
        TableDef childTable = base.table(child.tableName());
        if (!parentTable.isPartitioned()) {
            throw LaninException.of(IndexDdlMsg.ATTACH_NOT_PARTITIONED, org.lanin.engine.catalog.Namespace.nameOf(parent.name()));
        }
        if (!childTable.isPartition() || !childTable.partitioning().parent().equals(parentTable.name())) {
            throw LaninException.of(IndexDdlMsg.ATTACH_NOT_PARTITION, org.lanin.engine.catalog.Namespace.nameOf(child.name()),
                    org.lanin.engine.catalog.Namespace.nameOf(parent.name()), org.lanin.engine.catalog.Namespace.nameOf(child.name()),
                    org.lanin.engine.catalog.Namespace.nameOf(parentTable.name()));
        }
        if (parent.hasExpressions() || !matches(childTable, child, columns(parentTable, parent), parent)) {
            throw LaninException.of(IndexDdlMsg.ATTACH_MISMATCH, org.lanin.engine.catalog.Namespace.nameOf(child.name()),
                    org.lanin.engine.catalog.Namespace.nameOf(parent.name()));
        }
        return null;
    }

    /**
     * DROP INDEX of a partitioned table's index drops its partitions' indexes with it; a partition's
     * index that stands for its parent's cannot be dropped alone (2BP01, as PostgreSQL's dependency
     * of a partition index on its parent index).
     */
    static Catalog.Edit drop(Catalog.Edit e, TableDef t, IndexDef idx) {
        if (t.isPartition()) {
            TableDef parent = e.base().table(t.partitioning().parent());
            IndexDef owner = parent == null || idx.hasExpressions() ? null : equivalent(parent, columns(t, idx), idx);
            if (owner != null) {
                String mine = org.lanin.engine.catalog.Namespace.nameOf(idx.name());
                String theirs = org.lanin.engine.catalog.Namespace.nameOf(owner.name());
                throw LaninException.withHint("You can drop index " + theirs + " instead.", DropMsg.REQUIRED_BY_PARENT,
                        mine, theirs);
            }
        }
        return dropTree(e, t, idx);
    }

    private static Catalog.Edit dropTree(Catalog.Edit e, TableDef t, IndexDef idx) {
        Catalog.Edit out = e;
        if (t.isPartitioned() && !idx.hasExpressions()) {
            List<String> cols = columns(t, idx);
            for (PartitionChild c : t.partitioning().children()) {
                TableDef child = out.base().table(c.name());
                IndexDef theirs = child == null ? null : equivalent(child, cols, idx);
                if (theirs != null) {
                    out = dropTree(out, child, theirs);
                }
            }
        }
        TableDef now = out.base().table(t.name());
        List<IndexDef> rest = new ArrayList<>(now.indexes());
        rest.removeIf(i -> i.oid() == idx.oid());
        return out.putTable(now.withIndexes(rest));
    }

    /** PostgreSQL 15's words. */
    enum DropMsg implements org.lanin.engine.error.Msg {
        REQUIRED_BY_PARENT(org.lanin.engine.error.SqlState.DEPENDENT_OBJECTS_STILL_EXIST,
                "cannot drop index %s because index %s requires it");

        private final org.lanin.engine.error.SqlState state;
        private final String template;

        DropMsg(org.lanin.engine.error.SqlState state, String template) {
            this.state = state;
            this.template = template;
        }

        @Override
        public org.lanin.engine.error.SqlState state() {
            return state;
        }

        @Override
        public String template() {
            return template;
        }
    }

    /** The access method and operator class of each key column (GIN and hash indexes are cloned as they are). */
    private static List<org.lanin.engine.catalog.IndexMethod> methods(IndexDef i) {
        List<org.lanin.engine.catalog.IndexMethod> out = new ArrayList<>();
        for (int k = 0; k < (i.multicolumnGin() ? i.attnums().length : 1); k++) {
            out.add(i.columnMethod(k));
        }
        return out;
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

package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.access.IndexBuild;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.ddl.DdlStatement.CreateIndex;
import org.lanin.planner.plan.StatementRuntime;

/**
 * CREATE INDEX and the index builds behind ADD PRIMARY KEY / UNIQUE, under a SHARE lock on the
 * table (and its partitions) that keeps writers out until the transaction ends: the tree is filled from
 * every heap version that is not known dead (aborted inserts are skipped) by sorting and
 * bulk-loading ({@link IndexBuild}), uniqueness checked on equal neighbours, and only then
 * published in the catalog.
 */
final class IndexExecutor {
    private final StatementRuntime rt;

    IndexExecutor(StatementRuntime rt) {
        this.rt = rt;
    }

    Object create(CreateIndex c) {
        Catalog catalog = rt.database().catalog();
        // SHARE: no writer can add a row the build would miss, readers go on (PostgreSQL's DefineIndex)
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).tree(c.table(), LockMode.SHARE));
        catalog.change(edit -> {
            CatalogSnapshot base = edit.base();
            TableDef table = base.table(c.table());
            if (table == null) {
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, c.table());
            }
            String name = c.name();
            if (name != null && base.relationExists(name)) {
                if (c.ifNotExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(name));
            }
            IndexExprBinder.Bound b = IndexExprBinder.bind(table, c, rt.database());
            if (name == null) {
                name = IndexNames.plain(table.name(), b.names(), base, List.of());
            }
            int[] attnums = b.attnums();
            java.util.List<IndexMethod> method = IndexMethods.methodOf(c, table, b);
            if (table.isPartitioned() && b.exprs() != null) {
                throw LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED,
                        "partial or expression indexes on partitioned tables");
            }
            if (c.unique()) {
                PartitionDdl.checkUniqueCoversKey(table, c.columns(), false);
            }
            List<String> reloptions = StorageParameters.create(StorageChange.kindOf(method.get(0)), c.storage());
            IndexDef index = included(Storage.newIndex(catalog.newOid(), name, table, attnums, c.unique(), false, false, b.exprs(),
                    method, c.indoption()).withReloptions(reloptions).withNullsNotDistinct(c.nullsNotDistinct()), c, table);
            Catalog.Edit e = edit.putTable(withIndex(table, index));
            if (table.isPartitioned() && !c.only()) {
                PartitionIndexes pi = new PartitionIndexes(rt);
                for (var child : table.partitioning().children()) {
                    e = pi.ensure(e, child.name(), c.columns(), index);
                }
            }
            return e;
        });
        return null;
    }

    /**
     * {@code index} with CREATE INDEX's INCLUDE columns marked as such: B-tree only (PostgreSQL also
     * has them for GiST), and not yet on a partitioned table (0A000).
     */
    static IndexDef included(IndexDef index, CreateIndex c, TableDef table) {
        if (c.keyColumns() == 0) {
            return index;
        }
        if (index.method() != IndexMethod.BTREE) {
            throw LaninException.of(IndexDdlMsg.INCLUDE_METHOD, index.method().amName());
        }
        if (table.isPartitioned()) {
            throw LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED, "INCLUDE columns in an index of a partitioned table");
        }
        return index.withKeyColumns(c.keyColumns());
    }

    /** The table with {@code index} added, after filling it from the heap. */
    TableDef withIndex(TableDef table, IndexDef index) {
        List<IndexDef> all = new ArrayList<>(table.indexes());
        all.add(index);
        IndexBuild.fill(table.withIndexes(List.of(index)), index, rt.exec());
        return table.withIndexes(all);
    }
}

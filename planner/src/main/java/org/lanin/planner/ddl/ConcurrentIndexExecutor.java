package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.access.IndexBuild;
import org.lanin.engine.access.IndexValidate;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.lock.RelationLock;
import org.lanin.engine.lock.TransactionWaits;
import org.lanin.engine.txn.Snapshot;
import org.lanin.planner.ddl.DdlStatement.CreateIndex;
import org.lanin.planner.plan.StatementRuntime;

/**
 * CREATE INDEX CONCURRENTLY and DROP INDEX CONCURRENTLY, as PostgreSQL's DefineIndex and
 * index_drop do them: under SHARE UPDATE EXCLUSIVE (writers and readers go on; other DDL and
 * VACUUM of the table wait), in steps separated by waits for the transactions that may still
 * use the previous state of the index.
 *
 * <p>Create: (1) publish the index neither ready (writers skip it) nor valid (queries skip it);
 * wait for every transaction holding a lock that conflicts with SHARE (writers whose plans
 * predate the index); (2) fill it from the heap ({@link IndexBuild}, as CREATE INDEX) and publish
 * it ready; wait for the writers again, so that every writer now maintains it; (3) take a fresh
 * snapshot and add what the build missed ({@link IndexValidate}); wait for the transactions whose
 * snapshots are older, which may see versions the index lacks; (4) publish it valid.
 *
 * <p>Drop: publish it not valid, wait for every transaction holding any lock on the table; publish
 * it not ready, wait again; remove it.
 *
 * <p>Departure: PostgreSQL commits after each publish, so a failure leaves an INVALID index behind
 * (to be dropped by hand); here the steps run in the statement's one transaction (the catalog
 * shows each step to every session at once), so a failure rolls the whole statement back and
 * leaves nothing. Waits ignore the statement's own transaction.
 */
final class ConcurrentIndexExecutor {
    private final StatementRuntime rt;
    private final Catalog catalog;

    ConcurrentIndexExecutor(StatementRuntime rt) {
        this.rt = rt;
        this.catalog = rt.database().catalog();
    }

    Object create(CreateIndex c) {
        refuseInBlock("CREATE INDEX CONCURRENTLY");
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).table(c.table(), LockMode.SHARE_UPDATE_EXCLUSIVE));
        TableDef table = catalog.current().table(c.table());
        if (table == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, c.table());
        }
        if (table.isPartitioned()) {
            throw LaninException.of(LockDdlMsg.PARTITIONED_CONCURRENTLY, table.name());
        }
        IndexExprBinder.Bound b = IndexExprBinder.bind(table, c, rt.database());
        String name = c.name() != null ? c.name() : IndexNames.plain(table.name(), b.names(), catalog.current(), List.of());
        if (catalog.current().relationExists(name)) {
            if (c.ifNotExists()) {
                return null;
            }
            throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        java.util.List<org.lanin.engine.catalog.IndexMethod> method = IndexMethods.methodOf(c, table, b);
        IndexDef index = Storage.newIndex(catalog.newOid(), name, table, b.attnums(), c.unique(), false, false, b.exprs(),
                method, c.indoption()).withReloptions(StorageParameters.create(StorageChange.kindOf(method.get(0)), c.storage()))
                .withNullsNotDistinct(c.nullsNotDistinct());
        index = IndexExecutor.included(index, c, table).withState(false, false);
        publish(table.name(), index);
        RelationLock rel = rt.database().relationLock(table);
        waitForWriters(rel);
        IndexBuild.fill(catalog.current().table(table.name()).withIndexes(List.of(index)), index, exec());
        publish(table.name(), index.withState(true, false));
        waitForWriters(rel);
        Snapshot reference = exec().transaction().freshSnapshot();
        IndexValidate.run(catalog.current().table(table.name()), index, reference, exec());
        waits().waitForOlderSnapshots(exec().transaction(), reference.xmin(), rt.session().lockWait());
        publish(table.name(), index.withState(true, true));
        return null;
    }

    Object drop(String indexName, boolean ifExists) {
        refuseInBlock("DROP INDEX CONCURRENTLY");
        IndexDef found = catalog.current().index(indexName);
        if (found == null) {
            if (ifExists) {
                return null;
            }
            throw LaninException.of(EngineMsg.UNDEFINED_INDEX, indexName);
        }
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).table(found.tableName(), LockMode.SHARE_UPDATE_EXCLUSIVE));
        IndexDef index = catalog.current().index(indexName);
        if (index == null || index.oid() != found.oid()) {
            throw LaninException.of(EngineMsg.UNDEFINED_INDEX, indexName);
        }
        if (index.constraint()) {
            throw LaninException.of(org.lanin.planner.PlannerMsg.DROP_INDEX_CONSTRAINT, indexName, indexName,
                    index.tableName());
        }
        TableDef table = catalog.current().table(index.tableName());
        AlterTableExecutor.refuseIfReferenced(catalog.current(), table, index, "index " + indexName, 0);
        RelationLock rel = rt.database().relationLock(table);
        publish(table.name(), index.withState(true, false));
        waits().waitForLockers(exec().transaction(), rel, LockMode.ACCESS_EXCLUSIVE, rt.session().lockWait());
        publish(table.name(), index.withState(false, false));
        waits().waitForLockers(exec().transaction(), rel, LockMode.ACCESS_EXCLUSIVE, rt.session().lockWait());
        catalog.change(edit -> {
            TableDef t = edit.base().table(table.name());
            List<IndexDef> rest = new ArrayList<>(t.indexes());
            rest.removeIf(i -> i.oid() == index.oid());
            return edit.putTable(t.withIndexes(rest));
        });
        return null;
    }

    private void refuseInBlock(String what) {
        if (rt.session().inTransactionBlock()) {
            throw LaninException.of(LockDdlMsg.INSIDE_BLOCK, what);
        }
    }

    /** Puts {@code index} (new, or in a new state) into {@code tableName}'s definition. */
    private void publish(String tableName, IndexDef index) {
        catalog.change(edit -> {
            CatalogSnapshot base = edit.base();
            TableDef t = base.table(tableName);
            List<IndexDef> all = new ArrayList<>(t.indexes());
            all.removeIf(i -> i.oid() == index.oid());
            all.add(index);
            return edit.putTable(t.withIndexes(all));
        });
    }

    /** PostgreSQL's WaitForLockers(heap, ShareLock): every writer whose plan may predate the last publish. */
    private void waitForWriters(RelationLock rel) {
        waits().waitForLockers(exec().transaction(), rel, LockMode.SHARE, rt.session().lockWait());
    }

    private TransactionWaits waits() {
        return rt.database().locks().transactionWaits();
    }

    private ExecContext exec() {
        return rt.exec();
    }
}

package org.lanin.planner.ddl;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.lock.TableLock;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.LockTable;
import org.lanin.planner.ddl.DdlStatement.LockTarget;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;

/**
 * LOCK TABLE (PostgreSQL's LockTableCommand): only in a transaction block (25P01), each named
 * relation in turn, a partitioned table with all its partitions unless ONLY, a view as the
 * tables its query reads (PostgreSQL also locks the view itself; ours have no lock of their own).
 * The locks last until the transaction ends; NOWAIT fails with 55P03 instead of waiting.
 */
final class LockTableExecutor {
    private LockTableExecutor() {
    }

    static Object run(StatementRuntime rt, LockTable s) {
        if (!rt.session().inTransactionBlock()) {
            throw LaninException.of(LockDdlMsg.OUTSIDE_BLOCK, "LOCK TABLE");
        }
        for (LockTarget target : s.targets()) {
            lockNamed(rt, target.name(), !target.only(), s.mode(), s.noWait());
        }
        return null;
    }

    /** Locks the relation {@code name} as it is once locked (it may be dropped or replaced while we wait). */
    private static void lockNamed(StatementRuntime rt, String name, boolean recurse, LockMode mode, boolean noWait) {
        var catalog = rt.database().catalog();
        while (true) {
            CatalogSnapshot snap = catalog.current();
            TableDef t = snap.table(name);
            if (t == null) {
                ViewDef v = snap.view(name);
                if (v == null && DdlLocks.awaitDroppers(rt, java.util.List.of(name))) {
                    continue;
                }
                if (v == null) {
                    throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, name);
                }
                lockView(rt, v, snap, mode, noWait);
                return;
            }
            rt.session().lockRelation(t, mode, noWait);
            TableDef now = catalog.current().table(name);
            if (now != null && now.oid() == t.oid()) {
                if (recurse && now.isPartitioned()) {
                    for (var child : now.partitioning().children()) {
                        lockNamed(rt, child.name(), true, mode, noWait);
                    }
                }
                return;
            }
        }
    }

    /** The tables (and views, through them) a view's query reads, in {@code mode}. */
    private static void lockView(StatementRuntime rt, ViewDef v, CatalogSnapshot snap, LockMode mode, boolean noWait) {
        for (TableLock l : Planner.viewLocks(v.sql(), snap, rt.database())) {
            TableDef t = snap.table(l.relation().name());
            if (t != null && t.oid() == l.relation().oid()) {
                lockNamed(rt, t.name(), false, mode, noWait);
            }
        }
    }
}

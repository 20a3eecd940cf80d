package org.lanin.planner.ddl;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.partition.PartitionBound;
import org.lanin.engine.partition.PartitionChild;
import org.lanin.planner.plan.StatementRuntime;

/**
 * The table-level locks a DDL statement takes before it reads the catalog to change it, with
 * PostgreSQL's modes (tablecmds.c's AlterTableGetLockLevel and friends): ACCESS EXCLUSIVE for
 * most, SHARE for CREATE INDEX, SHARE ROW EXCLUSIVE for both sides of a new FOREIGN KEY, SHARE
 * UPDATE EXCLUSIVE on the parent of ATTACH PARTITION, each partition of a partitioned table in
 * the same mode as the table when the statement recurses to them.
 *
 * <p>The statement names relations; which relations those are (partitions, foreign-key
 * neighbours) depends on the catalog, which may change while we wait. So the wanted set is
 * computed from the current catalog, locked, and computed again if the catalog moved on
 * meanwhile, until it did not (PostgreSQL's RangeVarGetRelidExtended retries the same way).
 * Locks are taken before {@code Catalog.change}, never inside it: the DDL monitor is not held
 * while waiting.
 */
public final class DdlLocks {
    private DdlLocks() {
    }

    /** Relations a statement wants locked, each with its strongest wanted mode, in the order first named. */
    static final class Needs {
        private final CatalogSnapshot catalog;
        private final Map<Long, TableDef> tables = new LinkedHashMap<>();
        private final Map<Long, LockMode> modes = new LinkedHashMap<>();
        /** Names that found no table: one may have been dropped by a transaction still running. */
        private final java.util.List<String> missing = new java.util.ArrayList<>();

        Needs(CatalogSnapshot catalog) {
            this.catalog = catalog;
        }

        CatalogSnapshot catalog() {
            return catalog;
        }

        /** The table of that name (nothing if there is none: the statement reports that itself). */
        Needs table(String name, LockMode mode) {
            TableDef t = name == null ? null : catalog.table(name);
            if (t == null && name != null && catalog.view(name) == null) {
                missing.add(name);
            }
            if (t != null) {
                tables.putIfAbsent(t.oid(), t);
                modes.merge(t.oid(), mode, (a, b) -> a.ordinal() >= b.ordinal() ? a : b);
            }
            return this;
        }

        /** The table of the index of that name (DROP INDEX locks the table). */
        Needs indexTable(String indexName, LockMode mode) {
            org.lanin.engine.catalog.IndexDef idx = catalog.index(indexName);
            if (idx == null) {
                missing.add(indexName);
                return this;
            }
            return table(idx.tableName(), mode);
        }

        /** The table and every partition below it. */
        Needs tree(String name, LockMode mode) {
            table(name, mode);
            TableDef t = name == null ? null : catalog.table(name);
            if (t != null && t.isPartitioned()) {
                for (PartitionChild c : t.partitioning().children()) {
                    tree(c.name(), mode);
                }
            }
            return this;
        }

        /** The DEFAULT partition of {@code parent}, if it has one (ATTACH and PARTITION OF check its rows). */
        Needs defaultPartition(String parent, LockMode mode) {
            TableDef p = parent == null ? null : catalog.table(parent);
            if (p != null && p.isPartitioned()) {
                for (PartitionChild c : p.partitioning().children()) {
                    if (c.bound() instanceof PartitionBound.DefaultBound) {
                        table(c.name(), mode);
                    }
                }
            }
            return this;
        }

        /** Tables whose FOREIGN KEYs reference {@code name}. */
        Needs referencing(String name, LockMode mode) {
            for (ForeignKeyDef f : catalog.referencing(name)) {
                table(f.table(), mode);
            }
            return this;
        }

        /** Tables {@code name}'s FOREIGN KEYs reference. */
        Needs referenced(String name, LockMode mode) {
            TableDef t = catalog.table(name);
            if (t != null) {
                for (ForeignKeyDef f : t.foreignKeys()) {
                    table(f.refTable(), mode);
                }
            }
            return this;
        }
    }

    /**
     * Waits for the running transactions that dropped any of {@code names} (Lanin's catalog shows a
     * DROP at once; PostgreSQL's statement would wait for the dropper's lock); true if it waited.
     */
    public static boolean awaitDroppers(StatementRuntime rt, java.util.List<String> names) {
        boolean waited = false;
        for (String name : names) {
            var self = rt.exec().transaction();
            var dropper = rt.database().locks().dropped().dropperOf(name, self);
            if (dropper != null) {
                rt.session().lockProc().attach(self);
                rt.database().locks().transactionWaits().waitForEnd(self, dropper, rt.session().lockWait());
                waited = true;
            }
        }
        return waited;
    }

    /** Locks what {@code wanted} lists for the current catalog, until the catalog stops moving while we lock. */
    static void take(StatementRuntime rt, Function<CatalogSnapshot, Needs> wanted) {
        var catalog = rt.database().catalog();
        while (true) {
            CatalogSnapshot snap = catalog.current();
            Needs needs = wanted.apply(snap);
            needs.tables.forEach((oid, t) -> rt.session().lockRelation(t, needs.modes.get(oid), false));
            if (awaitDroppers(rt, needs.missing)) {
                continue; // a DROP we waited for rolled back, or committed: look again
            }
            if (catalog.current().version() == snap.version()) {
                return;
            }
        }
    }
}

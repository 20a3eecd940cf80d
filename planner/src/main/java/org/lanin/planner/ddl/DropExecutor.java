package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.Drop;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.ddl.DdlStatement.Truncate;
import org.lanin.planner.plan.StatementRuntime;

/** DROP TABLE / INDEX / SEQUENCE and TRUNCATE. */
final class DropExecutor {
    private final StatementRuntime rt;

    DropExecutor(StatementRuntime rt) {
        this.rt = rt;
    }

    Object run(Drop d) {
        DdlLocks.take(rt, snap -> dropLocks(snap, d));
        CatalogSnapshot before = rt.database().catalog().current();
        rt.database().catalog().change(edit -> {
            Catalog.Edit e = edit;
            if (d.kind() == ObjectKind.TABLE || d.kind() == ObjectKind.VIEW) {
                e = dropDependents(e, d.names().stream().filter(n -> d.kind() == ObjectKind.VIEW
                        ? edit.base().view(n) != null : isPlainTable(edit.base(), n)).toList(), d.names(), d.cascade());
            }
            if (d.kind() == ObjectKind.TABLE) {
                for (String child : InheritedDrops.cascaded(e, d.names(), d.cascade())) {
                    e = dropTable(dropReferences(e, child, d), child, true);
                }
            }
            for (String name : d.names()) {
                if (d.kind() == ObjectKind.TABLE) {
                    ConstraintTiming.refuseIfChecksWait(rt, name, "DROP TABLE");
                }
                e = switch (d.kind()) {
                    case TABLE -> dropTable(dropReferences(e, name, d), name, d.ifExists());
                    case INDEX -> dropIndex(e, name, d.ifExists());
                    case SEQUENCE -> dropSequence(e.base().sequence(name) == null ? e
                            : SequenceDependents.dropOrRefuse(e, name, d.cascade(), d.names().size() > 1), name, d.ifExists());
                    case VIEW -> dropView(e, name, d.ifExists());
                    case TYPE, DOMAIN, MATERIALIZED_VIEW, SCHEMA, CONSTRAINT -> throw new org.lanin.engine.error.EngineBug(
                            "DROP " + d.kind() + " is not DropExecutor.drop's"); // TypeDdl, dropMatviews, SchemaDdl
                };
            }
            return e;
        });
        if (d.kind() == ObjectKind.TABLE) {
            List<String> gone = new ArrayList<>();
            d.names().stream().filter(n -> before.table(n) != null).forEach(n -> withPartitions(before, n, gone));
            d.names().stream().filter(n -> before.table(n) != null).forEach(n -> org.lanin.engine.catalog.Inheritance
                    .descendants(before, before.table(n)).forEach(c -> gone.add(c.name())));
            for (String n : List.copyOf(gone)) {
                before.table(n).indexes().forEach(i -> gone.add(i.name())); // their indexes went too
            }
            gone.forEach(n -> rt.database().locks().dropped().noteDropped(n, rt.exec().transaction()));
        }
        return null;
    }

    /** DROP MATERIALIZED VIEW: the matviews (their indexes go with them) and, with CASCADE, what reads them. */
    Object run(DdlStatement.DropMatview d) {
        DdlLocks.take(rt, snap -> {
            DdlLocks.Needs needs = new DdlLocks.Needs(snap);
            d.names().forEach(n -> needs.table(n, LockMode.ACCESS_EXCLUSIVE));
            return needs;
        });
        rt.database().catalog().change(edit -> {
            Catalog.Edit e = edit;
            List<String> present = new ArrayList<>();
            for (String name : d.names()) {
                TableDef t = e.base().table(name);
                if (t != null && t.isMatview()) {
                    present.add(name);
                } else if (t != null || e.base().view(name) != null) {
                    throw LaninException.of(org.lanin.planner.plan.ViewMsg.NOT_A_MATVIEW_DROP,
                            org.lanin.engine.catalog.Namespace.nameOf(name), t != null ? "TABLE" : "VIEW", t != null ? "table" : "view");
                } else if (!d.ifExists()) {
                    throw LaninException.of(org.lanin.planner.plan.ViewMsg.UNDEFINED_MATVIEW,
                            org.lanin.engine.catalog.Namespace.nameOf(name));
                }
            }
            e = dropDependents(e, present, d.names(), d.cascade());
            for (String name : present) {
                e = e.dropTable(name);
            }
            return e;
        });
        return null;
    }

    private static boolean isPlainTable(CatalogSnapshot snap, String name) {
        return snap.table(name) != null && !snap.table(name).isMatview();
    }

    /** Views and matviews reading {@code roots}: 2BP01 unless CASCADE, which drops them. */
    private Catalog.Edit dropDependents(Catalog.Edit e, List<String> roots, List<String> all, boolean cascade) {
        if (roots.isEmpty() || (e.base().views().isEmpty() && e.base().tables().stream().noneMatch(TableDef::isMatview))) {
            return e;
        }
        ViewDependents deps = new ViewDependents(e.base(), rt.database());
        String what = all.size() == 1 ? deps.describe(roots.get(0)) : null;
        return ViewDependents.dropOrRefuse(e, deps.on(roots, new java.util.HashSet<>(all)), cascade, what);
    }

    /**
     * DROP TABLE: ACCESS EXCLUSIVE on the table, its partitions, the tables referencing it (their
     * constraints go with CASCADE) and the tables it references (their triggers go, in PostgreSQL).
     * DROP INDEX: ACCESS EXCLUSIVE on the index's table. Views and sequences have no table locks here.
     */
    private static DdlLocks.Needs dropLocks(CatalogSnapshot snap, Drop d) {
        DdlLocks.Needs needs = new DdlLocks.Needs(snap);
        for (String name : d.names()) {
            switch (d.kind()) {
                case TABLE -> {
                    needs.tree(name, LockMode.ACCESS_EXCLUSIVE)
                            .referencing(name, LockMode.ACCESS_EXCLUSIVE).referenced(name, LockMode.ACCESS_EXCLUSIVE);
                    TableDef t = snap.table(name);
                    if (t != null) { // inheritance children CASCADE would drop
                        org.lanin.engine.catalog.Inheritance.descendants(snap, t)
                                .forEach(c -> needs.table(c.name(), LockMode.ACCESS_EXCLUSIVE));
                    }
                }
                case INDEX -> needs.indexTable(name, LockMode.ACCESS_EXCLUSIVE);
                default -> { }
            }
        }
        return needs;
    }

    /**
     * FOREIGN KEYs of other tables that reference {@code name}: 2BP01 unless DROP ... CASCADE
     * (which drops those constraints) or the statement drops the referencing table too.
     */
    private static Catalog.Edit dropReferences(Catalog.Edit e, String name, Drop d) {
        Catalog.Edit out = e;
        List<String> dropped = new ArrayList<>(); // the tables named and their partitions, which go with them
        d.names().stream().filter(n -> e.base().table(n) != null).forEach(n -> withPartitions(e.base(), n, dropped));
        for (ForeignKeyDef f : ForeignKeyDdl.referencingThrough(e.base(), name)) {
            if (f.selfReferencing() || d.names().contains(f.table()) || dropped.contains(f.table())
                    || !f.refTable().equals(name) && dropped.contains(f.refTable())) { // the referenced table goes too
                continue;
            }
            if (!d.cascade()) {
                throw LaninException.of(ForeignKeyDdlMsg.DROP_TABLE_DEPENDS, name, f.name(), f.table(), name);
            }
            TableDef child = out.base().table(f.table());
            List<ForeignKeyDef> keep = new ArrayList<>(child.foreignKeys());
            keep.removeIf(k -> k.name().equals(f.name()));
            out = out.putTable(child.withForeignKeys(keep));
        }
        return out;
    }

    private static Catalog.Edit dropTable(Catalog.Edit e, String name, boolean ifExists) {
        CatalogSnapshot base = e.base();
        if (base.table(name) != null && base.table(name).isMatview()) {
            throw LaninException.of(org.lanin.planner.plan.ViewMsg.IS_A_MATVIEW, org.lanin.engine.catalog.Namespace.nameOf(name), "table");
        }
        if (base.table(name) == null) {
            if (base.view(name) != null) {
                throw LaninException.of(PlannerMsg.NOT_A_TABLE, name);
            }
            if (ifExists) {
                return e;
            }
            throw LaninException.of(PlannerMsg.DROP_UNDEFINED_TABLE, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        TableDef table = base.table(name);
        Catalog.Edit out = e;
        if (table.isPartitioned()) {
            for (var c : table.partitioning().children()) {
                if (out.base().table(c.name()) != null) {
                    out = dropTable(out, c.name(), true);
                }
            }
        }
        if (table.isPartition()) {
            TableDef parent = out.base().table(table.partitioning().parent());
            if (parent != null) {
                out = out.putTable(parent.withPartitioning(parent.partitioning().withoutChild(name)));
            }
        }
        out = InheritedDrops.touchParents(out, table).dropTable(name);
        for (SequenceDef s : base.sequences()) {
            if (s.ownedBy() != null && s.ownedBy().startsWith(name + ".")) {
                out = out.dropSequence(s.name());
            }
        }
        return out;
    }

    private static Catalog.Edit dropIndex(Catalog.Edit e, String name, boolean ifExists) {
        IndexDef idx = e.base().index(name);
        if (idx == null) {
            if (ifExists) {
                return e;
            }
            throw LaninException.of(EngineMsg.UNDEFINED_INDEX, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        if (idx.constraint()) {
            throw LaninException.of(PlannerMsg.DROP_INDEX_CONSTRAINT, name, name, idx.tableName());
        }
        TableDef t = e.base().table(idx.tableName());
        AlterTableExecutor.refuseIfReferenced(e.base(), t, idx, "index " + name, 0);
        return PartitionIndexes.drop(e, t, idx);
    }

    private static Catalog.Edit dropView(Catalog.Edit e, String name, boolean ifExists) {
        if (e.base().view(name) == null) {
            if (e.base().table(name) != null && e.base().table(name).isMatview()) {
                throw LaninException.of(org.lanin.planner.plan.ViewMsg.IS_A_MATVIEW, org.lanin.engine.catalog.Namespace.nameOf(name), "view");
            }
            if (e.base().table(name) != null) {
                throw LaninException.of(PlannerMsg.NOT_A_VIEW, name);
            }
            if (ifExists) {
                return e;
            }
            throw LaninException.of(PlannerMsg.UNDEFINED_VIEW, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        return e.dropView(name);
    }

    private static Catalog.Edit dropSequence(Catalog.Edit e, String name, boolean ifExists) {
        if (e.base().sequence(name) == null) {
            if (ifExists) {
                return e;
            }
            throw LaninException.of(EngineMsg.UNDEFINED_SEQUENCE, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        return e.dropSequence(name);
    }

    /**
     * TRUNCATE swaps in an empty heap and empty indexes (PostgreSQL's new relfilenode) in a new
     * catalog version, which ROLLBACK undoes; RESTART IDENTITY likewise gives the owned sequences
     * counters of their own (SequenceDef#restarted), so ROLLBACK brings their old values back.
     */
    Object truncate(Truncate t) {
        Catalog catalog = rt.database().catalog();
        DdlLocks.take(rt, snap -> {
            DdlLocks.Needs needs = new DdlLocks.Needs(snap);
            for (int i = 0; i < t.tables().size(); i++) {
                String name = t.tables().get(i);
                needs.tree(name, LockMode.ACCESS_EXCLUSIVE);
                List<String> all = new ArrayList<>();
                if (snap.table(name) != null) {
                    targets(snap, name, t.only().get(i), all);
                    if (t.cascade()) {
                        referencingToo(snap, all, true);
                    }
                }
                all.forEach(n -> needs.table(n, LockMode.ACCESS_EXCLUSIVE));
            }
            return needs;
        });
        List<org.lanin.planner.routine.RowTriggers> triggers = truncateTriggers(t);
        triggers.forEach(r -> r.fireStatement(rt.exec(), true));
        List<TableDef> emptied = new ArrayList<>();
        catalog.change(edit -> {
            emptied.clear();
            Catalog.Edit e = edit;
            List<String> names = new ArrayList<>();
            for (int i = 0; i < t.tables().size(); i++) {
                targets(e.base(), t.tables().get(i), t.only().get(i), names);
            }
            referencingToo(e.base(), names, t.cascade());
            for (String name : names) {
                ConstraintTiming.refuseIfChecksWait(rt, name, "TRUNCATE");
                TableDef table = e.base().table(name);
                TableDef empty = new TableDef(table.oid(), table.name(), table.columns(), List.of(), table.checks(),
                        new HeapTable(), table.version() + 1, table.partitioning(), table.foreignKeys(), table.matview(), table.inherits(),
                        table.reloptions(), table.replicaIdentity());
                List<IndexDef> indexes = new ArrayList<>();
                for (IndexDef i : table.indexes()) {
                    indexes.add(Storage.emptied(i, empty));
                }
                e = e.putTable(empty.withIndexes(indexes));
                emptied.add(empty);
                if (t.restartIdentity()) {
                    for (SequenceDef s : List.copyOf(e.base().sequences())) {
                        if (s.ownedBy() != null && s.ownedBy().startsWith(name + ".")) {
                            e = e.putSequence(s.restarted());
                        }
                    }
                }
            }
            return e;
        });
        for (TableDef empty : emptied) { // statistics stay; reltuples becomes unknown, as PostgreSQL's TRUNCATE
            rt.database().statistics().truncated(empty, empty.heap());
        }
        triggers.forEach(r -> r.fireStatement(rt.exec(), false));
        return null;
    }

    /**
     * The ON TRUNCATE statement triggers of every table the statement empties, in that order:
     * PostgreSQL's ExecuteTruncateGuts fires all BEFORE ones, truncates, then all AFTER ones.
     */
    private List<org.lanin.planner.routine.RowTriggers> truncateTriggers(Truncate t) {
        CatalogSnapshot snap = rt.database().catalog().current();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < t.tables().size(); i++) {
            targets(snap, t.tables().get(i), t.only().get(i), names);
        }
        referencingToo(snap, names, t.cascade());
        List<org.lanin.planner.routine.RowTriggers> out = new ArrayList<>();
        for (String name : names) {
            var r = org.lanin.planner.routine.RowTriggers.of(rt.database(), snap.table(name), "TRUNCATE");
            if (r != null) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * Tables whose FOREIGN KEYs reference a table being truncated must be truncated too:
     * CASCADE adds them (transitively), otherwise 0A000.
     */
    private static void referencingToo(CatalogSnapshot snap, List<String> names, boolean cascade) {
        for (int i = 0; i < names.size(); i++) {
            for (ForeignKeyDef f : ForeignKeyDdl.referencingThrough(snap, names.get(i))) {
                if (names.contains(f.table())) {
                    continue;
                }
                if (!cascade) {
                    throw LaninException.of(ForeignKeyDdlMsg.TRUNCATE_REFERENCED, org.lanin.engine.catalog.Namespace.nameOf(f.table()),
                            org.lanin.engine.catalog.Namespace.nameOf(names.get(i)), org.lanin.engine.catalog.Namespace.nameOf(f.table()));
                }
                names.add(f.table());
            }
        }
    }

    /** The table and every partition below it (DROP TABLE takes them all). */
    private static void withPartitions(CatalogSnapshot snap, String name, List<String> out) {
        out.add(name);
        TableDef table = snap.table(name);
        if (table != null && table.isPartitioned()) {
            for (var c : table.partitioning().children()) {
                withPartitions(snap, c.name(), out);
            }
        }
    }

    /**
     * The table and, unless {@code only}, every partition and inheritance child below it, each
     * once (TRUNCATE reaches them all); ONLY on a partitioned table is 42809, as PostgreSQL's
     * ExecuteTruncate (a partitioned table holds no rows of its own).
     */
    private static void targets(CatalogSnapshot snap, String name, boolean only, List<String> out) {
        TableDef table = snap.table(name);
        if (table == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, name);
        }
        if (table.isMatview()) {
            throw LaninException.of(PlannerMsg.NOT_A_TABLE, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        if (only && table.isPartitioned()) {
            throw LaninException.of(PartitionDdlMsg.TRUNCATE_ONLY_PARTITIONED);
        }
        if (!out.contains(name)) {
            out.add(name);
        }
        if (only) {
            return;
        }
        if (table.isPartitioned()) {
            for (var c : table.partitioning().children()) {
                targets(snap, c.name(), false, out);
            }
        }
        for (TableDef child : org.lanin.engine.catalog.Inheritance.children(snap, table)) {
            targets(snap, child.name(), false, out);
        }
    }
}

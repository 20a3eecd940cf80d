package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Inheritance;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlStatement.Inherit;

/**
 * ALTER TABLE child INHERIT parent / NO INHERIT parent, as PostgreSQL's ATExecAddInherit and
 * ATExecDropInherit: INHERIT requires the child to have every column of the parent, of the same type,
 * NOT NULL where the parent's is, and every CHECK constraint of the parent under the same name and
 * definition (checked in that order, 42804), refuses a parent that is already one (42P07) or a
 * descendant of the child (circular, 42P07), and appends the parent to the child's parents
 * (pg_inherits.inhseqno next); NO INHERIT removes it (42P01 if it is not a parent). Columns and
 * constraints stay on the child either way. The parent and its ancestors are re-published so that
 * plans reading them re-plan with the new set of descendants.
 *
 * <p>Departures: CHECK definitions are compared as stored text, not as expression trees; Lanin keeps no
 * attislocal / attinhcount, so columns show as the child's own before and after (as they already do).
 */
final class InheritanceChange {
    private InheritanceChange() {
    }

    static Catalog.Edit apply(Catalog.Edit e, TableDef child, Inherit action) {
        TableDef parent = e.base().table(action.parent());
        if (parent == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, action.parent());
        }
        if (child.isPartitioned()) {
            throw LaninException.of(InheritDdlMsg.PARTITIONED_CHILD);
        }
        if (child.isPartition()) {
            throw LaninException.of(InheritDdlMsg.PARTITION_CHILD);
        }
        List<Long> parents = child.inherits() == null ? new ArrayList<>() : new ArrayList<>(child.inherits());
        if (action.no()) {
            if (!parents.remove((Long) parent.oid())) {
                throw LaninException.of(InheritDdlMsg.NOT_A_PARENT, parent.name(), child.name());
            }
        } else {
            check(e, child, parent, parents);
            parents.add(parent.oid());
        }
        Catalog.Edit out = e.putTable(new TableDef(child.oid(), child.name(), child.columns(), child.indexes(),
                child.checks(), child.heap(), child.version() + 1, child.partitioning(), child.foreignKeys(),
                child.matview(), parents, child.reloptions(), child.replicaIdentity()));
        return touchAncestors(out, parent);
    }

    private static void check(Catalog.Edit e, TableDef child, TableDef parent, List<Long> parents) {
        if (parent.isPartitioned()) {
            throw LaninException.of(InheritDdlMsg.PARTITIONED_PARENT, parent.name());
        }
        if (parent.isPartition()) {
            throw LaninException.of(InheritDdlMsg.PARTITION_PARENT);
        }
        if (parents.contains(parent.oid())) {
            throw LaninException.of(InheritDdlMsg.INHERITED_TWICE, parent.name());
        }
        if (parent.oid() == child.oid() || Inheritance.descendants(e.base(), child).stream()
                .anyMatch(d -> d.oid() == parent.oid())) {
            throw LaninException.of(InheritDdlMsg.CIRCULAR, parent.name(), child.name());
        }
        for (ColumnDef pc : parent.liveColumns()) {
            ColumnDef cc = child.column(pc.name());
            if (cc == null) {
                throw LaninException.of(PartitionDdlMsg.MISSING_COLUMN, pc.name());
            }
            if (!cc.type().equals(pc.type())) {
                throw LaninException.of(PartitionDdlMsg.COLUMN_TYPE, child.name(), pc.name());
            }
            if (pc.notNull() && !cc.notNull()) {
                throw LaninException.of(InheritDdlMsg.CHILD_NOT_NULL, pc.name());
            }
        }
        for (CheckDef pk : parent.checks()) {
            CheckDef ck = child.checks().stream().filter(k -> k.name().equals(pk.name())).findFirst().orElse(null);
            if (ck == null) {
                throw LaninException.of(InheritDdlMsg.MISSING_CONSTRAINT, pk.name());
            }
            if (!ck.sql().equals(pk.sql())) {
                throw LaninException.of(InheritDdlMsg.CHECK_DIFFERS, child.name(), pk.name());
            }
        }
    }

    /** Re-publishes {@code t} and every table above it: their scans cover a changed set of descendants. */
    private static Catalog.Edit touchAncestors(Catalog.Edit e, TableDef t) {
        Catalog.Edit out = e.putTable(t.withColumns(t.columns()));
        for (TableDef p : Inheritance.parents(out.base(), t)) {
            out = touchAncestors(out, p);
        }
        return out;
    }
}

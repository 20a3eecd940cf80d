package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

/**
 * Which triggers fire on a table for one event, partitions included. PostgreSQL clones a
 * partitioned table's row triggers onto every partition, present and future
 * (CloneRowTriggersToPartition); we keep one definition on the parent and collect it here
 * instead, so a partition fires its own row triggers and its ancestors' in name order, as the
 * clones would, with TG_TABLE_NAME the partition. Statement triggers are never cloned: they
 * fire on the table the statement names. A partitioned table stores no rows, so its own row
 * triggers only ever fire through its leaves.
 */
final class InheritedTriggers {
    private InheritedTriggers() {
    }

    /** Triggers that fire on a statement naming {@code table}: its statement triggers and, unless it is partitioned, its row triggers and its ancestors'. */
    static List<TriggerDef> ofTarget(Routines reg, CatalogSnapshot catalog, TableDef table, String event) {
        List<TriggerDef> out = new ArrayList<>();
        for (TriggerDef t : reg.on(table.oid())) {
            if (fires(t, event) && (!t.forEachRow() || !table.isPartitioned())) {
                out.add(t);
            }
        }
        if (!table.isPartitioned()) {
            addAncestorRowTriggers(reg, catalog, table, event, out);
        }
        return sortedByName(out);
    }

    /** Row triggers that fire on a leaf partition's rows written through an ancestor: its own and its ancestors'. */
    static List<TriggerDef> ofLeafRows(Routines reg, CatalogSnapshot catalog, TableDef leaf, String event) {
        List<TriggerDef> out = new ArrayList<>();
        for (TriggerDef t : reg.on(leaf.oid())) {
            if (fires(t, event) && t.forEachRow()) {
                out.add(t);
            }
        }
        addAncestorRowTriggers(reg, catalog, leaf, event, out);
        return sortedByName(out);
    }

    private static void addAncestorRowTriggers(Routines reg, CatalogSnapshot catalog, TableDef table, String event, List<TriggerDef> out) {
        TableDef t = table;
        while (t.isPartition()) {
            t = catalog.table(t.partitioning().parent());
            if (t == null) {
                return;
            }
            for (TriggerDef d : reg.on(t.oid())) {
                if (fires(d, event) && d.forEachRow()) {
                    out.add(d);
                }
            }
        }
    }

    private static boolean fires(TriggerDef t, String event) {
        return t.enabled() && t.firesOn(event);
    }

    /** PostgreSQL fires a relation's triggers in tgname order (strcmp). */
    private static List<TriggerDef> sortedByName(List<TriggerDef> out) {
        out.sort((x, y) -> x.name().compareTo(y.name()));
        return out;
    }
}

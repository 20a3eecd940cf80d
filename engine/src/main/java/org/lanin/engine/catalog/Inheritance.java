package org.lanin.engine.catalog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Table inheritance (CREATE TABLE ... INHERITS) read from a catalog snapshot: each child records
 * its parents' oids ({@link TableDef#inherits}), as pg_inherits rows do; the children of a table
 * are found by a pass over the snapshot's tables (catalogs hold few tables; nothing to keep in
 * step). Partitions are not inheritance children here: partitioning has its own tree.
 */
public final class Inheritance {
    private Inheritance() {
    }

    /** The tables that inherit directly from {@code parent}, in oid (creation) order. */
    public static List<TableDef> children(CatalogSnapshot catalog, TableDef parent) {
        List<TableDef> out = new ArrayList<>();
        for (TableDef t : catalog.tables()) {
            if (t.inherits() != null && t.inherits().contains(parent.oid())) {
                out.add(t);
            }
        }
        out.sort(Comparator.comparingLong(TableDef::oid));
        return out;
    }

    /** Whether some table inherits from {@code parent}. */
    public static boolean hasChildren(CatalogSnapshot catalog, TableDef parent) {
        for (TableDef t : catalog.tables()) {
            if (t.inherits() != null && t.inherits().contains(parent.oid())) {
                return true;
            }
        }
        return false;
    }

    /** Every table below {@code parent} (children, their children, ...), each once, parents before their children. */
    public static List<TableDef> descendants(CatalogSnapshot catalog, TableDef parent) {
        List<TableDef> out = new ArrayList<>();
        List<TableDef> todo = new ArrayList<>(children(catalog, parent));
        while (!todo.isEmpty()) {
            TableDef t = todo.remove(0);
            if (out.stream().noneMatch(o -> o.oid() == t.oid())) {
                out.add(t);
                todo.addAll(children(catalog, t));
            }
        }
        return out;
    }

    /** The parents of {@code child} in INHERITS order (missing ones skipped). */
    public static List<TableDef> parents(CatalogSnapshot catalog, TableDef child) {
        List<TableDef> out = new ArrayList<>();
        if (child.inherits() != null) {
            for (long oid : child.inherits()) {
                for (TableDef t : catalog.tables()) {
                    if (t.oid() == oid) {
                        out.add(t);
                    }
                }
            }
        }
        return out;
    }
}

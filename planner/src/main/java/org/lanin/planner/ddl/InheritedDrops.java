package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.Inheritance;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;

/**
 * DROP TABLE and inheritance: a table with inheritance children is dropped only with CASCADE,
 * which drops its descendants first (2BP01 otherwise, naming each child as PostgreSQL's
 * dependency report does); dropping a child leaves its parents, whose plans re-plan.
 */
final class InheritedDrops {
    private InheritedDrops() {
    }

    /** The descendants of the tables named that the statement does not name itself: 2BP01 unless CASCADE. */
    static List<String> cascaded(Catalog.Edit e, List<String> names, boolean cascade) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            TableDef t = e.base().table(name);
            if (t == null) {
                continue;
            }
            List<TableDef> below = Inheritance.descendants(e.base(), t);
            below.removeIf(d -> names.contains(d.name()));
            if (below.isEmpty()) {
                continue;
            }
            if (!cascade) {
                List<String> lines = new ArrayList<>();
                for (TableDef c : Inheritance.children(e.base(), t)) {
                    lines.add("table " + Namespace.nameOf(c.name()) + " depends on table " + Namespace.nameOf(t.name()));
                }
                throw LaninException.of(org.lanin.planner.plan.ViewMsg.DROP_DEPENDS, "table " + Namespace.nameOf(t.name()),
                        String.join("\n", lines));
            }
            for (int i = below.size() - 1; i >= 0; i--) { // children before their own parents go
                if (!out.contains(below.get(i).name())) {
                    out.add(below.get(i).name());
                }
            }
        }
        return out;
    }

    /** After {@code child} is gone: its parents get a new version, so plans that read it through them re-plan. */
    static Catalog.Edit touchParents(Catalog.Edit e, TableDef child) {
        Catalog.Edit out = e;
        for (TableDef p : Inheritance.parents(e.base(), child)) {
            out = out.putTable(p.withColumns(p.columns()));
        }
        return out;
    }
}

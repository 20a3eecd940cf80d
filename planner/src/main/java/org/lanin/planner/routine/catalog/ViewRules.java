package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SyntheticOids;
import org.lanin.engine.catalog.ViewDef;

/**
 * The rules on a view after DDL changed the view: a view has no oid of its own (its pg_class oid is
 * a hash of its name), so its rules are kept under that name's oid and must follow the view here.
 * A view renamed or moved to another schema (gone under its old name, one with the same query and
 * columns there under a new name) takes its rules along; a view dropped takes them with it, so a
 * view made later under the same name starts without rules, as in PostgreSQL. Changes go through
 * the registry, so they are transactional with the DDL that caused them.
 */
public final class ViewRules {
    private ViewRules() {
    }

    /** Called after a DDL statement changed the catalog from {@code before} to {@code after}. */
    public static void follow(Object db, CatalogSnapshot before, CatalogSnapshot after) {
        Routines reg = Routines.existing(db);
        if (reg == null || before == after) {
            return;
        }
        List<RuleDef> rules = reg.rules();
        if (rules.isEmpty()) {
            return;
        }
        for (RuleDef r : List.copyOf(rules)) {
            boolean onView = r.tableOid() == SyntheticOids.view(r.table());
            if (!onView || before.view(r.table()) == null || after.view(r.table()) != null) {
                continue;
            }
            ViewDef moved = movedTo(before.view(r.table()), before, after);
            reg.putRule(r, moved == null ? null : new RuleDef(r.oid(), r.name(), moved.name(),
                    SyntheticOids.view(moved.name()), r.event(), r.instead(), r.whereText(), r.actions()));
        }
    }

    /** The view {@code was} became under another name: new in {@code after}, same query and columns; null if none or several. */
    private static ViewDef movedTo(ViewDef was, CatalogSnapshot before, CatalogSnapshot after) {
        List<ViewDef> candidates = new ArrayList<>();
        for (ViewDef v : after.views()) {
            if (before.view(v.name()) == null && v.sql().equals(was.sql()) && v.columns().equals(was.columns())) {
                candidates.add(v);
            }
        }
        return candidates.size() == 1 ? candidates.get(0) : null;
    }
}

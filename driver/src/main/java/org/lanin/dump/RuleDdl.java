package org.lanin.dump;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SyntheticOids;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.func.RuleDefinitionText;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.RuleDef;

/**
 * Rewrite rules as pg_dump writes them ({@code dumpRule}): pg_get_ruledef's text, one entry per rule
 * sorted by name and then table, after the indexes and before the triggers (pg_dump_sort.c's
 * PRIO_RULE). The relation is schema-qualified; the condition and actions are the text they were
 * written in (see the README's search_path departure).
 */
final class RuleDdl {
    private final CatalogSnapshot catalog;
    private final Routines routines;

    /** {@code routines} null when the database never had a routine, trigger or rule. */
    RuleDdl(CatalogSnapshot catalog, Routines routines) {
        this.catalog = catalog;
        this.routines = routines;
    }

    List<DumpEntry> rules() {
        List<DumpEntry> out = new ArrayList<>();
        if (routines == null) {
            return out;
        }
        record On(RuleDef rule, String relation) {
        }
        List<On> all = new ArrayList<>();
        List<String> relations = new ArrayList<>();
        catalog.tables().forEach(t -> relations.add(t.name()));
        catalog.views().forEach(v -> relations.add(v.name()));
        relations.sort(Comparator.naturalOrder());
        for (String key : relations) {
            TableDef t = catalog.table(key);
            routines.rulesOn(t != null ? t.oid() : SyntheticOids.view(key)).forEach(r -> all.add(new On(r, key)));
        }
        all.sort(Comparator.comparing(o -> o.rule().name())); // stable: equal names stay in relation order
        for (On on : all) {
            out.add(new DumpEntry(Namespace.nameOf(on.relation()) + " " + on.rule().name(), "RULE",
                    Namespace.schemaOf(on.relation()), RuleDefinitionText.definition(on.rule(), catalog)));
        }
        return out;
    }
}

package org.lanin.planner.func;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.routine.catalog.RuleDef;

/**
 * pg_get_ruledef (ruleutils.c's {@code make_ruledef}), in its layout: {@code CREATE RULE name AS},
 * then {@code ON event TO schema.table}, then {@code WHERE (condition)} and {@code DO [INSTEAD]} with
 * {@code NOTHING}, one action, or several in parentheses, each ended by {@code ;}. pg_rules and the
 * dump show it.
 *
 * <p>Departure: the condition and the actions are their source text (PostgreSQL deparses them:
 * {@code 'x'::text}, every operator expression in parentheses, qualified column names).
 */
public final class RuleDefinitionText {
    private RuleDefinitionText() {
    }

    /** The definition, or null when the rule's table or view is gone. */
    public static String definition(RuleDef r, CatalogSnapshot catalog) {
        String relation = null;
        for (TableDef t : catalog.tables()) {
            if (t.oid() == r.tableOid()) {
                relation = t.name();
            }
        }
        for (org.lanin.engine.catalog.ViewDef v : catalog.views()) {
            if (org.lanin.engine.catalog.SyntheticOids.view(v.name()) == r.tableOid()) {
                relation = v.name();
            }
        }
        if (relation == null) {
            return null;
        }
        StringBuilder b = new StringBuilder("CREATE RULE ").append(org.lanin.engine.func.FormatFunction.quoteIdent(r.name()))
                .append(" AS\n    ON ").append(r.event()).append(" TO ").append(RoutineText.qualified(relation));
        if (r.whereText() != null) {
            b.append("\n   WHERE (").append(TriggerText.bare(r.whereText().strip())).append(')');
        }
        b.append(" DO ").append(r.instead() ? "INSTEAD " : "");
        if (r.actions().isEmpty()) {
            return b.append("NOTHING;").toString();
        }
        if (r.actions().size() == 1) {
            return b.append(' ').append(r.actions().get(0).strip()).append(';').toString();
        }
        b.append('(');
        for (String a : r.actions()) {
            b.append(' ').append(a.strip()).append(";\n");
        }
        return b.append(");").toString();
    }
}

package org.lanin.planner.catalogview;

import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.func.RuleDefinitionText;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.RuleDef;

/**
 * Rules made by CREATE RULE in pg_rewrite (beside the views' {@code _RETURN} rules) and pg_rules
 * (schemaname, tablename, rulename, definition: PostgreSQL's view over pg_rewrite without the
 * {@code _RETURN} rules). A rule whose table is gone is not shown (DROP TABLE ends it).
 */
final class RuleViews {
    private RuleViews() {
    }

    static SystemView pgRules() {
        return new CatalogTable("pg_catalog", "pg_rules", "schemaname:name tablename:name rulename:name definition:text")
                .view((c, out) -> each(c, (rule, key, oid) -> out.accept(r -> r.set("schemaname", Namespace.schemaOf(key))
                        .set("tablename", Namespace.nameOf(key)).set("rulename", rule.name())
                        .set("definition", RuleDefinitionText.definition(rule, c.catalog())))));
    }

    /** pg_rewrite's rows of the rules made by CREATE RULE: ev_type '2' UPDATE, '3' INSERT, '4' DELETE. */
    static void rewriteRows(SystemView.Context c, Consumer<UnaryOperator<CatalogTable.Row>> out) {
        each(c, (rule, key, oid) -> out.accept(r -> r.set("oid", rule.oid()).set("rulename", rule.name())
                .set("ev_class", oid).set("ev_type", rule.event().equals("UPDATE") ? "2" : rule.event().equals("INSERT") ? "3" : "4")
                .set("ev_enabled", "O").set("is_instead", rule.instead())));
    }

    /** Where a rule sits: its relation's catalog key and oid. */
    private interface RuleSink {
        void accept(RuleDef rule, String relation, long relationOid);
    }

    private static void each(SystemView.Context c, RuleSink out) {
        Routines reg = Routines.existing(c.database());
        if (reg == null) {
            return;
        }
        for (RuleDef rule : reg.rules()) {
            for (TableDef t : c.catalog().tables()) {
                if (t.oid() == rule.tableOid()) {
                    out.accept(rule, t.name(), t.oid());
                }
            }
            for (org.lanin.engine.catalog.ViewDef v : c.catalog().views()) {
                if (PgRelations.viewOid(v.name()) == rule.tableOid()) {
                    out.accept(rule, v.name(), rule.tableOid());
                }
            }
        }
    }
}

package org.lanin.planner.routine;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.SyntheticOids;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.rewrite.RuleChecks;
import org.lanin.planner.bind.SchemaNames;
import org.lanin.planner.rewrite.RuleMsg;
import org.lanin.planner.rewrite.RuleRewriter;
import org.lanin.planner.routine.RoutineStatement.CreateRule;
import org.lanin.planner.routine.RoutineStatement.DropRule;
import org.lanin.planner.routine.catalog.RuleDef;
import org.lanin.planner.routine.catalog.Routines;

/**
 * CREATE [OR REPLACE] RULE and DROP RULE (PostgreSQL's rewriteDefine.c / rewriteRemove.c). A rule
 * is kept in the routine registry beside the triggers (transactional, logged in a file database,
 * gone with its table). CREATE checks what PostgreSQL's transformRuleStmt checks (OLD in an INSERT
 * rule, NEW in a DELETE rule, the {@code _RETURN} name) and then plans, without running, the queries
 * its actions become, so a missing table or column in the condition or the actions fails the CREATE
 * with PostgreSQL's SQLSTATE. A rule on a view is kept under the view's synthetic oid (pg_class's).
 */
final class RuleDdl {
    private RuleDdl() {
    }

    static void create(StatementRuntime rt, CreateRule r) {
        CatalogSnapshot c = rt.database().catalog().current();
        String key = relationKey(rt, r.table());
        if (r.event().equals("SELECT")) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "ON SELECT rules");
        }
        if (r.name().equals("_RETURN")) {
            throw c.table(key) != null ? LaninException.of(RuleMsg.RETURN_NAME, Namespace.nameOf(key))
                    : LaninException.of(RuleMsg.NOT_SUPPORTED, "a rule named \"_RETURN\" on a view");
        }
        RuleChecks.check(r.event(), r.where(), r.actions());
        Routines reg = Routines.of(rt.database());
        long oid = oidOf(c, key);
        RuleDef old = find(reg, oid, r.name());
        if (old != null && !r.orReplace()) {
            throw LaninException.of(RuleMsg.RULE_EXISTS, r.name(), Namespace.nameOf(key));
        }
        RuleDef rule = new RuleDef(old != null ? old.oid() : rt.database().catalog().newOid(), r.name(), key, oid,
                r.event(), r.instead(), r.where(), List.copyOf(r.actions()));
        validate(rt, rule, key);
        reg.putRule(old, rule);
        RoutineDdl.invalidatePlans(rt);
    }

    /** The table or view {@code n} names; 42P01 when neither. */
    private static String relationKey(StatementRuntime rt, RoutineStatement.Name n) {
        CatalogSnapshot c = rt.database().catalog().current();
        String key = SchemaNames.existing(c, RoutineDdl.path(rt), n.schema(), n.name(), SchemaNames.tableOrView(c));
        if (key == null || (c.table(key) == null && c.view(key) == null)) {
            throw LaninException.of(org.lanin.planner.PlannerMsg.UNDEFINED_TABLE, n.toString());
        }
        return key;
    }

    /** The oid rules of {@code key} are kept under: a table's own, a view's synthetic one (as pg_class shows it). */
    private static long oidOf(CatalogSnapshot c, String key) {
        TableDef t = c.table(key);
        return t != null ? t.oid() : SyntheticOids.view(key);
    }

    /**
     * Plans, without running and without the rules of their own targets, the queries the rule's
     * actions become, so a missing table or column fails the CREATE with PostgreSQL's SQLSTATE.
     */
    private static void validate(StatementRuntime rt, RuleDef rule, String key) {
        org.lanin.planner.cost.PlannerSettings settings = rt.session() == null ? org.lanin.planner.cost.PlannerSettings.DEFAULT
                : rt.session().settings().planner();
        CatalogSnapshot c = rt.database().catalog().current();
        try {
            for (var st : RuleRewriter.actionsOf(rule, key, c, settings.searchPath(), rt.database(),
                    v -> Planner.planView(v.sql(), c, rt.database(), SearchPath.ofView(v.name())).columns().stream()
                            .map(col -> col.type()).toList())) {
                Planner.planWithoutRules(st.toString(), rt.database(), settings);
            }
        } catch (LaninException e) {
            throw RuleRewriter.unmangled(e);
        }
    }

    static RuleDef find(Routines reg, long table, String name) {
        for (RuleDef r : reg.rulesOn(table)) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        return null;
    }

    static void drop(StatementRuntime rt, DropRule d) {
        String table;
        try {
            table = relationKey(rt, d.table());
        } catch (LaninException e) {
            if (d.ifExists()) {
                return;
            }
            throw e;
        }
        Routines reg = Routines.of(rt.database());
        RuleDef r = find(reg, oidOf(rt.database().catalog().current(), table), d.name());
        if (r == null) {
            if (d.ifExists()) {
                return;
            }
            throw LaninException.of(RuleMsg.RULE_MISSING, d.name(), Namespace.nameOf(table));
        }
        reg.putRule(r, null);
        RoutineDdl.invalidatePlans(rt);
    }
}

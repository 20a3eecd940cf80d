package org.lanin.planner.routine;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.rewrite.RuleChecks;
import org.lanin.planner.rewrite.RuleMsg;
import org.lanin.planner.routine.RoutineStatement.CreateRule;
import org.lanin.planner.routine.RoutineStatement.DropRule;
import org.lanin.planner.routine.catalog.RuleDef;
import org.lanin.planner.routine.catalog.Routines;

/**
 * CREATE [OR REPLACE] RULE and DROP RULE (PostgreSQL's rewriteDefine.c / rewriteRemove.c). A rule
 * is kept in the routine registry beside the triggers (transactional, logged in a file database,
 * gone with its table). CREATE checks what PostgreSQL's transformRuleStmt checks (OLD in an INSERT
 * rule, NEW in a DELETE rule, the {@code _RETURN} name) and then plans, without running, a statement
 * of the rule's event on the table with the rule in place, so a missing table or column in the
 * condition or the actions fails the CREATE with PostgreSQL's SQLSTATE.
 */
final class RuleDdl {
    private RuleDdl() {
    }

    static void create(StatementRuntime rt, CreateRule r) {
        CatalogSnapshot c = rt.database().catalog().current();
        String key = TriggerDdl.tableKey(rt, r.table());
        TableDef table = c.table(key);
        if (r.event().equals("SELECT")) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "ON SELECT rules");
        }
        if (r.name().equals("_RETURN")) {
            throw LaninException.of(RuleMsg.RETURN_NAME, Namespace.nameOf(key));
        }
        RuleChecks.check(r.event(), r.where(), r.actions());
        Routines reg = Routines.of(rt.database());
        RuleDef old = find(reg, table.oid(), r.name());
        if (old != null && !r.orReplace()) {
            throw LaninException.of(RuleMsg.RULE_EXISTS, r.name(), Namespace.nameOf(key));
        }
        RuleDef rule = new RuleDef(old != null ? old.oid() : rt.database().catalog().newOid(), r.name(), key, table.oid(),
                r.event(), r.instead(), r.where(), List.copyOf(r.actions()));
        reg.putRule(old, rule);
        try {
            validate(rt, table, r.event());
        } catch (LaninException e) {
            reg.putRule(rule, old);
            throw e;
        }
        RoutineDdl.invalidatePlans(rt);
    }

    /** Plans a statement of {@code event} on the table, rules and all, without running it. */
    private static void validate(StatementRuntime rt, TableDef table, String event) {
        String name = "\"" + Namespace.schemaOf(table.name()).replace("\"", "\"\"") + "\".\""
                + Namespace.nameOf(table.name()).replace("\"", "\"\"") + "\"";
        String sql;
        if (event.equals("INSERT")) {
            sql = "INSERT INTO " + name + " DEFAULT VALUES";
        } else if (event.equals("DELETE")) {
            sql = "DELETE FROM " + name + " WHERE false";
        } else {
            ColumnDef col = table.liveColumns().stream().filter(x -> !x.generated() && x.identity() != 'a').findFirst().orElse(null);
            if (col == null) {
                return;
            }
            String q = "\"" + col.name().replace("\"", "\"\"") + "\"";
            sql = "UPDATE " + name + " SET " + q + " = " + q + " WHERE false";
        }
        org.lanin.planner.cost.PlannerSettings settings = rt.session() == null ? org.lanin.planner.cost.PlannerSettings.DEFAULT
                : rt.session().settings().planner();
        try {
            Planner.plan(sql, rt.database(), settings);
        } catch (LaninException e) {
            if (e.state() != SqlState.INVALID_OBJECT_DEFINITION) { // PostgreSQL finds recursion among rules only when they run
                throw org.lanin.planner.rewrite.RuleRewriter.unmangled(e);
            }
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
            table = TriggerDdl.tableKey(rt, d.table());
        } catch (LaninException e) {
            if (d.ifExists()) {
                return;
            }
            throw e;
        }
        Routines reg = Routines.of(rt.database());
        RuleDef r = find(reg, TriggerDdl.oidOf(rt, table), d.name());
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

package org.lanin.planner.func;

import static org.lanin.planner.func.CatalogFunction.oid;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.FormatFunction;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;
import org.lanin.planner.session.SessionControl;

/**
 * ruleutils.c's definitions of user routines and triggers over Lanin's routine registry:
 * {@code pg_get_functiondef(oid)}, {@code pg_get_function_arguments(oid)},
 * {@code pg_get_function_identity_arguments(oid)}, {@code pg_get_function_result(oid)} and
 * {@code pg_get_triggerdef(oid [, pretty])} ({@link TriggerText}), {@code pg_get_ruledef(oid [, pretty])}
 * of a rule made by CREATE RULE ({@link RuleDefinitionText}; a view's {@code _RETURN} rule gives NULL). An oid that names no routine
 * (or trigger) gives NULL, as PostgreSQL's do; pg_get_functiondef of an aggregate is 42809.
 *
 * <p>Departure: a body is the source text it was created with.
 */
final class RoutineDefinitions {
    private RoutineDefinitions() {
    }

    /** The function {@code name} with {@code argCount} arguments, or null when it is not one of these. */
    static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog, SearchPath path) {
        return switch (name) {
            case "pg_get_functiondef" -> argCount != 1 ? null : routineFn(name, 1, catalog,
                    (r, t) -> definition(r, new RoutineText(t, path)));
            case "pg_get_function_arguments" -> argCount != 1 ? null : routineFn(name, 1, catalog,
                    (r, t) -> new RoutineText(t, path).arguments(r, true));
            case "pg_get_function_identity_arguments" -> argCount != 1 ? null : routineFn(name, 1, catalog,
                    (r, t) -> new RoutineText(t, path).arguments(r, false));
            case "pg_get_function_result" -> argCount != 1 ? null : routineFn(name, 1, catalog,
                    (r, t) -> new RoutineText(t, path).result(r));
            case "pg_get_triggerdef" -> argCount < 1 || argCount > 2 ? null
                    : new CatalogFunction(name, argCount, DataType.TEXT, true, catalog, (ctx, cat, a) -> {
                        Routines reg = registry(ctx);
                        TriggerDef t = reg == null ? null : trigger(reg, oid(a[0]));
                        boolean pretty = a.length > 1 && CatalogFunction.bool(a[1]);
                        return t == null ? null : new TriggerText(cat, path, reg).definition(t, pretty);
                    });
            case "pg_get_ruledef" -> argCount < 1 || argCount > 2 ? null
                    : new CatalogFunction(name, argCount, DataType.TEXT, true, catalog, (ctx, cat, a) -> {
                        Routines reg = registry(ctx);
                        org.lanin.planner.routine.catalog.RuleDef r = reg == null ? null : rule(reg, oid(a[0]));
                        return r == null ? null : RuleDefinitionText.definition(r, cat);
                    });
            default -> null;
        };
    }

    private static org.lanin.planner.routine.catalog.RuleDef rule(Routines reg, long oid) {
        for (org.lanin.planner.routine.catalog.RuleDef r : reg.rules()) {
            if (r.oid() == oid) {
                return r;
            }
        }
        return null;
    }

    /** What a routine function computes from the routine and the catalog. */
    private interface RoutineBody {
        String of(RoutineDef r, CatalogSnapshot catalog);
    }

    private static ScalarFunction routineFn(String name, int argCount, CatalogSnapshot catalog, RoutineBody body) {
        return new CatalogFunction(name, argCount, DataType.TEXT, true, catalog, (ctx, cat, a) -> {
            Routines reg = registry(ctx);
            RoutineDef r = reg == null ? null : routine(reg, oid(a[0]));
            return r == null ? null : body.of(r, cat);
        });
    }

    /** pg_get_functiondef_worker: CREATE OR REPLACE, the arguments, RETURNS, LANGUAGE, options, the body dollar-quoted. */
    private static String definition(RoutineDef r, RoutineText text) {
        if (r.kind() == RoutineDef.RoutineKind.AGGREGATE) {
            throw LaninException.of(PlannerMsg.AGGREGATE_HAS_NO_DEFINITION, r.name());
        }
        boolean function = r.kind() == RoutineDef.RoutineKind.FUNCTION;
        // the name is always qualified, the types only where the search path does not find them, as in PostgreSQL
        StringBuilder b = new StringBuilder("CREATE OR REPLACE ").append(function ? "FUNCTION " : "PROCEDURE ")
                .append(FormatFunction.quoteIdent(r.schema())).append('.').append(FormatFunction.quoteIdent(r.name()))
                .append('(').append(text.arguments(r, true)).append(")\n");
        if (function) {
            b.append(" RETURNS ").append(text.result(r)).append('\n');
        }
        b.append(" LANGUAGE ").append(FormatFunction.quoteIdent(r.language())).append('\n');
        RoutineAttributes a = r.attrs();
        String options = (r.volatility() == 'i' ? " IMMUTABLE" : r.volatility() == 's' ? " STABLE" : "")
                + (a.parallel() == 's' ? " PARALLEL SAFE" : a.parallel() == 'r' ? " PARALLEL RESTRICTED" : "")
                + (r.strict() ? " STRICT" : "") + (a.securityDefiner() ? " SECURITY DEFINER" : "")
                + (a.leakproof() ? " LEAKPROOF" : "")
                + (a.cost() != RoutineAttributes.DEFAULT_COST ? " COST " + RoutineAttributes.number(a.cost()) : "")
                + (a.rows() > 0 && a.rows() != RoutineAttributes.DEFAULT_SET_ROWS ? " ROWS " + RoutineAttributes.number(a.rows()) : "");
        if (!options.isEmpty()) {
            b.append(options).append('\n');
        }
        for (String entry : a.config()) {
            b.append(' ').append(RoutineAttributes.setClause(entry)).append('\n');
        }
        String body = r.body() == null ? "" : r.body();
        StringBuilder delimiter = new StringBuilder(function ? "$function" : "$procedure");
        while (body.contains(delimiter)) {
            delimiter.append('x');
        }
        delimiter.append('$');
        return b.append("AS ").append(delimiter).append(body).append(delimiter).append('\n').toString();
    }

    static Routines registry(ExecContext ctx) {
        if (ctx == null || !(ctx.session() instanceof SessionControl s)) {
            return null;
        }
        return Routines.existing(s.database());
    }

    private static RoutineDef routine(Routines reg, long oid) {
        for (RoutineDef r : reg.all()) {
            if (r.oid() == oid) {
                return r;
            }
        }
        return null;
    }

    private static TriggerDef trigger(Routines reg, long oid) {
        for (TriggerDef t : reg.triggers()) {
            if (t.oid() == oid) {
                return t;
            }
        }
        return null;
    }
}

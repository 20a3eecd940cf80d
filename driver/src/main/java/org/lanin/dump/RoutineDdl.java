package org.lanin.dump;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.func.RoutineText;
import org.lanin.planner.func.TriggerText;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineDef.RoutineKind;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

/**
 * User functions, procedures, aggregates and triggers as pg_dump writes them ({@code dumpFunc},
 * {@code dumpAgg}, {@code dumpTrigger}): {@code CREATE FUNCTION public.f(args) RETURNS t} with
 * LANGUAGE and the volatility and strictness on the next line and the body dollar-quoted as
 * {@code appendStringLiteralDQ} quotes it; {@code CREATE AGGREGATE public.a(types) (SFUNC, STYPE,
 * INITCOND, FINALFUNC)}; and pg_get_triggerdef's text. Every name and type is written
 * schema-qualified, as pg_dump writes them under its empty search_path (the texts come from
 * {@link RoutineText} and {@link TriggerText} with a search path that finds nothing).
 */
final class RoutineDdl {
    /** A path with no schema on it: pg_catalog only, so every user object comes out qualified. */
    private static final SearchPath EMPTY = new SearchPath(List.of(), "lanin");

    private final CatalogSnapshot catalog;
    private final SqlNames names;
    private final Routines routines;
    private final RoutineText text;

    /** {@code routines} null when the database never had a routine or trigger. */
    RoutineDdl(CatalogSnapshot catalog, SqlNames names, Routines routines) {
        this.catalog = catalog;
        this.names = names;
        this.routines = routines;
        this.text = new RoutineText(catalog, EMPTY);
    }

    /**
     * Functions and procedures, then aggregates, each by schema, name and argument types;
     * {@code rowTypes} picks those whose signature names a table's or view's row type (they must
     * follow the relations, which pg_dump's dependency sort does), or the others.
     */
    List<DumpEntry> routines(boolean rowTypes) {
        List<DumpEntry> out = new ArrayList<>();
        for (RoutineDef r : sorted()) {
            if (r.kind() != RoutineKind.AGGREGATE && text.usesRowType(r) == rowTypes) {
                out.add(function(r));
            }
        }
        for (RoutineDef r : sorted()) {
            if (r.kind() == RoutineKind.AGGREGATE && usesRowType(r) == rowTypes) {
                out.add(aggregate(r));
            }
        }
        return out;
    }

    /**
     * CREATE EXTENSION for each extension installed (pg_dump's form), whose member routines
     * {@link #sorted} leaves out: the target database's own extension makes them.
     */
    List<DumpEntry> extensions() {
        List<DumpEntry> out = new ArrayList<>();
        for (var e : org.lanin.planner.routine.catalog.ShippedExtensions.available()) {
            String schema = org.lanin.planner.routine.catalog.ShippedExtensions.installedSchema(routines, e.name());
            if (schema != null && e != org.lanin.planner.routine.catalog.ShippedExtensions.PLPGSQL) {
                out.add(new DumpEntry(e.name(), "EXTENSION", "-", "CREATE EXTENSION IF NOT EXISTS " + names.ident(e.name())
                        + " WITH SCHEMA " + names.ident(schema) + ";"));
            }
        }
        return out;
    }

    private List<RoutineDef> sorted() {
        List<RoutineDef> all = new ArrayList<>(routines == null ? List.of() : routines.all());
        all.removeIf(r -> r.extension() != null);
        all.sort(Comparator.comparing(RoutineDef::schema).thenComparing(RoutineDef::name)
                .thenComparing(r -> text.arguments(r, false)));
        return all;
    }

    /** An aggregate follows the relations when its arguments or its state or final function name a row type. */
    private boolean usesRowType(RoutineDef aggregate) {
        if (text.usesRowType(aggregate)) {
            return true;
        }
        for (RoutineDef r : routines.all()) {
            String key = r.schema() + "." + r.name();
            if (r.kind() != RoutineKind.AGGREGATE && text.usesRowType(r) && (key.equals(aggregate.aggregate().sfunc())
                    || key.equals(aggregate.aggregate().finalFunc()))) {
                return true;
            }
        }
        return false;
    }

    private DumpEntry function(RoutineDef r) {
        boolean procedure = r.kind() == RoutineKind.PROCEDURE;
        StringBuilder b = new StringBuilder("CREATE ").append(procedure ? "PROCEDURE " : "FUNCTION ")
                .append(qualified(r)).append('(').append(text.arguments(r, true)).append(')');
        if (!procedure) {
            b.append(" RETURNS ").append(text.result(r));
        }
        b.append("\n    LANGUAGE ").append(names.ident(r.language()));
        b.append(r.volatility() == 'i' ? " IMMUTABLE" : r.volatility() == 's' ? " STABLE" : "");
        b.append(r.strict() ? " STRICT" : "");
        attributes(b, r);
        b.append("\n    AS ").append(dollarQuoted(r.body() == null ? "" : r.body())).append(';');
        return new DumpEntry(signature(r), procedure ? "PROCEDURE" : "FUNCTION", r.schema(), b.toString());
    }

    /** dumpFunc's order: SECURITY DEFINER, LEAKPROOF, COST, ROWS, PARALLEL on the LANGUAGE line, then a line per SET. */
    private static void attributes(StringBuilder b, RoutineDef r) {
        RoutineAttributes a = r.attrs();
        b.append(a.securityDefiner() ? " SECURITY DEFINER" : "").append(a.leakproof() ? " LEAKPROOF" : "");
        if (a.cost() != RoutineAttributes.DEFAULT_COST) {
            b.append(" COST ").append(RoutineAttributes.number(a.cost()));
        }
        if (r.setOf() && a.rows() != 0 && a.rows() != RoutineAttributes.DEFAULT_SET_ROWS) {
            b.append(" ROWS ").append(RoutineAttributes.number(a.rows()));
        }
        b.append(a.parallel() == 's' ? " PARALLEL SAFE" : a.parallel() == 'r' ? " PARALLEL RESTRICTED" : "");
        for (String entry : a.config()) {
            b.append("\n    ").append(RoutineAttributes.setClause(entry));
        }
    }

    private DumpEntry aggregate(RoutineDef r) {
        RoutineDef.AggregateInfo a = r.aggregate();
        StringBuilder b = new StringBuilder("CREATE AGGREGATE ").append(qualified(r)).append('(')
                .append(text.arguments(r, false)).append(") (\n    SFUNC = ").append(function(a.sfunc()))
                .append(",\n    STYPE = ").append(text.type(a.stype(), a.stype().sqlName()));
        if (a.initCond() != null) {
            b.append(",\n    INITCOND = ").append(SqlNames.literal(a.initCond()));
        }
        if (a.finalFunc() != null) {
            b.append(",\n    FINALFUNC = ").append(function(a.finalFunc()));
        }
        return new DumpEntry(signature(r), "AGGREGATE", r.schema(), b.append("\n);").toString());
    }

    /**
     * Every trigger, by name and then table as pg_dump sorts them, after the indexes; a disabled one is
     * disabled again.
     */
    List<DumpEntry> triggers() {
        List<DumpEntry> out = new ArrayList<>();
        if (routines == null) {
            return out;
        }
        TriggerText triggers = new TriggerText(catalog, EMPTY, routines);
        List<TableDef> tables = new ArrayList<>(catalog.tables());
        tables.sort(Comparator.comparing(TableDef::name));
        record On(TriggerDef trigger, TableDef table) {
        }
        List<On> all = new ArrayList<>();
        for (TableDef t : tables) {
            routines.on(t.oid()).forEach(tr -> all.add(new On(tr, t)));
        }
        all.sort(Comparator.comparing(o -> o.trigger().name())); // stable: equal names stay in table order
        for (On on : all) {
            TriggerDef tr = on.trigger();
            TableDef t = on.table();
            String sql = triggers.definition(tr, false) + ";";
            if (!tr.enabled()) {
                sql += "\n\nALTER TABLE " + names.qualified(t.name()) + " DISABLE TRIGGER " + names.ident(tr.name()) + ";";
            }
            out.add(new DumpEntry(Namespace.nameOf(t.name()) + " " + tr.name(), "TRIGGER", Namespace.schemaOf(t.name()), sql));
        }
        return out;
    }


    /**
     * What COMMENT ON names for the routine {@code oid} as pg_dump writes it ({@code FUNCTION
     * public.f(a integer)}, {@code PROCEDURE public.p(IN a integer)}, {@code AGGREGATE
     * public.a(integer)}); null when it is gone.
     */
    String commentTarget(long oid) {
        for (RoutineDef r : routines == null ? List.<RoutineDef>of() : routines.all()) {
            if (r.oid() == oid) {
                return r.kind() + " " + qualified(r) + "(" + text.arguments(r, false) + ")";
            }
        }
        return null;
    }

    /** {@code TRIGGER name ON public.t} for the trigger {@code oid}; null when it or its table is gone. */
    String triggerCommentTarget(long oid) {
        if (routines == null) {
            return null;
        }
        for (TableDef t : catalog.tables()) {
            for (TriggerDef tr : routines.on(t.oid())) {
                if (tr.oid() == oid) {
                    return "TRIGGER " + names.ident(tr.name()) + " ON " + names.qualified(t.name());
                }
            }
        }
        return null;
    }

    /** pg_dump's entry name: the routine's name (unqualified) and its input types. */
    private String signature(RoutineDef r) {
        StringJoiner j = new StringJoiner(", ", r.name() + "(", ")");
        for (var p : r.inputs()) {
            j.add(text.type(p.type(), p.typeName()));
        }
        return j.toString();
    }

    private String qualified(RoutineDef r) {
        return names.ident(r.schema()) + "." + names.ident(r.name());
    }

    /** A {@code schema.name} routine reference (an aggregate's SFUNC or FINALFUNC), qualified as regproc prints it. */
    private String function(String key) {
        int dot = key.indexOf('.');
        return names.ident(key.substring(0, dot)) + "." + names.ident(key.substring(dot + 1));
    }

    /** pg_dump's appendStringLiteralDQ: {@code $$}, or {@code $_$}, {@code $_X$}, ... when the body holds the delimiter. */
    static String dollarQuoted(String body) {
        String suffixes = "_XXXXXXX";
        StringBuilder delimiter = new StringBuilder("$");
        int next = 0;
        while (body.contains(delimiter)) {
            delimiter.append(suffixes.charAt(next));
            next = (next + 1) % suffixes.length();
        }
        delimiter.append('$');
        return delimiter + body + delimiter;
    }
}

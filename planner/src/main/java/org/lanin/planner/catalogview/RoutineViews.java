package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.type.DataType;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.ShippedExtensions;
import org.lanin.planner.routine.catalog.TriggerDef;

/** User routines in pg_proc, pg_trigger and information_schema.triggers (org.lanin.planner.routine). */
final class RoutineViews {
    private static final long PLPGSQL_LANG = 13_576;

    private RoutineViews() {
    }

    private static long schemaOid(SystemView.Context c, String schema) {
        var n = c.catalog().namespace(schema);
        return n != null ? n.oid() : PgOids.namespace(schema);
    }

    /** The pg_proc rows of the user's functions, procedures and aggregates. */
    static void procRows(SystemView.Context c, Consumer<UnaryOperator<CatalogTable.Row>> out) {
        Routines reg = Routines.existing(c.database());
        if (reg == null) {
            return;
        }
        for (RoutineDef r : reg.all()) {
            StringJoiner types = new StringJoiner(" ");
            for (DataType t : r.inputTypes()) {
                types.add(Long.toString(PgTypes.oid(t)));
            }
            int defaults = 0;
            for (RoutineParam p : r.inputs()) {
                defaults += p.defaultText() != null ? 1 : 0;
            }
            String kind = switch (r.kind()) {
                case PROCEDURE -> "p";
                case AGGREGATE -> "a";
                default -> "f";
            };
            long rettype = r.returnType() == null ? 2278 : r.returnsTrigger() ? 2279 : r.returnsVoid() ? 2278
                    : r.returnType().kind() == org.lanin.engine.type.TypeKind.UNKNOWN ? 2249 : PgTypes.oid(r.returnType());
            long lang = r.language().equals("sql") ? 14 : r.language().equals("plpgsql") ? PLPGSQL_LANG : 12;
            int nargs = r.inputs().size();
            int ndefaults = defaults;
            RoutineAttributes a = r.attrs();
            out.accept(row -> row.set("oid", r.oid()).set("proname", r.name()).set("pronamespace", schemaOid(c, r.schema()))
                    .set("proowner", PgOids.ROLE).set("prolang", lang).set("procost", a.cost()).set("prorows", a.rows())
                    .set("prokind", kind).set("prosecdef", a.securityDefiner()).set("proleakproof", a.leakproof())
                    .set("proisstrict", r.strict()).set("proretset", r.setOf()).set("provolatile", String.valueOf(r.volatility()))
                    .set("proparallel", String.valueOf(a.parallel())).set("proconfig", config(a))
                    .set("pronargs", nargs).set("pronargdefaults", ndefaults)
                    .set("prorettype", rettype).set("proargtypes", types.toString())
                    .set("prosrc", r.body() == null ? "aggregate_dummy" : r.body()));
        }
    }

    /** proconfig in text[]'s text form, null when the routine sets nothing (as PostgreSQL's column is). */
    private static String config(RoutineAttributes a) {
        if (a.config().isEmpty()) {
            return null;
        }
        StringJoiner j = new StringJoiner(",", "{", "}");
        for (String e : a.config()) {
            boolean quote = e.isEmpty() || e.equalsIgnoreCase("null") || e.chars().anyMatch(ch -> ch == ',' || ch == '{'
                    || ch == '}' || ch == '"' || ch == '\\' || Character.isWhitespace(ch));
            j.add(quote ? '"' + e.replace("\\", "\\\\").replace("\"", "\\\"") + '"' : e);
        }
        return j.toString();
    }

    /** pg_extension: plpgsql and the extensions installed ({@link ShippedExtensions}). */
    static SystemView pgExtension() {
        CatalogTable t = new CatalogTable("pg_catalog", "pg_extension", "oid:oid extname:name extowner:oid extnamespace:oid"
                + " extrelocatable:boolean extversion:text extconfig:text extcondition:text");
        return t.view((c, out) -> {
            Routines reg = Routines.existing(c.database());
            for (ShippedExtensions.Shipped e : ShippedExtensions.available()) {
                String schema = ShippedExtensions.installedSchema(reg, e.name());
                if (schema != null) {
                    boolean plpgsql = e == ShippedExtensions.PLPGSQL;
                    out.accept(r -> r.set("oid", PgOids.synthetic("extension", e.name())).set("extname", e.name())
                            .set("extowner", PgOids.ROLE).set("extnamespace", schemaOid(c, schema))
                            .set("extrelocatable", !plpgsql).set("extversion", e.version()));
                }
            }
        });
    }

    /** pg_available_extensions: what CREATE EXTENSION can install, and what is installed. */
    static SystemView pgAvailableExtensions() {
        CatalogTable t = new CatalogTable("pg_catalog", "pg_available_extensions",
                "name:name default_version:text installed_version:text comment:text");
        return t.view((c, out) -> {
            Routines reg = Routines.existing(c.database());
            for (ShippedExtensions.Shipped e : ShippedExtensions.available()) {
                boolean installed = ShippedExtensions.installedSchema(reg, e.name()) != null;
                out.accept(r -> r.set("name", e.name()).set("default_version", e.version())
                        .set("installed_version", installed ? e.version() : null).set("comment", e.comment()));
            }
        });
    }

    static SystemView pgTrigger() {
        CatalogTable t = new CatalogTable("pg_catalog", "pg_trigger", "oid:oid tgrelid:oid tgparentid:oid tgname:name"
                + " tgfoid:oid tgtype:smallint tgenabled:char tgisinternal:boolean tgconstrrelid:oid tgconstrindid:oid"
                + " tgconstraint:oid tgdeferrable:boolean tginitdeferred:boolean tgnargs:smallint tgattr:int2vector"
                + " tgargs:bytea tgqual:pg_node_tree tgoldtable:name tgnewtable:name");
        return t.view((c, out) -> {
            Routines reg = Routines.existing(c.database());
            if (reg == null) {
                return;
            }
            for (TriggerDef tr : reg.triggers()) {
                TableDef table = tableOf(c, tr);
                if (table == null) {
                    continue; // its table was dropped
                }
                long fn = function(reg, tr);
                out.accept(r -> r.set("oid", tr.oid()).set("tgrelid", table.oid()).set("tgparentid", 0L)
                        .set("tgname", tr.name()).set("tgfoid", fn).set("tgtype", tr.tgtype())
                        .set("tgenabled", tr.enabled() ? "O" : "D").set("tgisinternal", false).set("tgconstrrelid", 0L)
                        .set("tgconstrindid", 0L).set("tgconstraint", 0L).set("tgdeferrable", false)
                        .set("tginitdeferred", false).set("tgnargs", tr.args().size()).set("tgattr", ""));
            }
        });
    }

    private static TableDef tableOf(SystemView.Context c, TriggerDef t) {
        for (TableDef d : c.catalog().tables()) {
            if (d.oid() == t.tableOid()) {
                return d;
            }
        }
        return null;
    }

    private static long function(Routines reg, TriggerDef tr) {
        int dot = tr.function().indexOf('.');
        for (RoutineDef r : reg.named(tr.function().substring(0, dot), tr.function().substring(dot + 1))) {
            return r.oid();
        }
        return 0L;
    }

    /** information_schema.triggers: one row per trigger and event, as PostgreSQL lists them. */
    static SystemView informationSchemaTriggers() {
        return new SystemView("information_schema", "triggers", List.of("trigger_catalog", "trigger_schema", "trigger_name",
                "event_manipulation", "event_object_catalog", "event_object_schema", "event_object_table", "action_order",
                "action_condition", "action_statement", "action_orientation", "action_timing"),
                SystemViews.types(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, DataType.INTEGER, TEXT, TEXT, TEXT, TEXT),
                RoutineViews::triggerRows);
    }

    private static List<Object[]> triggerRows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        Routines reg = Routines.existing(c.database());
        if (reg == null) {
            return out;
        }
        for (TriggerDef t : reg.triggers()) {
            TableDef table = tableOf(c, t);
            if (table == null) {
                continue;
            }
            String schema = Namespace.schemaOf(table.name());
            for (String event : List.of("INSERT", "DELETE", "UPDATE")) {
                if (!t.events().contains(event)) {
                    continue;
                }
                int order = 1;
                for (TriggerDef o : reg.on(t.tableOid())) {
                    if (o != t && o.events().contains(event) && o.before() == t.before() && o.forEachRow() == t.forEachRow()
                            && o.name().compareTo(t.name()) < 0) {
                        order++;
                    }
                }
                out.add(new Object[] {c.databaseName(), schema, t.name(), event, c.databaseName(), schema,
                    Namespace.nameOf(table.name()), order, t.whenText() == null ? null : "(" + t.whenText() + ")",
                    "EXECUTE FUNCTION " + t.function().substring(t.function().indexOf('.') + 1) + "()",
                    t.forEachRow() ? "ROW" : "STATEMENT", t.before() ? "BEFORE" : "AFTER"});
            }
        }
        return out;
    }
}

package org.lanin.planner.func;

import static org.lanin.planner.func.CatalogFunction.oid;
import static org.lanin.planner.func.CatalogFunction.text;

import java.util.Map;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.planner.catalogview.PgConstraints;
import org.lanin.planner.catalogview.PgNames;
import org.lanin.planner.catalogview.PgTypes;

/**
 * The pg_catalog functions tools call on catalog rows (PostgreSQL's ruleutils.c, format_type.c,
 * namespace.c, acl.c entry points), the regclass/regtype/regnamespace/regproc conversions
 * ({@link RegCasts}), the session ones ({@link SessionCatalogFunctions}) and the definitions of user
 * routines and triggers ({@link RoutineDefinitions}). Privileges are
 * always granted (one superuser role); descriptions are NULL until COMMENT ON exists.
 */
public final class CatalogFunctions {
    /** Name to accepted argument counts (min, max). */
    private static final Map<String, int[]> ARITY = Map.ofEntries(
            Map.entry("pg_get_indexdef", new int[] {1, 3}),
            Map.entry("pg_get_constraintdef", new int[] {1, 2}),
            Map.entry("pg_get_viewdef", new int[] {1, 2}),
            Map.entry("pg_get_partkeydef", new int[] {1, 1}),
            Map.entry("pg_get_expr", new int[] {2, 3}),
            Map.entry("format_type", new int[] {2, 2}),
            Map.entry("pg_table_is_visible", new int[] {1, 1}),
            Map.entry("pg_type_is_visible", new int[] {1, 1}),
            Map.entry("pg_function_is_visible", new int[] {1, 1}),
            Map.entry("has_table_privilege", new int[] {2, 3}),
            Map.entry("has_schema_privilege", new int[] {2, 3}),
            Map.entry("has_database_privilege", new int[] {2, 3}),
            Map.entry("has_sequence_privilege", new int[] {2, 3}),
            Map.entry("has_column_privilege", new int[] {3, 4}),
            Map.entry("has_function_privilege", new int[] {2, 3}),
            Map.entry("obj_description", new int[] {1, 2}),
            Map.entry("col_description", new int[] {2, 2}),
            Map.entry("shobj_description", new int[] {2, 2}),
            Map.entry("pg_get_userbyid", new int[] {1, 1}),
            Map.entry("pg_encoding_to_char", new int[] {1, 1}),
            Map.entry("pg_get_serial_sequence", new int[] {2, 2}),
            Map.entry("pg_partition_root", new int[] {1, 1}),
            Map.entry("current_schemas", new int[] {1, 1}));

    private CatalogFunctions() {
    }

    /** The function {@code name} with {@code argCount} arguments, bound to {@code catalog}; null if not one of these. */
    public static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog) {
        return resolve(name, argCount, catalog, org.lanin.engine.catalog.SearchPath.DEFAULT);
    }

    /** {@link #resolve(String, int, CatalogSnapshot)} with unqualified relation names looked up through {@code path}. */
    public static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog,
                                         org.lanin.engine.catalog.SearchPath path) {
        ScalarFunction reg = RegCasts.resolve(name, argCount, catalog, path);
        if (reg != null) {
            return reg;
        }
        ScalarFunction session = SessionCatalogFunctions.resolve(name, argCount, catalog);
        if (session != null) {
            return session;
        }
        ScalarFunction routine = RoutineDefinitions.resolve(name, argCount, catalog, path);
        if (routine != null) {
            return routine;
        }
        ScalarFunction size = RelationSizes.resolve(name, argCount, catalog, path);
        if (size != null) {
            return size;
        }
        ScalarFunction signal = BackendSignals.resolve(name, argCount, catalog);
        if (signal != null) {
            return signal;
        }
        int[] arity = ARITY.get(name);
        if (arity == null || argCount < arity[0] || argCount > arity[1]) {
            return null;
        }
        return switch (name) {
            case "pg_get_indexdef" -> textFn(name, argCount, catalog, (ctx, cat, a) -> PgNames.indexDefinition(cat, oid(a[0])));
            case "pg_get_constraintdef" -> textFn(name, argCount, catalog,
                    (ctx, cat, a) -> PgConstraints.definition(cat, oid(a[0])));
            case "pg_get_partkeydef" -> textFn(name, argCount, catalog,
                    (ctx, cat, a) -> org.lanin.planner.catalogview.PgPartitions.keyDefinition(cat, oid(a[0])));
            case "pg_get_viewdef" -> textFn(name, argCount, catalog, (ctx, cat, a) -> viewDefinition(cat, a[0]));
            case "pg_get_expr" -> textFn(name, argCount, catalog, (ctx, cat, a) -> text(a[0]));
            case "format_type" -> new CatalogFunction(name, argCount, DataType.TEXT, false, catalog,
                    (ctx, cat, a) -> a[0] == null ? null : formatType(cat, path, oid(a[0]), a[1] == null ? null : (int) oid(a[1])));
            case "pg_table_is_visible" -> boolFn(name, argCount, catalog,
                    (ctx, cat, a) -> PgNames.isVisible(cat, oid(a[0]), path));
            case "pg_type_is_visible" -> boolFn(name, argCount, catalog, (ctx, cat, a) -> PgTypes.byOid(oid(a[0])) != null);
            case "pg_function_is_visible", "has_table_privilege", "has_schema_privilege", "has_database_privilege",
                 "has_sequence_privilege", "has_column_privilege", "has_function_privilege" ->
                    boolFn(name, argCount, catalog, (ctx, cat, a) -> Boolean.TRUE);
            case "obj_description" -> new CatalogFunction(name, argCount, DataType.TEXT, false, catalog,
                    (ctx, cat, a) -> a[0] == null ? null
                            : Descriptions.object(cat, oid(a[0]), a.length > 1 && a[1] != null ? a[1].toString() : "pg_class"));
            case "col_description" -> new CatalogFunction(name, argCount, DataType.TEXT, false, catalog,
                    (ctx, cat, a) -> a[0] == null || a[1] == null ? null : Descriptions.column(cat, oid(a[0]), a[1]));
            case "shobj_description" -> new CatalogFunction(name, argCount, DataType.TEXT, false, catalog, (ctx, cat, a) -> null);
            case "pg_get_userbyid" -> textFn(name, argCount, catalog,
                    (ctx, cat, a) -> org.lanin.planner.session.Setting.SESSION_USER);
            case "pg_encoding_to_char" -> textFn(name, argCount, catalog, (ctx, cat, a) -> oid(a[0]) == 6 ? "UTF8" : "");
            case "pg_get_serial_sequence" -> textFn(name, argCount, catalog, (ctx, cat, a) -> serialSequence(cat, a));
            case "pg_partition_root" -> new CatalogFunction(name, argCount, org.lanin.engine.type.OidAlias.REGCLASS.type(), true,
                    catalog, (ctx, cat, a) -> partitionRoot(cat, a[0] instanceof Number n ? n.longValue()
                            : PgNames.relationOid(cat, a[0].toString().strip(), path)));
            default -> new CatalogFunction(name, argCount, DataType.arrayOf(DataType.TEXT), true, catalog,
                    (ctx, cat, a) -> currentSchemas(path, cat, CatalogFunction.bool(a[0])));
        };
    }

    /** current_schemas(implicit): the path's existing schemas, pg_catalog first when {@code implicit}. */
    private static Object currentSchemas(org.lanin.engine.catalog.SearchPath p, CatalogSnapshot cat, boolean implicit) {
        java.util.List<String> names = implicit ? p.withImplicit(cat) : p.existing(cat);
        return org.lanin.engine.type.ArrayValue.of(names);
    }

    private static ScalarFunction textFn(String name, int argCount, CatalogSnapshot catalog, CatalogFunction.Body body) {
        return new CatalogFunction(name, argCount, DataType.TEXT, true, catalog, body);
    }

    private static ScalarFunction boolFn(String name, int argCount, CatalogSnapshot catalog, CatalogFunction.Body body) {
        return new CatalogFunction(name, argCount, DataType.BOOLEAN, true, catalog, body);
    }

    /** pg_partition_root(rel): the topmost table above a partition or partitioned table; NULL for any other. */
    private static Long partitionRoot(CatalogSnapshot cat, long oid) {
        TableDef t = null;
        for (TableDef d : cat.tables()) {
            if (d.oid() == oid) {
                t = d;
            }
        }
        if (t == null || !t.isPartitioned() && !t.isPartition()) {
            return null;
        }
        while (t.isPartition() && cat.table(t.partitioning().parent()) != null) {
            t = cat.table(t.partitioning().parent());
        }
        return t.oid();
    }

    /** pg_get_viewdef(oid) or pg_get_viewdef(name): the stored query text. */
    private static String viewDefinition(CatalogSnapshot catalog, Object arg) {
        ViewDef v;
        if (arg instanceof Number n) {
            v = PgNames.view(catalog, n.longValue());
        } else {
            v = catalog.view(PgNames.qualified(arg.toString())[1]);
        }
        return v == null ? null : v.sql();
    }

    /** pg_get_serial_sequence('table', 'column'): the owned sequence, schema-qualified, or NULL. */
    private static String serialSequence(CatalogSnapshot catalog, Object[] a) {
        TableDef t = catalog.table(PgNames.qualified(text(a[0]))[1]);
        if (t == null) {
            return null;
        }
        String owner = t.name() + "." + text(a[1]);
        for (var s : catalog.sequences()) {
            if (owner.equals(s.ownedBy())) {
                return "public." + s.name();
            }
        }
        return null;
    }

    /** format_type(oid, typmod): a built-in type as pg_type spells it, an enum or domain as the path shows it. */
    private static String formatType(CatalogSnapshot cat, org.lanin.engine.catalog.SearchPath path, long oid, Integer typmod) {
        if (PgTypes.byOid(oid) == null && cat != null) {
            for (org.lanin.engine.catalog.UserType t : cat.types()) {
                if (t.oid() == oid) {
                    return org.lanin.planner.catalogview.TypeVisibility.shown(cat, path, t.name());
                }
            }
        }
        return PgTypes.format(oid, typmod);
    }
}

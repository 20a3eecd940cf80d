package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/** The SQL-standard information_schema views Lanin provides (a PostgreSQL-compatible subset). */
final class InformationSchema {
    private static final String SCHEMA = "information_schema";

    private InformationSchema() {
    }

    /** information_schema.columns' columns, which lanin_matview_columns repeats. */
    private static final List<String> COLUMNS = List.of("table_catalog", "table_schema", "table_name", "column_name",
            "ordinal_position", "column_default", "is_nullable", "data_type", "character_maximum_length",
            "numeric_precision", "numeric_scale", "domain_catalog", "domain_schema", "domain_name", "udt_catalog",
            "udt_schema", "udt_name", "is_identity", "is_generated", "generation_expression",
            "identity_generation", "identity_start", "identity_increment", "identity_maximum", "identity_minimum",
            "identity_cycle");
    private static final List<DataType> COLUMN_TYPES = SystemViews.types(TEXT, TEXT, TEXT, TEXT, INTEGER, TEXT, TEXT,
            TEXT, INTEGER, INTEGER, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT);

    /**
     * {@code lanin.lanin_matview_columns}: the materialized views' columns in information_schema.columns'
     * shape, which PostgreSQL's information_schema leaves out and DatabaseMetaData.getColumns lists
     * (pgJDBC reads pg_attribute).
     */
    static SystemView matviewColumns() {
        return new SystemView("lanin", "lanin_matview_columns", COLUMNS, COLUMN_TYPES, c -> columns(c, true));
    }

    static List<SystemView> views() {
        return List.of(RoutineViews.informationSchemaTriggers(),
                new SystemView(SCHEMA, "tables", List.of("table_catalog", "table_schema", "table_name", "table_type"),
                        SystemViews.types(TEXT, TEXT, TEXT, TEXT), InformationSchema::tables),
                new SystemView(SCHEMA, "columns", COLUMNS, COLUMN_TYPES, c -> columns(c, false)),
                new SystemView(SCHEMA, "table_constraints", List.of("constraint_catalog", "constraint_schema",
                        "constraint_name", "table_schema", "table_name", "constraint_type", "is_deferrable",
                        "initially_deferred"),
                        SystemViews.types(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT), InformationSchema::constraints),
                new SystemView(SCHEMA, "key_column_usage", List.of("constraint_catalog", "constraint_schema",
                        "constraint_name", "table_catalog", "table_schema", "table_name", "column_name", "ordinal_position",
                        "position_in_unique_constraint"),
                        SystemViews.types(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, INTEGER, INTEGER),
                        InformationSchema::keyColumns),
                new SystemView(SCHEMA, "referential_constraints", List.of("constraint_catalog", "constraint_schema",
                        "constraint_name", "unique_constraint_catalog", "unique_constraint_schema", "unique_constraint_name",
                        "match_option", "update_rule", "delete_rule"),
                        SystemViews.types(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT),
                        ForeignKeyViews::referentialConstraints),
                new SystemView(SCHEMA, "schemata", List.of("catalog_name", "schema_name"),
                        SystemViews.types(TEXT, TEXT), InformationSchema::schemata),
                // PostgreSQL's columns: Hibernate's PostgreSQL dialect reads start_value, minimum_value,
                // maximum_value and increment (character_data in PostgreSQL) at every start-up.
                new SystemView(SCHEMA, "sequences", List.of("sequence_catalog", "sequence_schema", "sequence_name",
                        "data_type", "numeric_precision", "numeric_precision_radix", "numeric_scale", "start_value",
                        "minimum_value", "maximum_value", "increment", "cycle_option"),
                        SystemViews.types(TEXT, TEXT, TEXT, TEXT, INTEGER, INTEGER, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT),
                        c -> {
                            List<Object[]> out = new ArrayList<>();
                            // not an identity column's (PostgreSQL leaves out sequences with an internal dependency)
                            c.catalog().sequences().stream().filter(s -> !identityOwned(c, s)).forEach(s -> out.add(new Object[] {c.databaseName(),
                                    Namespace.schemaOf(s.name()), Namespace.nameOf(s.name()),
                                    "bigint", 64, 2, 0, Long.toString(s.start()), Long.toString(s.minValue()),
                                    Long.toString(s.maxValue()), Long.toString(s.increment()), s.cycle() ? "YES" : "NO"}));
                            return out;
                        }));
    }

    /** The built-in schemas, then the user schemas in creation (oid) order. */
    private static List<Object[]> schemata(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (String n : List.of("public", "information_schema", "pg_catalog")) {
            out.add(new Object[] {c.databaseName(), n});
        }
        c.catalog().namespaces().stream().filter(n -> !n.name().equals("public"))
                .sorted(Comparator.comparingLong(Namespace::oid))
                .forEach(n -> out.add(new Object[] {c.databaseName(), n.name()}));
        return out;
    }

    static List<TableDef> sortedTables(SystemView.Context c) {
        List<TableDef> t = new ArrayList<>(c.catalog().tables());
        t.sort(Comparator.comparing(TableDef::name));
        return t;
    }

    /** A relation in a session's temporary schema (pg_temp_N): pg_class.relpersistence 't'. */
    static boolean temporary(String key) {
        return Namespace.schemaOf(key).startsWith("pg_temp_");
    }

    private static List<Object[]> tables(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : sortedTables(c)) {
            if (t.isMatview()) {
                continue; // PostgreSQL's information_schema has no materialized views
            }
            out.add(new Object[] {c.databaseName(), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()), "BASE TABLE"});
        }
        c.catalog().views().stream().sorted(java.util.Comparator.comparing(org.lanin.engine.catalog.ViewDef::name))
                .forEach(v -> out.add(new Object[] {c.databaseName(), Namespace.schemaOf(v.name()), Namespace.nameOf(v.name()), "VIEW"}));
        return out;
    }

    /** The columns of the tables, or ({@code matviews}) of the materialized views only. */
    private static List<Object[]> columns(SystemView.Context c, boolean matviews) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : sortedTables(c)) {
            if (t.isMatview() != matviews) {
                continue;
            }
            int pos = 0;
            for (ColumnDef col : t.liveColumns()) {
                DataType ty = col.type();
                org.lanin.engine.catalog.SequenceDef seq = col.identity() == 0 ? null : identitySequence(c, t, col);
                out.add(new Object[] {c.databaseName(), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()), col.name(), ++pos,
                        col.identity() != 0 ? null : col.defaultSql(),
                        col.notNull() ? "NO" : "YES", dataType(ty),
                        ty.kind().isText() && ty.hasLength() ? ty.length() : null, precision(ty), scale(ty),
                        col.domain() == null ? null : c.databaseName(), col.domain() == null ? null : Namespace.schemaOf(col.domain()),
                        col.domain() == null ? null : Namespace.nameOf(col.domain()), c.databaseName(), udtSchema(ty), udtName(ty),
                        col.identity() != 0 ? "YES" : "NO", col.generated() ? "ALWAYS" : "NEVER", col.generated() ? PgRelations.defaultText(col) : null,
                        col.identity() == 0 ? null : col.identity() == 'a' ? "ALWAYS" : "BY DEFAULT",
                        seq == null ? null : Long.toString(seq.start()), seq == null ? null : Long.toString(seq.increment()),
                        seq == null ? null : Long.toString(seq.maxValue()), seq == null ? null : Long.toString(seq.minValue()),
                        seq != null && seq.cycle() ? "YES" : "NO"}); // PostgreSQL's view: NO for every other column
            }
        }
        if (!matviews) {
            viewColumns(c, out);
        }
        return out;
    }

    /** The views' columns (PostgreSQL's information_schema.columns lists them too), typed by their queries. */
    private static void viewColumns(SystemView.Context c, List<Object[]> out) {
        c.catalog().views().stream().sorted(Comparator.comparing(org.lanin.engine.catalog.ViewDef::name)).forEach(v -> {
            List<DataType> types = ViewColumnTypes.of(c, v);
            for (int k = 0; k < v.columns().size(); k++) {
                DataType ty = types.get(k);
                out.add(new Object[] {c.databaseName(), Namespace.schemaOf(v.name()), Namespace.nameOf(v.name()),
                        v.columns().get(k), k + 1, null, "YES", dataType(ty),
                        ty.kind().isText() && ty.hasLength() ? ty.length() : null, precision(ty), scale(ty),
                        null, null, null, c.databaseName(), udtSchema(ty), udtName(ty), "NO", "NEVER", null, null, null, null, null, null, null});
            }
        });
    }

    /** information_schema's data_type: the type's SQL name, {@code USER-DEFINED} for an enum, {@code ARRAY} (as PostgreSQL). */
    private static String dataType(DataType ty) {
        return ty.kind() == org.lanin.engine.type.TypeKind.ENUM ? "USER-DEFINED" : ty.isArray() ? "ARRAY" : ty.kind().sqlName();
    }

    /** information_schema's udt_schema: an enum's (or its array's) schema, pg_catalog for a built-in type. */
    private static String udtSchema(DataType ty) {
        org.lanin.engine.type.EnumType e = ty.isArray() ? ty.elementType().enumType() : ty.enumType();
        return e == null ? "pg_catalog" : Namespace.schemaOf(e.name());
    }

    /** information_schema's udt_name: pg_type's name of the column's type ({@code int4}, {@code _text}, an enum's name). */
    private static String udtName(DataType ty) {
        if (ty.kind() == org.lanin.engine.type.TypeKind.ENUM && ty.enumType() != null) {
            return Namespace.nameOf(ty.enumType().name());
        }
        if (ty.isArray() && ty.elementType().enumType() != null) {
            return "_" + Namespace.nameOf(ty.elementType().enumType().name()); // the enum's array type, as pg_type names it
        }
        PgTypes.TypeRow r = PgTypes.byOid(PgTypes.oid(ty));
        return r == null ? ty.sqlName() : r.name();
    }

    /** Whether {@code s} is the sequence behind an identity column. */
    private static boolean identityOwned(SystemView.Context c, org.lanin.engine.catalog.SequenceDef s) {
        String owner = s.ownedBy();
        int dot = owner == null ? -1 : owner.lastIndexOf('.');
        if (dot < 0) {
            return false;
        }
        TableDef t = c.catalog().table(owner.substring(0, dot));
        ColumnDef col = t == null ? null : t.column(owner.substring(dot + 1));
        return col != null && col.identity() != 0;
    }

    /** The sequence behind identity column {@code col} (the one it owns), or null. */
    private static org.lanin.engine.catalog.SequenceDef identitySequence(SystemView.Context c, TableDef t, ColumnDef col) {
        String owner = t.name() + "." + col.name();
        for (org.lanin.engine.catalog.SequenceDef s : c.catalog().sequences()) {
            if (owner.equals(s.ownedBy())) {
                return s;
            }
        }
        return null;
    }

    static Integer precision(DataType t) {
        return switch (t.kind()) {
            case SMALLINT -> 16;
            case INTEGER -> 32;
            case BIGINT -> 64;
            case REAL -> 24;
            case DOUBLE -> 53;
            case NUMERIC -> t.hasLength() ? t.length() : null;
            default -> null;
        };
    }

    static Integer scale(DataType t) {
        if (t.kind().isIntegral()) {
            return 0;
        }
        return t.kind() == TypeKind.NUMERIC && t.hasLength() ? t.scale() : null;
    }

    private static List<Object[]> constraints(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : sortedTables(c)) {
            for (IndexDef i : t.indexes()) {
                if (i.primary() || i.constraint()) {
                    out.add(new Object[] {c.databaseName(), Namespace.schemaOf(i.name()), Namespace.nameOf(i.name()), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()),
                            i.primary() ? "PRIMARY KEY" : "UNIQUE", i.deferrable() ? "YES" : "NO", i.initiallyDeferred() ? "YES" : "NO"});
                }
            }
            t.checks().forEach(k -> out.add(new Object[] {c.databaseName(), Namespace.schemaOf(t.name()), k.name(), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()), "CHECK",
                    "NO", "NO"}));
            t.foreignKeys().forEach(f -> out.add(new Object[] {c.databaseName(), Namespace.schemaOf(t.name()), f.name(), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()),
                    "FOREIGN KEY", f.deferrable() ? "YES" : "NO", f.initiallyDeferred() ? "YES" : "NO"}));
        }
        return out;
    }

    private static List<Object[]> keyColumns(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : sortedTables(c)) {
            for (IndexDef i : t.indexes()) {
                if (!i.primary() && !i.constraint()) {
                    continue;
                }
                int[] att = i.attnums();
                for (int k = 0; k < att.length; k++) {
                    out.add(new Object[] {c.databaseName(), Namespace.schemaOf(i.name()), Namespace.nameOf(i.name()), c.databaseName(), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()),
                            t.columns().get(att[k] - 1).name(), k + 1, null});
                }
            }
            ForeignKeyViews.keyColumns(c, t, out);
        }
        return out;
    }
}

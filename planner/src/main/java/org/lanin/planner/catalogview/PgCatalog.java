package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BOOLEAN;
import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;

/** pg_catalog views PostgreSQL tools query, and Lanin's own lanin_* views. */
public final class PgCatalog {
    private PgCatalog() {
    }

    static List<SystemView> views() {
        return List.of(
                new CatalogTable("pg_catalog", "pg_tables", "schemaname:name tablename:name tableowner:name"
                        + " tablespace:name hasindexes:boolean hasrules:boolean hastriggers:boolean rowsecurity:boolean")
                        .view((c, out) -> InformationSchema.sortedTables(c).stream().filter(t -> !t.isMatview()).forEach(t -> out.accept(r -> r
                                .set("schemaname", Namespace.schemaOf(t.name())).set("tablename", Namespace.nameOf(t.name())).set("tableowner", OWNER)
                                .set("hasindexes", !t.indexes().isEmpty()).set("hastriggers", !t.foreignKeys().isEmpty()
                                        || !c.catalog().referencing(t.name()).isEmpty())))),
                new CatalogTable("pg_catalog", "pg_indexes", "schemaname:name tablename:name indexname:name"
                        + " tablespace:name indexdef:text").view((c, out) -> {
                            for (TableDef t : InformationSchema.sortedTables(c)) {
                                for (IndexDef i : t.indexes()) {
                                    out.accept(r -> r.set("schemaname", Namespace.schemaOf(t.name())).set("tablename", Namespace.nameOf(t.name()))
                                            .set("indexname", Namespace.nameOf(i.name())).set("indexdef", definition(t, i)));
                                }
                            }
                        }),
                new CatalogTable("pg_catalog", "pg_views", "schemaname:name viewname:name viewowner:name definition:text")
                        .view((c, out) -> c.catalog().views().stream().sorted(Comparator.comparing(ViewDef::name))
                                .forEach(v -> out.accept(r -> r.set("schemaname", Namespace.schemaOf(v.name())).set("viewname", Namespace.nameOf(v.name()))
                                        .set("viewowner", OWNER).set("definition", v.sql())))),
                new CatalogTable("pg_catalog", "pg_matviews", "schemaname:name matviewname:name matviewowner:name"
                        + " tablespace:name hasindexes:boolean ispopulated:boolean definition:text")
                        .view((c, out) -> InformationSchema.sortedTables(c).stream().filter(TableDef::isMatview)
                                .forEach(t -> out.accept(r -> r.set("schemaname", Namespace.schemaOf(t.name()))
                                        .set("matviewname", Namespace.nameOf(t.name())).set("matviewowner", OWNER)
                                        .set("hasindexes", !t.indexes().isEmpty()).set("ispopulated", t.matview().populated())
                                        .set("definition", t.matview().sql())))),
                new CatalogTable("pg_catalog", "pg_sequence", "seqrelid:oid seqtypid:oid seqstart:bigint"
                        + " seqincrement:bigint seqmax:bigint seqmin:bigint seqcache:bigint seqcycle:boolean")
                        .view((c, out) -> sequences(c).forEach(s -> out.accept(r -> r
                                .set("seqrelid", PgRelations.sequenceOid(s.name())).set("seqtypid", 20L)
                                .set("seqstart", s.start()).set("seqincrement", s.increment()).set("seqmax", s.maxValue())
                                .set("seqmin", s.minValue()).set("seqcache", 1L).set("seqcycle", s.cycle())))),
                new CatalogTable("pg_catalog", "pg_sequences", "schemaname:name sequencename:name sequenceowner:name"
                        + " data_type:regtype start_value:bigint min_value:bigint max_value:bigint increment_by:bigint"
                        + " cycle:boolean cache_size:bigint last_value:bigint")
                        .view((c, out) -> sequences(c).forEach(s -> out.accept(r -> r.set("schemaname", Namespace.schemaOf(s.name()))
                                .set("sequencename", Namespace.nameOf(s.name())).set("sequenceowner", OWNER).set("data_type", "bigint")
                                .set("start_value", s.start()).set("min_value", s.minValue())
                                .set("max_value", s.maxValue()).set("increment_by", s.increment())
                                .set("cycle", s.cycle()).set("cache_size", 1L).set("last_value", s.lastValue())))),
                new SystemView("lanin", "lanin_index_columns",
                        List.of("index_name", "table_name", "column_name", "ordinal_position", "is_unique", "is_primary",
                                "table_schema", "asc_or_desc"),
                        SystemViews.types(TEXT, TEXT, TEXT, INTEGER, BOOLEAN, BOOLEAN, TEXT, TEXT), PgCatalog::indexColumns),
                InformationSchema.matviewColumns());
    }

    private static final String OWNER = org.lanin.planner.session.Setting.SESSION_USER;

    private static List<SequenceDef> sequences(SystemView.Context c) {
        List<SequenceDef> out = new ArrayList<>(c.catalog().sequences());
        out.sort(Comparator.comparing(SequenceDef::name));
        return out;
    }

    /** PostgreSQL's pg_get_indexdef text. */
    public static String definition(TableDef t, IndexDef i) {
        StringJoiner cols = new StringJoiner(", ", "(", ")");
        for (int k = 0; k < i.keyCount(); k++) {
            // a non-default operator class follows its column, then its order, as pg_get_indexdef prints them
            cols.add(keyName(t, i, k) + (i.columnMethod(k).defaultOpclass() ? "" : " " + i.columnMethod(k).opclass()) + order(i, k));
        }
        if (i.keyCount() < i.attnums().length) {
            StringJoiner included = new StringJoiner(", ", " INCLUDE (", ")");
            for (int k = i.keyCount(); k < i.attnums().length; k++) {
                included.add(keyName(t, i, k));
            }
            cols.setEmptyValue("");
            return definitionWith(t, i, cols + included.toString());
        }
        return definitionWith(t, i, cols.toString());
    }

    private static String definitionWith(TableDef t, IndexDef i, String cols) {
        return "CREATE " + (i.unique() ? "UNIQUE " : "") + "INDEX " + Namespace.nameOf(i.name()) + " ON "
                + (t.isPartitioned() ? "ONLY " : "") + Namespace.schemaOf(t.name()) + "." + Namespace.nameOf(t.name())
                + " USING " + i.method().amName() + " " + cols + (i.nullsNotDistinctOn() ? " NULLS NOT DISTINCT" : "")
                + withOptions(i.reloptions())
                + (i.partial() ? " WHERE " + i.exprs().predicateText() : "");
    }

    private static final java.util.Set<String> RESERVED_VALUES = java.util.Set.of("true", "false", "on", "null", "default",
            "all", "and", "or", "not", "only", "user");

    /**
     * " WITH (name=value, ...)" as ruleutils.c's flatten_reloptions writes storage parameters: a value
     * that is a plain identifier bare, any other quoted as a literal; "" for none.
     */
    static String withOptions(List<String> reloptions) {
        if (reloptions == null) {
            return "";
        }
        StringJoiner out = new StringJoiner(", ", " WITH (", ")");
        for (String o : reloptions) {
            int eq = o.indexOf('=');
            String value = o.substring(eq + 1);
            boolean bare = value.matches("[a-z_][a-z0-9_$]*") && !RESERVED_VALUES.contains(value);
            out.add(o.substring(0, eq) + "=" + (bare ? value : "'" + value.replace("'", "''") + "'"));
        }
        return out.toString();
    }

    /** Key column {@code k}'s order as pg_get_indexdef shows it: nothing for ASC NULLS LAST, else what differs from ASC/DESC's default. */
    static String order(IndexDef i, int k) {
        boolean desc = i.descending(k);
        boolean nullsFirst = i.nullsFirst(k);
        return (desc ? " DESC" : "") + (nullsFirst == desc ? "" : nullsFirst ? " NULLS FIRST" : " NULLS LAST");
    }

    /** Key column {@code k} as pg_get_indexdef shows it: the column's name, or the expression. */
    static String keyName(TableDef t, IndexDef i, int k) {
        int a = i.attnums()[k];
        return a == 0 ? i.exprs().keyText()[k] : t.columns().get(a - 1).name();
    }

    private static List<Object[]> indexColumns(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            for (IndexDef i : t.indexes()) {
                int[] att = i.attnums();
                for (int k = 0; k < att.length; k++) {
                    out.add(new Object[] {Namespace.nameOf(i.name()), Namespace.nameOf(t.name()),
                            keyName(t, i, k), k + 1, i.unique(), i.primary(), Namespace.schemaOf(t.name()),
                            i.descending(k) ? "D" : "A"});
                }
            }
        }
        return out;
    }
}

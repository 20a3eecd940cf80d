package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BOOLEAN;
import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;

/** pg_catalog views PostgreSQL tools query, and Lanin's own lanin_* views. */
final class PgCatalog {
    private PgCatalog() {
    }

    static List<SystemView> views() {
        return List.of(
                new SystemView("pg_catalog", "pg_tables", List.of("schemaname", "tablename", "tableowner"),
                        SystemViews.types(TEXT, TEXT, TEXT), c -> {
                            List<Object[]> out = new ArrayList<>();
                            InformationSchema.sortedTables(c).forEach(t -> out.add(new Object[] {"public", t.name(), "lanin"}));
                            return out;
                        }),
                new SystemView("pg_catalog", "pg_indexes", List.of("schemaname", "tablename", "indexname", "indexdef"),
                        SystemViews.types(TEXT, TEXT, TEXT, TEXT), PgCatalog::indexes),
                new SystemView("lanin", "lanin_index_columns",
                        List.of("index_name", "table_name", "column_name", "ordinal_position", "is_unique", "is_primary"),
                        SystemViews.types(TEXT, TEXT, TEXT, INTEGER, BOOLEAN, BOOLEAN), PgCatalog::indexColumns));
    }

    private static List<Object[]> indexes(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            for (IndexDef i : t.indexes()) {
                out.add(new Object[] {"public", t.name(), i.name(), definition(t, i)});
            }
        }
        return out;
    }

    /** PostgreSQL's pg_get_indexdef text. */
    static String definition(TableDef t, IndexDef i) {
        StringJoiner cols = new StringJoiner(", ", "(", ")");
        for (int a : i.attnums()) {
            cols.add(t.columns().get(a - 1).name());
        }
        return "CREATE " + (i.unique() ? "UNIQUE " : "") + "INDEX " + i.name() + " ON public." + t.name()
                + " USING btree " + cols;
    }

    private static List<Object[]> indexColumns(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            for (IndexDef i : t.indexes()) {
                int[] att = i.attnums();
                for (int k = 0; k < att.length; k++) {
                    out.add(new Object[] {i.name(), t.name(), t.columns().get(att[k] - 1).name(), k + 1, i.unique(), i.primary()});
                }
            }
        }
        return out;
    }
}

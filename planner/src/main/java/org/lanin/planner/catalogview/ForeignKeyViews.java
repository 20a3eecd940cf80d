package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.FkAction;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;

/** FOREIGN KEY rows of information_schema.key_column_usage and referential_constraints, and lanin_foreign_keys. */
final class ForeignKeyViews {
    private ForeignKeyViews() {
    }

    /** One row per FK column; position_in_unique_constraint is the referenced column's place in its unique index. */
    static void keyColumns(SystemView.Context c, TableDef t, List<Object[]> out) {
        for (ForeignKeyDef f : t.foreignKeys()) {
            IndexDef unique = referencedIndex(c, f);
            for (int k = 0; k < f.attnums().length; k++) {
                Integer pos = null;
                if (unique != null) {
                    for (int u = 0; u < unique.attnums().length; u++) {
                        if (unique.attnums()[u] == f.refAttnums()[k]) {
                            pos = u + 1;
                        }
                    }
                }
                out.add(new Object[] {c.databaseName(), Namespace.schemaOf(t.name()), f.name(), c.databaseName(), Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()),
                        t.columns().get(f.attnums()[k] - 1).name(),
                        k + 1, pos});
            }
        }
    }

    static List<Object[]> referentialConstraints(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            for (ForeignKeyDef f : t.foreignKeys()) {
                out.add(new Object[] {c.databaseName(), Namespace.schemaOf(t.name()), f.name(), c.databaseName(), Namespace.schemaOf(f.refIndex()), Namespace.nameOf(f.refIndex()),
                        f.matchFull() ? "FULL" : "NONE", f.onUpdate().sql(), f.onDelete().sql()});
            }
        }
        return out;
    }

    /** lanin_foreign_keys: one row per column pair, with JDBC's rule codes (DatabaseMetaData.getImportedKeys). */
    static SystemView laninForeignKeys() {
        return new SystemView("lanin", "lanin_foreign_keys", List.of("fk_name", "fk_table", "fk_column", "pk_table",
                "pk_column", "pk_name", "key_seq", "update_rule", "delete_rule", "fk_schema", "pk_schema"),
                SystemViews.types(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, INTEGER, INTEGER, INTEGER, TEXT, TEXT), ForeignKeyViews::pairs);
    }

    private static List<Object[]> pairs(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            for (ForeignKeyDef f : t.foreignKeys()) {
                TableDef ref = c.catalog().table(f.refTable());
                for (int k = 0; k < f.attnums().length && ref != null; k++) {
                    out.add(new Object[] {f.name(), Namespace.nameOf(t.name()), t.columns().get(f.attnums()[k] - 1).name(),
                            Namespace.nameOf(ref.name()), ref.columns().get(f.refAttnums()[k] - 1).name(),
                            Namespace.nameOf(f.refIndex()), k + 1, jdbcRule(f.onUpdate()), jdbcRule(f.onDelete()),
                            Namespace.schemaOf(t.name()), Namespace.schemaOf(ref.name())});
                }
            }
        }
        return out;
    }

    /** java.sql.DatabaseMetaData.importedKey* codes. */
    private static int jdbcRule(FkAction a) {
        return switch (a) {
            case CASCADE -> 0;
            case RESTRICT -> 1;
            case SET_NULL -> 2;
            case NO_ACTION -> 3;
            case SET_DEFAULT -> 4;
        };
    }

    private static IndexDef referencedIndex(SystemView.Context c, ForeignKeyDef f) {
        TableDef ref = c.catalog().table(f.refTable());
        if (ref == null) {
            return null;
        }
        for (IndexDef i : ref.indexes()) {
            if (i.name().equals(f.refIndex())) {
                return i;
            }
        }
        return null;
    }
}

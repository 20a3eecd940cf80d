package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.SchemaNames;
import org.lanin.planner.bind.TypeNames;
import org.lanin.planner.cost.PlannerSettings;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.SessionControl;

/**
 * Declared types of PL/pgSQL variables: plain type names, {@code variable%TYPE},
 * {@code [schema.]table.column%TYPE} and {@code [schema.]table%ROWTYPE} (or a table's name used as a
 * type: its row type), resolved when the block is entered against the catalog and search_path.
 */
final class PlDecls {
    private PlDecls() {
    }

    /** What a declaration's type names: a scalar type, or (rowType non-null) a table's row type. */
    record Resolved(DataType scalar, PlRecord rowType) {
    }

    interface Variables {
        /** The declared type of a variable in scope, or null. */
        DataType typeOf(String name);
    }

    static Resolved resolve(String spelled, LaninDatabase db, Object session, Variables vars) {
        String s = spelled.trim();
        String lower = s.toLowerCase(Locale.ROOT);
        CatalogSnapshot catalog = db.catalog().current();
        if (lower.endsWith("%rowtype")) {
            String name = s.substring(0, s.length() - "%rowtype".length()).trim();
            TableDef t = table(name, catalog, session);
            if (t == null) {
                throw LaninException.of(PlMsg.RELATION_MISSING, Names.fold(name));
            }
            return new Resolved(null, emptyRow(t));
        }
        if (lower.endsWith("%type")) {
            String ref = s.substring(0, s.length() - "%type".length()).trim();
            return new Resolved(typeReference(ref, catalog, session, vars), null);
        }
        if (!lower.contains("(") && !lower.contains("[") && TypeNames.userType(s, catalog) == null) {
            TableDef t = table(s, catalog, session);
            if (t != null && !isBuiltinName(s)) {
                return new Resolved(null, emptyRow(t)); // a table's name is its row type
            }
        }
        return new Resolved(TypeNames.parse(s, catalog), null);
    }

    private static boolean isBuiltinName(String s) {
        try {
            TypeNames.parse(s);
            return true;
        } catch (LaninException e) {
            return false;
        }
    }

    /** {@code variable%TYPE} or {@code [schema.]table.column%TYPE}. */
    private static DataType typeReference(String ref, CatalogSnapshot catalog, Object session, Variables vars) {
        String[] parts = ref.split("\\.");
        if (parts.length == 1) {
            DataType t = vars.typeOf(Names.fold(parts[0]));
            if (t != null) {
                return t;
            }
        } else {
            String column = Names.fold(parts[parts.length - 1]);
            TableDef t = table(ref.substring(0, ref.lastIndexOf('.')), catalog, session);
            ColumnDef c = t == null ? null : t.column(column);
            if (c != null && !c.dropped()) {
                return c.type();
            }
        }
        throw LaninException.of(PlMsg.TYPE_REFERENCE, ref + "%TYPE");
    }

    /** The table or view {@code [schema.]name} names through the search_path, or null. */
    private static TableDef table(String spelled, CatalogSnapshot catalog, Object session) {
        String[] parts = spelled.split("\\.");
        if (parts.length > 2) {
            return null;
        }
        String name = Names.fold(parts[parts.length - 1]);
        String schema = parts.length == 2 ? Names.fold(parts[0]) : null;
        PlannerSettings settings = session instanceof SessionControl sc ? sc.settings().planner() : PlannerSettings.DEFAULT;
        String key = SchemaNames.existing(catalog, settings.searchPath(), schema, name, SchemaNames.tableOrView(catalog));
        return catalog.table(key);
    }

    /** A row of the table's columns, every field null (PostgreSQL: a row variable starts as all nulls). */
    static PlRecord emptyRow(TableDef t) {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (ColumnDef c : t.columns()) {
            if (!c.dropped()) {
                names.add(c.name());
                types.add(c.type());
            }
        }
        return new PlRecord(names, types, new Object[names.size()]);
    }
}

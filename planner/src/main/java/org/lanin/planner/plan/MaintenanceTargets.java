package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.MaintenanceMsg;
import org.lanin.planner.parse.UtilityStatement.AnalyzeTarget;

/**
 * The tables (and columns) a VACUUM or ANALYZE names, resolved against one catalog snapshot and
 * checked in full before any work starts, so a bad name fails the statement without having
 * analysed the tables before it (PostgreSQL gets the same effect by rolling back).
 */
final class MaintenanceTargets {
    /** One table to process; {@code columns} null for every column. */
    record Work(TableDef table, List<String> columns) {
        /** The named columns as {@code t} (the table or one of its partitions) defines them; null for all. */
        List<ColumnDef> columnsOf(TableDef t) {
            if (columns == null) {
                return null;
            }
            List<ColumnDef> out = new ArrayList<>(columns.size());
            for (String c : columns) {
                ColumnDef def = t.column(c);
                if (def != null) {
                    out.add(def);
                }
            }
            return out;
        }
    }

    private MaintenanceTargets() {
    }

    /**
     * Every table of the snapshot when {@code targets} is empty (each once: partitions are tables
     * of their own); else each named table followed by the tables below it. A view is skipped (in
     * PostgreSQL with a warning); an unknown table fails with 42P01, an unknown column with
     * 42703, a column named twice with 42701.
     */
    static List<Work> resolve(CatalogSnapshot catalog, List<AnalyzeTarget> targets, org.lanin.engine.catalog.SearchPath path) {
        List<Work> out = new ArrayList<>();
        if (targets.isEmpty()) {
            List<TableDef> all = new ArrayList<>(catalog.tables());
            all.sort(java.util.Comparator.comparingLong(TableDef::oid));
            all.forEach(t -> out.add(new Work(t, null)));
            return out;
        }
        for (AnalyzeTarget target : targets) {
            // an unqualified name goes through the search_path (the session's temporary schema first)
            String written = target.table();
            boolean qualified = written.indexOf('.') >= 0;
            String key = org.lanin.planner.bind.SchemaNames.existing(catalog, path,
                    qualified ? org.lanin.engine.catalog.Namespace.schemaOf(written) : null,
                    org.lanin.engine.catalog.Namespace.nameOf(written), org.lanin.planner.bind.SchemaNames.tableOrView(catalog));
            TableDef table = catalog.table(key);
            if (table == null) {
                if (catalog.view(key) != null) {
                    continue;
                }
                throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, target.table());
            }
            List<String> columns = checkedColumns(table, target.columns());
            for (TableDef t : TableAnalyzer.expand(table, catalog)) {
                out.add(new Work(t, columns));
            }
        }
        return out;
    }

    private static List<String> checkedColumns(TableDef table, List<String> names) {
        if (names.isEmpty()) {
            return null;
        }
        Set<String> seen = new HashSet<>();
        for (String n : names) {
            if (table.column(n) == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, n, table.name());
            }
            if (!seen.add(n)) {
                throw LaninException.of(MaintenanceMsg.COLUMN_TWICE, n, table.name());
            }
        }
        return List.copyOf(names);
    }
}

package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;

/**
 * The relation a scan reads as EXPLAIN names it: " on table alias", and the names of its row's
 * columns (qualified by the alias when the query reads several relations, as PostgreSQL does).
 */
public record ScanTarget(String relation, String alias, List<String> columnNames) {

    /** A base table's target; {@code qualify} when the plan reads more than one relation. */
    public static ScanTarget of(TableDef table, String alias, boolean qualify) {
        // PostgreSQL names the relation without its schema (VERBOSE adds it): a temporary table is
        // "t", not "pg_temp_3.t"
        String relation = org.lanin.engine.catalog.Namespace.nameOf(table.name());
        String a = alias == null ? relation : alias;
        List<String> names = new ArrayList<>();
        for (ColumnDef c : table.columns()) {
            names.add(qualify ? a + "." + c.name() : c.name());
        }
        return new ScanTarget(relation, a, names);
    }

    public String onText() {
        return " on " + relation + (alias == null || alias.equals(relation) ? "" : " " + alias);
    }

    void identity(Map<String, Object> json) {
        json.put("Relation Name", relation);
        json.put("Alias", alias == null ? relation : alias);
    }
}

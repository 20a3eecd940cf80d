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

    /**
     * The column names a scan's own conditions (Filter, Index Cond, Recheck Cond) print: without
     * the alias, as explain.c's show_scan_qual prints them (no prefix unless VERBOSE, which Lanin
     * does not print, or a Subquery Scan); conditions of joins and upper nodes keep the prefix.
     */
    public List<String> qualNames() {
        return unprefixed(columnNames, alias);
    }

    /** {@code names} without a leading {@code alias.} (those a multi-relation plan qualified). */
    public static List<String> unprefixed(List<String> names, String alias) {
        if (alias == null) {
            return names;
        }
        String prefix = alias + ".";
        List<String> out = new ArrayList<>(names.size());
        for (String n : names) {
            out.add(n.startsWith(prefix) ? n.substring(prefix.length()) : n);
        }
        return out;
    }

    public String onText() {
        return " on " + relation + (alias == null || alias.equals(relation) ? "" : " " + alias);
    }

    void identity(Map<String, Object> json) {
        json.put("Relation Name", relation);
        json.put("Alias", alias == null ? relation : alias);
    }
}

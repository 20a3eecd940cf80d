package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;

/** Smaller variants of a schema for the minimiser: every one still loads (keys only get weaker). */
final class SchemaCuts {
    private SchemaCuts() {
    }

    static FuzzSchema withoutTable(FuzzSchema s, int i) {
        List<FuzzTable> tables = new ArrayList<>(s.tables());
        String name = tables.remove(i).name();
        List<List<List<String>>> rows = new ArrayList<>(s.rows());
        rows.remove(i);
        List<String> churn = s.churn().stream().filter(c -> !c.matches(".*\\b" + name + "\\b.*")).toList();
        return new FuzzSchema(tables, rows, churn, s.indexesFirst(), s.vacuum(), s.analyze());
    }

    /** Per table: without each index, the primary key, each UNIQUE, the partitioning. */
    static List<FuzzSchema> tableCuts(FuzzSchema s) {
        List<FuzzSchema> out = new ArrayList<>();
        for (int t = 0; t < s.tables().size(); t++) {
            FuzzTable table = s.tables().get(t);
            for (int i = 0; i < table.indexes().size(); i++) {
                List<FuzzTable.Index> idx = new ArrayList<>(table.indexes());
                idx.remove(i);
                out.add(s.withTable(t, table.withIndexes(idx)));
            }
            if (!table.primaryKey().isEmpty()) {
                out.add(s.withTable(t, table.withPrimaryKey(List.of())));
            }
            for (int i = 0; i < table.uniques().size(); i++) {
                List<List<String>> u = new ArrayList<>(table.uniques());
                u.remove(i);
                out.add(s.withTable(t, table.withUniques(u)));
            }
            if (table.partitioning() != null) {
                out.add(s.withTable(t, table.withPartitioning(null)));
            }
        }
        return out;
    }
}

package org.lanin.planner.cost;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The number of groups of a GROUP BY or DISTINCT over columns (selfuncs.c's
 * estimate_num_groups): per table, the product of its columns' distinct counts, clamped to the
 * table's rows (to a tenth of them, but at least the largest single count, when several columns
 * multiply) and reduced when a filter keeps only some of the rows; the tables' results
 * multiplied, then clamped to the input rows.
 */
public final class SelectivityGroups {
    /**
     * One grouping column.
     *
     * @param relation     identifies its table (equal objects: the same table instance in the query)
     * @param relationRows rows of that table left after its filters (at most {@code column.relTuples()})
     * @param column       the column
     */
    public record GroupColumn(Object relation, double relationRows, SelectivityColumn column) {
    }

    private SelectivityGroups() {
    }

    /** Groups formed by {@code columns} over {@code inputRows} rows; 1 for an empty list. */
    public static double numGroups(List<GroupColumn> columns, double inputRows) {
        if (columns.isEmpty() || inputRows <= 1.0) {
            return 1.0;
        }
        Map<Object, List<GroupColumn>> byRelation = new LinkedHashMap<>();
        for (GroupColumn g : columns) {
            byRelation.computeIfAbsent(g.relation(), k -> new java.util.ArrayList<>()).add(g);
        }
        double groups = 1.0;
        for (List<GroupColumn> rel : byRelation.values()) {
            groups *= relationGroups(rel);
        }
        groups = Math.ceil(groups);
        return Math.max(1.0, Math.min(groups, inputRows));
    }

    /** Distinct combinations of one table's grouping columns among its surviving rows. */
    public static double relationGroups(List<GroupColumn> rel) {
        double tuples = rel.get(0).column().relTuples();
        double rows = rel.get(0).relationRows();
        double distinct = 1.0;
        double maxDistinct = 0.0;
        for (GroupColumn g : rel) {
            double nd = g.column().numDistinct();
            distinct *= nd;
            maxDistinct = Math.max(maxDistinct, nd);
        }
        double clamp = tuples;
        if (rel.size() > 1) {
            clamp *= 0.1;
            if (clamp < maxDistinct) {
                clamp = Math.min(maxDistinct, tuples);
            }
        }
        if (distinct > clamp) {
            distinct = clamp;
        }
        if (distinct > 0 && tuples > 0 && rows < tuples) {
            distinct *= 1 - Math.pow((tuples - rows) / tuples, tuples / distinct);
        }
        return SelectivityDefaults.clampRows(distinct);
    }
}

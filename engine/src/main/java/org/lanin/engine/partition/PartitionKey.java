package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * A partitioned table's key: its strategy and key elements. A plain element is a column by name,
 * not attnum, because every table of a partition tree has the same column names but each its own
 * physical layout; a level's key is found by name in whichever layout a row is in. An expression
 * element (PARTITION BY RANGE (a, abs(b)), PostgreSQL's partexprs) is kept as SQL text over those
 * names, which the planner binds against whichever layout it reads ({@link KeyCompiler}): the
 * engine never holds a compiled expression in the catalog, so nothing needs rebinding on open.
 *
 * @param columns     per element the column's name, or for an expression its text as
 *                    pg_get_partkeydef shows it (what error messages name)
 * @param exprs       null when every element is a column; else per element the expression's SQL
 *                    text (the same deparsed text), null for a column (appended: older logs read null)
 * @param exprColumns the columns the expressions read, for DROP COLUMN / ALTER TYPE / RENAME
 *                    (appended: older logs read null)
 */
public record PartitionKey(PartitionStrategy strategy, List<String> columns, List<DataType> types,
                           List<String> exprs, List<String> exprColumns) {
    public PartitionKey {
        columns = List.copyOf(columns);
        types = List.copyOf(types);
        exprs = exprs == null || exprs.stream().allMatch(e -> e == null)
                ? null : Collections.unmodifiableList(new ArrayList<>(exprs));
        exprColumns = exprs == null || exprColumns == null ? null : List.copyOf(exprColumns);
    }

    public PartitionKey(PartitionStrategy strategy, List<String> columns, List<DataType> types) {
        this(strategy, columns, types, null, null);
    }

    /** The key after a column rename of a plain key column (expressions are re-rendered by the planner). */
    public PartitionKey withColumnRenamed(String from, String to) {
        List<String> cols = new ArrayList<>(columns.size());
        for (int i = 0; i < columns.size(); i++) {
            cols.add(!isExpression(i) && columns.get(i).equals(from) ? to : columns.get(i));
        }
        return new PartitionKey(strategy, cols, types, exprs, exprColumns);
    }

    public int size() {
        return columns.size();
    }

    /** Whether element {@code i} is an expression rather than a column. */
    public boolean isExpression(int i) {
        return exprs != null && exprs.get(i) != null;
    }

    /**
     * Element {@code i} as an error's DETAIL names it: the column, or the expression deparsed
     * without the parentheses pg_get_partkeydef adds around anything but a function call.
     */
    public String detailText(int i) {
        String c = columns.get(i);
        return isExpression(i) && c.startsWith("(") && c.endsWith(")") ? c.substring(1, c.length() - 1) : c;
    }

    public boolean hasExpressions() {
        return exprs != null;
    }

    /** Whether {@code column} is a key column or read by a key expression. */
    public boolean references(String column) {
        for (int i = 0; i < columns.size(); i++) {
            if (!isExpression(i) && columns.get(i).equals(column)) {
                return true;
            }
        }
        return exprColumns != null && exprColumns.contains(column);
    }
}

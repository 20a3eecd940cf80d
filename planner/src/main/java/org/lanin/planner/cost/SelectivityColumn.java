package org.lanin.planner.cost;

import java.util.Comparator;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.stats.ColumnStatistics;
import org.lanin.engine.stats.RelationSize;
import org.lanin.engine.stats.StatisticsStore;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;

/**
 * One column as the estimators see it (PostgreSQL's VariableStatData): its ANALYZE statistics
 * (null when never analysed), its type, the number of rows its table has now (for n_distinct
 * stored as a fraction, and for unique columns) and whether a unique index covers exactly it.
 *
 * @param stats     from {@code StatisticsStore.column(table, column)}; null: none
 * @param type      the column's type
 * @param relTuples rows of the table now ({@code RelationSize.of(table, catalog).rows()})
 * @param unique    a unique index (or primary key) on this column alone: PostgreSQL's isunique
 */
public record SelectivityColumn(ColumnStatistics stats, DataType type, double relTuples, boolean unique) {

    /**
     * The column as the database knows it now: its statistics from {@code store}, its table's
     * rows now ({@link RelationSize}), unique when a unique index has it as its only column.
     */
    public static SelectivityColumn of(StatisticsStore store, CatalogSnapshot catalog, TableDef table, ColumnDef column) {
        boolean unique = false;
        for (IndexDef i : table.indexes()) {
            unique |= i.unique() && i.valid() && i.plain() && i.attnums().length == 1 && i.attnums()[0] == column.attnum();
        }
        return new SelectivityColumn(store.column(table, column), column.type(),
                RelationSize.of(table, catalog).rows(), unique);
    }

    public boolean hasStats() {
        return stats != null;
    }

    /** NULL fraction; 0 without statistics. */
    public double nullFrac() {
        return stats == null ? 0.0 : stats.nullFrac();
    }

    /**
     * get_variable_numdistinct: distinct non-null values. A unique column has one per non-null
     * row; a negative n_distinct scales with the rows now; without statistics a boolean has 2, a
     * table of fewer than 200 rows one per row, else the default 200.
     */
    public double numDistinct() {
        double nd = rawDistinct();
        if (nd > 0.0) {
            return SelectivityDefaults.clampRows(nd);
        }
        if (relTuples <= 0.0) {
            return SelectivityDefaults.NUM_DISTINCT;
        }
        if (nd < 0.0) {
            return SelectivityDefaults.clampRows(-nd * relTuples);
        }
        if (relTuples < SelectivityDefaults.NUM_DISTINCT) {
            return SelectivityDefaults.clampRows(relTuples);
        }
        return SelectivityDefaults.NUM_DISTINCT;
    }

    /** True when {@link #numDistinct()} is the default guess, not derived from anything known. */
    public boolean numDistinctIsDefault() {
        double nd = rawDistinct();
        return nd == 0.0 && (relTuples <= 0.0 || relTuples >= SelectivityDefaults.NUM_DISTINCT)
                || nd < 0.0 && relTuples <= 0.0;
    }

    private double rawDistinct() {
        double nd;
        if (stats != null) {
            nd = stats.nDistinct();
        } else if (type.kind() == TypeKind.BOOLEAN) {
            nd = 2.0;
        } else {
            nd = 0.0;
        }
        if (unique) {
            nd = -1.0 * (1.0 - nullFrac());
        }
        return nd;
    }

    /**
     * Compares a value of this column (an MCV or histogram bound) with a constant: in the
     * column type's order when the constant has the column's class (char(n) ignores trailing
     * spaces), else across types as PostgreSQL's cross-type operators do (numbers, date/time).
     */
    int compare(Object columnValue, Object constant) {
        if (constant.getClass() == type.kind().javaClass()) {
            return order().compare(columnValue, constant);
        }
        return ValueComparators.compare(columnValue, constant);
    }

    Comparator<Object> order() {
        return ValueComparators.forType(type);
    }
}

package org.lanin.planner.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.DataType;
import org.lanin.planner.cost.SelectivityRange.Op;

/** A never-analysed column gets PostgreSQL's defaults; AND/OR/NOT and range pairing. */
class SelectivityDefaultsTest {
    private static final SelectivityColumn NONE = new SelectivityColumn(null, DataType.INTEGER, 10_000, false);

    @Test
    void defaultsWithoutStatistics() {
        assertThat(SelectivityEquality.eqConst(NONE, 5)).isEqualTo(0.005);
        assertThat(SelectivityEquality.eqUnknown(NONE)).isEqualTo(0.005);
        assertThat(NONE.numDistinctIsDefault()).isTrue();
        assertThat(SelectivityEquality.eqConst(new SelectivityColumn(null, DataType.INTEGER, 40, false), 5))
                .as("a table under 200 rows: one row per value").isEqualTo(1.0 / 40);
        assertThat(SelectivityEquality.eqConst(new SelectivityColumn(null, DataType.BOOLEAN, 1e6, false), true))
                .isEqualTo(0.5);
        assertThat(SelectivityEquality.eqConst(new SelectivityColumn(null, DataType.INTEGER, 1e6, true), 5))
                .isEqualTo(1e-6);
        assertThat(SelectivityRange.compare(NONE, Op.LT, 5)).isEqualTo(1.0 / 3);
        assertThat(SelectivityRange.between(NONE, 1, true, 9, true)).isEqualTo(0.005);
        assertThat(SelectivityNulls.isNull(NONE)).isEqualTo(0.005);
        assertThat(SelectivityNulls.isNotNull(NONE)).isEqualTo(0.995);
        assertThat(SelectivityNulls.booleanColumn(NONE)).isEqualTo(0.5);
        assertThat(SelectivityJoin.equiJoin(NONE, NONE)).isEqualTo(0.005);
        assertThat(SelectivityEquality.in(NONE, List.of(1, 2, 3))).isCloseTo(0.015, within(1e-12));
    }

    @Test
    void aColumnAsTheDatabaseKnowsIt() {
        var a = new org.lanin.engine.catalog.ColumnDef("a", 1, DataType.INTEGER, false, null, null, (char) 0, false);
        var b = new org.lanin.engine.catalog.ColumnDef("b", 2, DataType.INTEGER, false, null, null, (char) 0, false);
        var pk = new org.lanin.engine.catalog.IndexDef(2, "t_pkey", "t", new int[] {1}, true, true, true, null);
        var ab = new org.lanin.engine.catalog.IndexDef(3, "t_ab", "t", new int[] {1, 2}, true, false, false, null);
        var t = new org.lanin.engine.catalog.TableDef(1, "t", List.of(a, b), List.of(pk, ab), List.of(),
                new org.lanin.engine.storage.heap.HeapTable(), 1);
        var store = new org.lanin.engine.stats.StatisticsStore();
        SelectivityColumn ca = SelectivityColumn.of(store, null, t, a);
        assertThat(ca.unique()).isTrue();
        assertThat(ca.hasStats()).isFalse();
        assertThat(ca.relTuples()).isZero();
        assertThat(SelectivityColumn.of(store, null, t, b).unique()).as("only the leading column of a unique pair").isFalse();
    }

    @Test
    void andOrNot() {
        assertThat(SelectivityClauses.and(0.5, 0.2)).isCloseTo(0.1, within(1e-12));
        assertThat(SelectivityClauses.or(0.5, 0.2)).isCloseTo(0.6, within(1e-12));
        assertThat(SelectivityClauses.or(0.5, 0.2, 0.1)).isCloseTo(0.64, within(1e-12));
        assertThat(SelectivityClauses.not(0.3)).isCloseTo(0.7, within(1e-12));
    }

    @Test
    void boundsOnOneColumnPairIntoARange() {
        Data d = Data.of(DataType.INTEGER, Data.uniform(50_000, 1000, 81), 82);
        double lower = SelectivityRange.compare(d.column, Op.GT, 100);
        double upper = SelectivityRange.compare(d.column, Op.LT, 200);
        double paired = new SelectivityClauses.Conjunction().addBound("x", d.column, true, lower)
                .addBound("x", d.column, false, upper).selectivity();
        assertThat(paired).isCloseTo(d.truth(v -> (Integer) v > 100 && (Integer) v < 200), within(0.01));
        assertThat(paired).isEqualTo(SelectivityRange.between(d.column, 100, false, 200, false));
        // the tighter of two lower bounds wins; other clauses multiply in
        double tighter = SelectivityRange.compare(d.column, Op.GT, 150);
        double withMore = new SelectivityClauses.Conjunction().addBound("x", d.column, true, lower)
                .addBound("x", d.column, true, tighter).addBound("x", d.column, false, upper).add(0.5).selectivity();
        assertThat(withMore).isCloseTo(0.5 * d.truth(v -> (Integer) v > 150 && (Integer) v < 200), within(0.01));
        // one side alone is just itself; defaults pair into the default range estimate
        assertThat(new SelectivityClauses.Conjunction().addBound("x", d.column, true, lower).selectivity()).isEqualTo(lower);
        assertThat(new SelectivityClauses.Conjunction().addBound("y", NONE, true, 1.0 / 3)
                .addBound("y", NONE, false, 1.0 / 3).selectivity()).isEqualTo(0.005);
    }
}

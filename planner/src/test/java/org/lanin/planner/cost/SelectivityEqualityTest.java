package org.lanin.planner.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.DataType;

/** = , <>, IN, NOT IN, = parameter, IS NULL and boolean tests against the true fractions. */
class SelectivityEqualityTest {
    private static final Data UNIFORM = Data.of(DataType.INTEGER, Data.uniform(100_000, 1000, 1), 2);
    private static final Data ZIPF = Data.of(DataType.INTEGER, Data.zipf(100_000, 5000, 3), 4);

    /** 50%, 25%, 15%, 7%, 3% of 10,000 rows: a small domain the MCV list holds completely. */
    private static Data fewDistinct() {
        List<Object> v = new ArrayList<>();
        int[] counts = {5000, 2500, 1500, 700, 300};
        for (int k = 0; k < counts.length; k++) {
            v.addAll(Collections.nCopies(counts[k], k + 1));
        }
        Collections.shuffle(v, new java.util.Random(5));
        return Data.of(DataType.INTEGER, v, 6);
    }

    @Test
    void uniformColumnEqualityIsOneOverNDistinct() {
        for (int x : new int[] {1, 17, 500, 999}) {
            assertThat(SelectivityEquality.eqConst(UNIFORM.column, x)).isCloseTo(0.001, within(0.0003));
        }
        assertThat(SelectivityEquality.eqUnknown(UNIFORM.column)).isCloseTo(0.001, within(0.0002));
        assertThat(SelectivityEquality.neqConst(UNIFORM.column, 5)).isCloseTo(0.999, within(0.0003));
    }

    @Test
    void skewedColumnUsesMcvFrequenciesAndSharesTheRest() {
        for (int x = 1; x <= 10; x++) {
            int v = x;
            assertThat(SelectivityEquality.eqConst(ZIPF.column, x)).as("value %d", x)
                    .isCloseTo(ZIPF.truth(o -> o.equals(v)), within(0.004));
        }
        // a tail value: the average frequency of the values outside the MCV list, give or take
        double tail = SelectivityEquality.eqConst(ZIPF.column, 4000);
        assertThat(tail).isBetween(0.00002, 0.0005);
        // a parameter: never above the most common value's frequency
        assertThat(SelectivityEquality.eqUnknown(ZIPF.column)).isLessThanOrEqualTo(ZIPF.column.stats().mcvFreq(0));
    }

    @Test
    void smallDomainIsExact() {
        Data d = fewDistinct();
        assertThat(SelectivityEquality.eqConst(d.column, 1)).isEqualTo(0.5, within(1e-6));
        assertThat(SelectivityEquality.eqConst(d.column, 5)).isEqualTo(0.03, within(1e-6));
        assertThat(SelectivityEquality.eqConst(d.column, 6)).as("not in the domain").isLessThanOrEqualTo(0.03);
        assertThat(SelectivityEquality.in(d.column, List.of(1, 2))).isEqualTo(0.75, within(1e-6));
        assertThat(SelectivityEquality.notIn(d.column, List.of(1, 2))).isEqualTo(0.25, within(1e-6));
        List<Object> withNull = new ArrayList<>(List.of(1));
        withNull.add(null);
        assertThat(SelectivityEquality.notIn(d.column, withNull)).isZero();
        assertThat(SelectivityEquality.in(d.column, withNull)).isEqualTo(0.5, within(1e-6));
    }

    @Test
    void uniqueColumnMatchesOneRow() {
        Data d = Data.of(DataType.INTEGER, Data.sequence(50_000), 100, 7, true);
        assertThat(SelectivityEquality.eqConst(d.column, 123)).isEqualTo(1.0 / 50_000);
        assertThat(SelectivityEquality.eqUnknown(d.column)).isEqualTo(1.0 / 50_000);
        Data notDeclared = Data.of(DataType.INTEGER, Data.sequence(50_000), 7);
        assertThat(SelectivityEquality.eqConst(notDeclared.column, 123)).isCloseTo(1.0 / 50_000, within(1e-7));
    }

    @Test
    void inListSumsEqualitiesAndFallsBackToOrWhenTheSumExceedsOne() {
        List<Object> list = List.of(1, 2, 3, 4, 5);
        assertThat(SelectivityEquality.in(UNIFORM.column, list)).isCloseTo(UNIFORM.truth(list::contains), within(0.002));
        Data d = fewDistinct();
        List<Object> repeated = Collections.nCopies(3, 1);
        assertThat(SelectivityEquality.in(d.column, repeated)).as("1.5 is not a probability: OR instead")
                .isEqualTo(1 - 0.5 * 0.5 * 0.5, within(1e-6));
    }

    @Test
    void crossTypeConstantsCompareByValue() {
        Data d = fewDistinct();
        assertThat(SelectivityEquality.eqConst(d.column, 1L)).isEqualTo(0.5, within(1e-6));
        assertThat(SelectivityEquality.eqConst(d.column, new BigDecimal("2.0"))).isEqualTo(0.25, within(1e-6));
        assertThat(SelectivityEquality.eqConst(d.column, null)).isZero();
    }

    @Test
    void nullTestsAndAllNullColumns() {
        List<Object> v = new ArrayList<>(Collections.nCopies(700, null));
        v.addAll(Data.sequence(300));
        Data d = Data.of(DataType.INTEGER, v, 9);
        assertThat(SelectivityNulls.isNull(d.column)).isEqualTo(0.7, within(1e-6));
        assertThat(SelectivityNulls.isNotNull(d.column)).isEqualTo(0.3, within(1e-6));
        Data allNull = Data.of(DataType.INTEGER, new ArrayList<>(Collections.nCopies(500, null)), 9);
        assertThat(SelectivityNulls.isNull(allNull.column)).isEqualTo(1.0);
        assertThat(SelectivityEquality.eqConst(allNull.column, 5)).isZero();
        assertThat(SelectivityRange.compare(allNull.column, SelectivityRange.Op.LT, 5)).isZero();
    }

    @Test
    void booleanColumns() {
        List<Object> v = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            v.add(i % 10 < 3 ? Boolean.TRUE : i % 10 < 9 ? Boolean.FALSE : null);
        }
        Data d = Data.of(DataType.BOOLEAN, v, 10);
        assertThat(SelectivityNulls.booleanColumn(d.column)).isEqualTo(0.3, within(1e-6));
        assertThat(SelectivityNulls.booleanTest(d.column, SelectivityNulls.BoolTest.IS_FALSE)).isEqualTo(0.6, within(1e-6));
        assertThat(SelectivityNulls.booleanTest(d.column, SelectivityNulls.BoolTest.IS_NOT_TRUE)).isEqualTo(0.7, within(1e-6));
        assertThat(SelectivityNulls.booleanTest(d.column, SelectivityNulls.BoolTest.IS_UNKNOWN)).isEqualTo(0.1, within(1e-6));
        assertThat(SelectivityNulls.booleanTest(d.column, SelectivityNulls.BoolTest.IS_NOT_FALSE)).isEqualTo(0.4, within(1e-6));
    }
}

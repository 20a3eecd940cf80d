package org.lanin.planner.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.cost.SelectivityRange.Op;

/** <, <=, >, >= and BETWEEN through MCVs and histogram interpolation, per type. */
class SelectivityRangeTest {
    private static final Data UNIFORM = Data.of(DataType.INTEGER, Data.uniform(50_000, 1000, 21), 22);
    private static final Data ZIPF = Data.of(DataType.INTEGER, Data.zipf(50_000, 5000, 23), 24);

    private static void checkAll(Data d, List<Object> constants, double tolerance) {
        var order = ValueComparators.forType(d.column.type());
        for (Object x : constants) {
            for (Op op : Op.values()) {
                double truth = d.truth(v -> op.test(order.compare(v, x)));
                assertThat(SelectivityRange.compare(d.column, op, x)).as("%s %s", op, x).isCloseTo(truth, within(tolerance));
            }
        }
    }

    @Test
    void uniformIntegers() {
        List<Object> xs = new ArrayList<>();
        for (int x = -50; x <= 1100; x += 71) {
            xs.add(x);
        }
        checkAll(UNIFORM, xs, 0.01);
    }

    @Test
    void skewedIntegers() {
        checkAll(ZIPF, List.of(1, 2, 3, 10, 50, 400, 2500, 4999, 6000), 0.015);
    }

    @Test
    void betweenOnUniformAndSkewed() {
        assertThat(SelectivityRange.between(UNIFORM.column, 100, true, 300, true))
                .isCloseTo(UNIFORM.truth(v -> (Integer) v >= 100 && (Integer) v <= 300), within(0.01));
        assertThat(SelectivityRange.between(ZIPF.column, 2, true, 20, false))
                .isCloseTo(ZIPF.truth(v -> (Integer) v >= 2 && (Integer) v < 20), within(0.01));
        assertThat(SelectivityRange.between(UNIFORM.column, 500, true, 500, true)).as("a point range stays positive")
                .isGreaterThan(0).isLessThan(0.01);
        assertThat(SelectivityRange.between(UNIFORM.column, 600, true, 500, true))
                .as("an empty range reads as unrecognised defaults, as in PostgreSQL").isEqualTo(0.005);
    }

    @Test
    void datesAndTimestampsInterpolate() {
        List<Object> days = new ArrayList<>();
        List<Object> stamps = new ArrayList<>();
        LocalDate start = LocalDate.of(2020, 1, 1);
        for (int i = 0; i < 40_000; i++) {
            days.add(start.plusDays(i % 1461));
            stamps.add(start.atStartOfDay().plusMinutes(i * 7L));
        }
        Data d = Data.of(DataType.DATE, days, 31);
        checkAll(d, List.of(LocalDate.of(2020, 3, 15), LocalDate.of(2022, 7, 1), LocalDate.of(2019, 1, 1)), 0.01);
        Data t = Data.of(DataType.TIMESTAMP, stamps, 32);
        checkAll(t, List.of(LocalDateTime.of(2020, 2, 1, 12, 0), LocalDateTime.of(2020, 4, 30, 0, 0)), 0.01);
        // a date constant against a timestamp column compares on one time line
        assertThat(SelectivityRange.compare(t.column, Op.LT, LocalDate.of(2020, 3, 1)))
                .isCloseTo(t.truth(v -> ((LocalDateTime) v).isBefore(LocalDateTime.of(2020, 3, 1, 0, 0))), within(0.01));
    }

    @Test
    void textInterpolatesWithinABucket() {
        List<Object> words = new ArrayList<>();
        java.util.SplittableRandom r = new java.util.SplittableRandom(33);
        for (int i = 0; i < 30_000; i++) {
            char a = (char) ('a' + r.nextInt(26));
            char b = (char) ('a' + r.nextInt(26));
            words.add("" + a + b + i);
        }
        Data d = Data.of(DataType.TEXT, words, 34);
        checkAll(d, List.of("b", "hello", "mm", "zz", "A", "~"), 0.01);
    }

    @Test
    void aSmallerStatisticsTargetStillEstimates() {
        Data d = Data.of(DataType.INTEGER, Data.uniform(50_000, 10_000, 41), 10, 42, false);
        assertThat(d.column.stats().histogramBounds()).hasSize(11);
        checkAll(d, List.of(1000, 5000, 9000), 0.03);
    }

    @Test
    void nullConstantsMatchNothing() {
        assertThat(SelectivityRange.compare(UNIFORM.column, Op.LT, null)).isZero();
        assertThat(SelectivityRange.between(UNIFORM.column, null, true, 5, true)).isZero();
    }
}

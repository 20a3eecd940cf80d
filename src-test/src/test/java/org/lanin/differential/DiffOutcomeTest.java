package org.lanin.differential;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The comparison rules of the harness, without any database. */
class DiffOutcomeTest {

    private static DiffOutcome rows(Object[]... rows) {
        return DiffOutcome.rows(rows.length == 0 ? 0 : rows[0].length, java.util.Arrays.stream(rows)
                .map(r -> java.util.Arrays.stream(r).map(v -> v == null ? DiffValues.NULL : DiffValues.canonical(v)).toList())
                .toList());
    }

    @Test
    void numbersCompareByValueAcrossTypes() {
        DiffOutcome a = rows(new Object[] {1, new BigDecimal("2.50"), 3.0});
        DiffOutcome b = rows(new Object[] {1L, new BigDecimal("2.5"), new BigDecimal("3")});
        assertThat(a.differenceFrom(b, true)).isNull();
        assertThat(a.differenceFrom(rows(new Object[] {1, new BigDecimal("2.51"), 3.0}), true)).contains("row 1");
    }

    @Test
    void orderMattersOnlyWhenOrdered() {
        DiffOutcome a = rows(new Object[] {1}, new Object[] {2});
        DiffOutcome b = rows(new Object[] {2}, new Object[] {1});
        assertThat(a.differenceFrom(b, false)).isNull();
        assertThat(a.differenceFrom(b, true)).isNotNull();
        assertThat(a.differenceFrom(rows(new Object[] {1}, new Object[] {1}), false)).isNotNull();
    }

    @Test
    void nullIsNotTheStringNullAndStringsAreExact() {
        assertThat(rows(new Object[] {null}).differenceFrom(rows(new Object[] {"NULL"}), true)).isNotNull();
        assertThat(rows(new Object[] {"a "}).differenceFrom(rows(new Object[] {"a"}), true)).isNotNull();
        assertThat(rows(new Object[] {"1"}).differenceFrom(rows(new Object[] {1}), true)).isNotNull();
    }

    @Test
    void columnCountAndErrorsAreDifferences() {
        assertThat(rows(new Object[] {1, 2}).differenceFrom(rows(new Object[] {1}), true)).contains("column count");
        assertThat(DiffOutcome.error("x").differenceFrom(rows(new Object[] {1}), true)).contains("failed");
        assertThat(DiffOutcome.error("x").differenceFrom(DiffOutcome.error("y"), true)).isNull();
    }

    @Test
    void deviationTextUsesTheSameCanonicalForm() {
        assertThat(DiffValues.canonicalText("2.50")).isEqualTo(DiffValues.canonical(new BigDecimal("2.5")));
        assertThat(DiffValues.canonicalText("-0")).isEqualTo(DiffValues.canonical(-0.0));
        assertThat(DiffValues.canonicalText("NULL")).isEqualTo(DiffValues.NULL);
        assertThat(DiffValues.canonicalText("abc")).isEqualTo(DiffValues.canonical("abc"));
    }

    @Test
    void orderByIsDetectedOnlyAtTopLevel() {
        assertThat(OrderBy.atTopLevel("SELECT a FROM t ORDER  BY a")).isTrue();
        assertThat(OrderBy.atTopLevel("SELECT a FROM (SELECT a FROM t ORDER BY a) x")).isFalse();
        assertThat(OrderBy.atTopLevel("SELECT 'order by' FROM t")).isFalse();
        assertThat(OrderBy.atTopLevel("SELECT border FROM t")).isFalse();
        assertThat(List.of(1)).hasSize(1);
    }
}

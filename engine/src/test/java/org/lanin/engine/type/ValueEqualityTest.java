package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Grouping equality agrees with the float order ({@link ValueComparators#compareDouble}): -0 equals
 * 0 and NaN equals NaN, with equal hashes, for real and double precision alike; other values keep
 * their equality.
 */
class ValueEqualityTest {
    private static final double[] DOUBLES = {-0.0, 0.0, Double.NaN, Double.longBitsToDouble(0x7ff8000000000001L),
        1.0, -1.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE};

    @Test
    void doublesAreEqualExactlyWhenTheyCompareEqual() {
        for (double x : DOUBLES) {
            for (double y : DOUBLES) {
                boolean equal = ValueComparators.compareDouble(x, y) == 0;
                assertThat(ValueEquality.same(x, y)).as("%s = %s", x, y).isEqualTo(equal);
                assertThat(ValueEquality.same((float) x, (float) y)).as("%s = %s (real)", x, y)
                        .isEqualTo(ValueComparators.compareDouble((float) x, (float) y) == 0);
                if (equal) {
                    assertThat(ValueEquality.hash(x)).as("hash %s, %s", x, y).isEqualTo(ValueEquality.hash(y));
                    assertThat(ValueEquality.hash((float) x)).isEqualTo(ValueEquality.hash((float) y));
                }
            }
        }
    }

    @Test
    void otherValuesKeepTheirEquality() {
        assertThat(ValueEquality.same(null, null)).isTrue();
        assertThat(ValueEquality.same(null, 0.0)).isFalse();
        assertThat(ValueEquality.same(new BigDecimal("1.0"), new BigDecimal("1.00"))).isTrue();
        assertThat(ValueEquality.hash(new BigDecimal("1.0"))).isEqualTo(ValueEquality.hash(new BigDecimal("1.00")));
        assertThat(ValueEquality.same(new byte[] {1, 2}, new byte[] {1, 2})).isTrue();
        assertThat(ValueEquality.same("a", "a ")).isFalse();
        assertThat(ValueEquality.same(1, 1)).isTrue();
    }

    @Test
    void arraysOfFloatsFollowElementEquality() {
        ArrayValue minusZero = ArrayValue.of(new Object[] {-0.0, Double.NaN});
        ArrayValue zero = ArrayValue.of(new Object[] {0.0, Double.NaN});
        assertThat(minusZero).isEqualTo(zero);
        assertThat(minusZero.hashCode()).isEqualTo(zero.hashCode());
    }
}

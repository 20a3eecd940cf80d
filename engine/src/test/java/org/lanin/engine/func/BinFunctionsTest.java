package org.lanin.engine.func;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.Interval;

/**
 * What the differential script ({@code ddl/pg14_15_functions.sql}) cannot record: bounds whose
 * difference overflows a double, where PostgreSQL 15 itself answers -2147483648 (an overflow it
 * fixed later); numeric and double precision agree on ordinary values; date_bin floors before the
 * origin too.
 */
class BinFunctionsTest {
    @Test
    void hugeDoubleRangesStayInTheirBuckets() {
        assertThat(BinFunctions.bucket(1e307, -1e308, 1e308, 4)).isEqualTo(3);
        assertThat(BinFunctions.bucket(-1e308 * 0.99, -1e308, 1e308, 10)).isEqualTo(1);
        assertThat(BinFunctions.bucket(1e308 * 0.99, -1e308, 1e308, 10)).isEqualTo(10);
        assertThat(BinFunctions.bucket(0.0, 1e308, -1e308, 2)).isEqualTo(2);
    }

    @Test
    void numericAndDoubleAgree() {
        for (int i = -20; i <= 120; i++) {
            double x = i / 10.0;
            assertThat(BinFunctions.bucket(BigDecimal.valueOf(x), BigDecimal.ZERO, BigDecimal.TEN, 7))
                    .as("%s", x).isEqualTo(BinFunctions.bucket(x, 0, 10, 7));
        }
    }

    @Test
    void dateBinFloorsOnBothSidesOfTheOrigin() {
        LocalDateTime origin = LocalDateTime.of(2001, 1, 1, 0, 0);
        Interval fifteen = new Interval(0, 0, 15 * 60_000_000L);
        assertThat(BinFunctions.bin(fifteen, LocalDateTime.of(2000, 12, 31, 23, 50), origin))
                .isEqualTo(LocalDateTime.of(2000, 12, 31, 23, 45));
        assertThat(BinFunctions.bin(fifteen, LocalDateTime.of(2001, 1, 1, 0, 15), origin))
                .isEqualTo(LocalDateTime.of(2001, 1, 1, 0, 15));
        assertThat(BinFunctions.bin(fifteen, LocalDateTime.of(2000, 12, 31, 23, 45), origin))
                .isEqualTo(LocalDateTime.of(2000, 12, 31, 23, 45));
    }
}

package org.lanin.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** PostgreSQL's stored sizes (VARSIZE_ANY), checked against pg_column_size on PostgreSQL 15. */
class ValueWidthTest {
    @Test
    void numericIsHeaderPlusTwoBytesPerBase10000Digit() {
        assertThat(ValueWidth.storedBytes(BigDecimal.ZERO)).isEqualTo(3);
        assertThat(ValueWidth.storedBytes(new BigDecimal("1.50"))).isEqualTo(7);
        assertThat(ValueWidth.storedBytes(new BigDecimal("15.00"))).isEqualTo(5);
        assertThat(ValueWidth.storedBytes(new BigDecimal("0.0001"))).isEqualTo(5);
        assertThat(ValueWidth.storedBytes(new BigDecimal("10000"))).isEqualTo(5);
        assertThat(ValueWidth.storedBytes(new BigDecimal("123456789.125"))).isEqualTo(11);
        assertThat(ValueWidth.storedBytes(new BigDecimal("-7"))).isEqualTo(5);
    }

    @Test
    void textHasAOneByteHeaderUpTo126Bytes() {
        assertThat(ValueWidth.storedBytes("")).isEqualTo(1);
        assertThat(ValueWidth.storedBytes("abc")).isEqualTo(4);
        assertThat(ValueWidth.storedBytes("é")).isEqualTo(3);
        assertThat(ValueWidth.storedBytes("x".repeat(126))).isEqualTo(127);
        assertThat(ValueWidth.storedBytes("x".repeat(127))).isEqualTo(131);
        assertThat(ValueWidth.tooWide("x".repeat(1020))).isFalse();
        assertThat(ValueWidth.tooWide("x".repeat(1021))).isTrue();
    }
}

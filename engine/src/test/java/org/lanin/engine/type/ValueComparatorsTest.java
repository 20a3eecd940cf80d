package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ValueComparatorsTest {
    @Test
    void mixedNumericsCompareByValue() {
        assertThat(ValueComparators.compare(1, new BigDecimal("1.00"))).isZero();
        assertThat(ValueComparators.compare(2L, 1.5)).isPositive();
        assertThat(ValueComparators.compare(new BigDecimal("0.1"), 0.2)).isNegative();
        assertThat(ValueComparators.compare((short) 3, 3L)).isZero();
        assertThat(ValueComparators.compare(1.5f, 1.5)).isZero();
        assertThat(ValueComparators.compare(Long.MAX_VALUE, new BigDecimal("9223372036854775808"))).isNegative();
    }

    @Test
    void floatsPutNanLastAndEqualSignedZeros() {
        var c = ValueComparators.forType(DataType.DOUBLE);
        assertThat(c.compare(Double.NaN, Double.POSITIVE_INFINITY)).isPositive();
        assertThat(c.compare(Double.NaN, Double.NaN)).isZero();
        assertThat(c.compare(-0.0, 0.0)).isZero();
        assertThat(c.compare(-1.0, 1.0)).isNegative();
    }

    @Test
    void nullOrdering() {
        List<Object> v = new ArrayList<>(Arrays.asList(3, null, 1, 2));
        v.sort(ValueComparators.nullsLast(DataType.INTEGER));
        assertThat(v).containsExactly(1, 2, 3, null);
        v.sort(ValueComparators.nullsFirst(DataType.INTEGER));
        assertThat(v).containsExactly(null, 1, 2, 3);
    }

    @Test
    void textUsesCodePointOrder() {
        var c = ValueComparators.forType(DataType.TEXT);
        String emoji = "\uD83D\uDE00"; // U+1F600, a surrogate pair in UTF-16
        String privateUse = "\uFF21"; // U+FF21, above the surrogates in UTF-16 but below U+1F600
        assertThat(emoji.compareTo(privateUse)).isNegative(); // UTF-16 order is wrong
        assertThat(c.compare(emoji, privateUse)).isPositive(); // code point order is right
        assertThat(c.compare("a", "b")).isNegative();
        assertThat(c.compare("B", "a")).isNegative();
        assertThat(c.compare("ab", "a")).isPositive();
        assertThat(c.compare("a ", "a")).isPositive();
    }

    @Test
    void bpcharIgnoresTrailingSpaces() {
        var c = ValueComparators.forType(DataType.character(5));
        assertThat(c.compare("ab   ", "ab")).isZero();
        assertThat(c.compare("ab ", "ab\t")).isNegative();
        assertThat(c.compare("a", "ab")).isNegative();
    }

    @Test
    void byteaAndUuidCompareUnsigned() {
        var b = ValueComparators.forType(DataType.BYTEA);
        assertThat(b.compare(new byte[] {(byte) 0x80}, new byte[] {0x7f})).isPositive();
        assertThat(b.compare(new byte[] {1}, new byte[] {1, 0})).isNegative();
        var u = ValueComparators.forType(DataType.UUID);
        assertThat(u.compare(UUID.fromString("ffffffff-0000-0000-0000-000000000000"),
                UUID.fromString("00000000-0000-0000-0000-000000000000"))).isPositive();
    }

    @Test
    void datetimesCompareAcrossKinds() {
        LocalDate d = LocalDate.of(2024, 1, 1);
        assertThat(ValueComparators.compare(d, LocalDateTime.of(2024, 1, 1, 0, 0))).isZero();
        assertThat(ValueComparators.compare(LocalDateTime.of(2024, 1, 1, 1, 0),
                OffsetDateTime.of(2024, 1, 1, 1, 0, 0, 0, ZoneOffset.UTC))).isZero();
        assertThat(ValueComparators.forType(DataType.INTERVAL).compare(new Interval(1, 0, 0), new Interval(0, 30, 0))).isZero();
    }
}

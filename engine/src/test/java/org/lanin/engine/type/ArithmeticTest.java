package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.engine.type.ErrorAssert.fails;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ArithmeticTest {
    private static BigDecimal n(String s) {
        return new BigDecimal(s);
    }

    static Stream<Arguments> results() {
        return Stream.of(
                Arguments.of(ArithOp.ADD, 1, 2, 3),
                Arguments.of(ArithOp.DIVIDE, 7, 2, 3),
                Arguments.of(ArithOp.DIVIDE, -7, 2, -3),
                Arguments.of(ArithOp.MODULO, -7, 2, -1),
                Arguments.of(ArithOp.MODULO, Integer.MIN_VALUE, -1, 0),
                Arguments.of(ArithOp.ADD, (short) 1, (short) 2, (short) 3),
                Arguments.of(ArithOp.ADD, 1, 2L, 3L),
                Arguments.of(ArithOp.MULTIPLY, 3, n("1.5"), n("4.5")),
                Arguments.of(ArithOp.MULTIPLY, n("1.10"), n("2.0"), n("2.200")),
                Arguments.of(ArithOp.DIVIDE, n("1"), n("3"), n("0.33333333333333333333")),
                Arguments.of(ArithOp.DIVIDE, n("10"), 4, n("2.5000000000000000")),
                Arguments.of(ArithOp.DIVIDE, n("2"), n("3"), n("0.66666666666666666667")),
                Arguments.of(ArithOp.DIVIDE, n("12345"), n("3"), n("4115.0000000000000000")),
                Arguments.of(ArithOp.DIVIDE, n("1.000000000000000000000001"), n("1"), n("1.000000000000000000000001")),
                Arguments.of(ArithOp.MODULO, n("10.5"), n("3"), n("1.5")),
                Arguments.of(ArithOp.POWER, n("2"), n("3"), n("8.0000000000000000")),
                Arguments.of(ArithOp.POWER, 2, 3, 8.0),
                Arguments.of(ArithOp.ADD, 1, 0.5, 1.5),
                Arguments.of(ArithOp.ADD, 1.5f, 1.5f, 3.0f),
                Arguments.of(ArithOp.ADD, 1.5f, 1, 2.5),
                Arguments.of(ArithOp.ADD, LocalDate.of(2024, 2, 28), 2, LocalDate.of(2024, 3, 1)),
                Arguments.of(ArithOp.ADD, 2, LocalDate.of(2024, 2, 28), LocalDate.of(2024, 3, 1)),
                Arguments.of(ArithOp.SUBTRACT, LocalDate.of(2024, 3, 1), LocalDate.of(2024, 2, 28), 2),
                Arguments.of(ArithOp.ADD, LocalDate.of(2024, 1, 31), new Interval(1, 0, 0), LocalDateTime.of(2024, 2, 29, 0, 0)),
                Arguments.of(ArithOp.ADD, LocalDateTime.of(2024, 1, 1, 23, 0), new Interval(0, 1, 3_600_000_000L),
                        LocalDateTime.of(2024, 1, 3, 0, 0)),
                Arguments.of(ArithOp.SUBTRACT, LocalDateTime.of(2024, 1, 2, 3, 0), LocalDateTime.of(2024, 1, 1, 0, 0),
                        new Interval(0, 1, 10_800_000_000L)),
                Arguments.of(ArithOp.ADD, OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC), new Interval(0, 0, 1),
                        OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 1000, ZoneOffset.UTC)),
                Arguments.of(ArithOp.ADD, LocalTime.of(23, 0), new Interval(0, 0, 7_200_000_000L), LocalTime.of(1, 0)),
                Arguments.of(ArithOp.MULTIPLY, new Interval(1, 0, 0), 1.5, new Interval(1, 15, 0)),
                Arguments.of(ArithOp.DIVIDE, new Interval(0, 1, 0), 2, new Interval(0, 0, 43_200_000_000L)),
                Arguments.of(ArithOp.CONCAT, "a", 1, "a1"),
                Arguments.of(ArithOp.CONCAT, true, "x", "truex"), // PostgreSQL: true || 'x' is truex
                Arguments.of(ArithOp.CONCAT, new byte[] {1}, new byte[] {2}, new byte[] {1, 2}));
    }

    @ParameterizedTest
    @MethodSource("results")
    void computes(ArithOp op, Object a, Object b, Object expected) {
        Object r = Arithmetic.apply(op, a, b);
        assertThat(r).isEqualTo(expected);
        if (expected instanceof BigDecimal e) {
            assertThat(((BigDecimal) r).toPlainString()).isEqualTo(e.toPlainString());
        }
        DataType t = Arithmetic.resultType(op, DataType.of(ValueComparators.kindOf(a)), DataType.of(ValueComparators.kindOf(b)));
        assertThat(t.kind().javaClass()).isEqualTo(expected.getClass());
    }

    static Stream<Arguments> errors() {
        return Stream.of(
                Arguments.of(ArithOp.ADD, Integer.MAX_VALUE, 1, "22003", "integer out of range"),
                Arguments.of(ArithOp.MULTIPLY, (short) 300, (short) 300, "22003", "smallint out of range"),
                Arguments.of(ArithOp.MULTIPLY, Long.MAX_VALUE, 2L, "22003", "bigint out of range"),
                Arguments.of(ArithOp.SUBTRACT, Long.MIN_VALUE, 1L, "22003", "bigint out of range"),
                Arguments.of(ArithOp.DIVIDE, Integer.MIN_VALUE, -1, "22003", "integer out of range"),
                Arguments.of(ArithOp.DIVIDE, 1, 0, "22012", "division by zero"),
                Arguments.of(ArithOp.MODULO, 1L, 0L, "22012", "division by zero"),
                Arguments.of(ArithOp.DIVIDE, n("1"), n("0.00"), "22012", "division by zero"),
                Arguments.of(ArithOp.DIVIDE, 1.0, 0.0, "22012", "division by zero"),
                Arguments.of(ArithOp.MULTIPLY, 1e300, 1e300, "22003", "value out of range: overflow"),
                Arguments.of(ArithOp.MULTIPLY, 1e-300, 1e-300, "22003", "value out of range: underflow"),
                Arguments.of(ArithOp.MULTIPLY, 3e38f, 10f, "22003", "value out of range: overflow"),
                Arguments.of(ArithOp.MODULO, 1.5, 1.0, "42883", "operator does not exist: double precision % double precision"),
                Arguments.of(ArithOp.ADD, 1, "x", "42883", "operator does not exist: integer + text"),
                Arguments.of(ArithOp.ADD, true, 1, "42883", "operator does not exist: boolean + integer"),
                Arguments.of(ArithOp.CONCAT, 1, 2, "42883", "operator does not exist: integer || integer"),
                Arguments.of(ArithOp.ADD, LocalDate.of(5874897, 12, 31), 1, "22008", "date out of range"));
    }

    @ParameterizedTest
    @MethodSource("errors")
    void fails_(ArithOp op, Object a, Object b, String state, String message) {
        fails(() -> Arithmetic.apply(op, a, b), state, message);
    }

    @Test
    void resultTypes() {
        assertThat(Arithmetic.resultType(ArithOp.ADD, DataType.INTEGER, DataType.BIGINT)).isEqualTo(DataType.BIGINT);
        assertThat(Arithmetic.resultType(ArithOp.ADD, DataType.numeric(5, 2), DataType.DOUBLE)).isEqualTo(DataType.DOUBLE);
        assertThat(Arithmetic.resultType(ArithOp.ADD, DataType.UNKNOWN, DataType.INTEGER)).isEqualTo(DataType.INTEGER);
        assertThat(Arithmetic.resultType(ArithOp.SUBTRACT, DataType.TIMESTAMPTZ, DataType.UNKNOWN)).isEqualTo(DataType.TIMESTAMPTZ);
        assertThat(Arithmetic.resultType(ArithOp.ADD, DataType.DATE, DataType.INTERVAL)).isEqualTo(DataType.TIMESTAMP);
        assertThat(Arithmetic.resultType(ArithOp.CONCAT, DataType.varchar(3), DataType.INTEGER)).isEqualTo(DataType.TEXT);
    }

    @Test
    void operatorClosuresAreStrictAndParseUnknownLiterals() {
        var plus = Arithmetic.operator(ArithOp.ADD, DataType.INTEGER, DataType.UNKNOWN);
        assertThat(plus.apply(1, "41")).isEqualTo(42);
        assertThat(plus.apply(null, "41")).isNull();
        fails(() -> plus.apply(1, "x"), "22P02", "invalid input syntax for type integer: \"x\"");
        var minus = Arithmetic.operator(ArithOp.SUBTRACT, DataType.TIMESTAMP, DataType.UNKNOWN);
        assertThat(minus.apply(LocalDateTime.of(2024, 1, 2, 0, 0), "1 day")).isEqualTo(LocalDateTime.of(2024, 1, 1, 0, 0));
        var cat = Arithmetic.operator(ArithOp.CONCAT, DataType.character(4), DataType.TEXT);
        assertThat(cat.apply("ab  ", "c")).isEqualTo("abc");
    }

    @Test
    void negate() {
        assertThat(Arithmetic.negate(5)).isEqualTo(-5);
        assertThat(Arithmetic.negate(n("1.50"))).isEqualTo(n("-1.50"));
        fails(() -> Arithmetic.negate(Integer.MIN_VALUE), "22003", "integer out of range");
        fails(() -> Arithmetic.negate((short) -32768), "22003", "smallint out of range");
    }
}

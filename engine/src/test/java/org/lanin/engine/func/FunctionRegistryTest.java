package org.lanin.engine.func;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.engine.type.ErrorAssert.fails;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.Interval;
import org.lanin.engine.type.ValueComparators;

class FunctionRegistryTest {
    private static final FunctionRegistry R = FunctionRegistry.standard();
    private static final OffsetDateTime START = OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 123_456_000, ZoneOffset.UTC);

    /** Argument types follow from the values' classes; a null argument is typed unknown. */
    private static Object call(String name, Object... args) {
        List<DataType> types = new ArrayList<>();
        for (Object a : args) {
            types.add(a == null ? DataType.UNKNOWN : DataType.of(ValueComparators.kindOf(a)));
        }
        return R.resolve(name, types).invoke(EvalContext.fixed(START), args);
    }

    private static BigDecimal n(String s) {
        return new BigDecimal(s);
    }

    static Stream<Arguments> calls() {
        return Stream.of(
                Arguments.of("length", new Object[] {"h\uD83D\uDE00llo"}, 5),
                Arguments.of("char_length", new Object[] {"abc"}, 3),
                Arguments.of("octet_length", new Object[] {"h\u00e9\uD83D\uDE00"}, 7),
                Arguments.of("length", new Object[] {new byte[3]}, 3),
                Arguments.of("lower", new Object[] {"AbC"}, "abc"),
                Arguments.of("upper", new Object[] {"AbC"}, "ABC"),
                Arguments.of("btrim", new Object[] {"  a b  "}, "a b"),
                Arguments.of("trim", new Object[] {"xxaxx", "x"}, "a"),
                Arguments.of("ltrim", new Object[] {"  a "}, "a "),
                Arguments.of("rtrim", new Object[] {"xay", "xy"}, "xa"),
                Arguments.of("substring", new Object[] {"hello", 2}, "ello"),
                Arguments.of("substring", new Object[] {"hello", 0, 3}, "he"),
                Arguments.of("substr", new Object[] {"hello", -5, 3}, ""),
                Arguments.of("substr", new Object[] {"hello", 4, 100}, "lo"),
                Arguments.of("substr", new Object[] {"a\uD83D\uDE00b", 2, 1}, "\uD83D\uDE00"),
                Arguments.of("strpos", new Object[] {"high", "ig"}, 2),
                Arguments.of("position", new Object[] {"high", "x"}, 0),
                Arguments.of("replace", new Object[] {"abcabc", "b", "XX"}, "aXXcaXXc"),
                Arguments.of("translate", new Object[] {"12345", "143", "ax"}, "a2x5"),
                Arguments.of("concat", new Object[] {"a", null, 1, true}, "a1t"),
                Arguments.of("concat", new Object[] {null}, ""),
                Arguments.of("concat_ws", new Object[] {",", "a", null, "b"}, "a,b"),
                Arguments.of("concat_ws", new Object[] {null, "a"}, null),
                Arguments.of("left", new Object[] {"abcde", 2}, "ab"),
                Arguments.of("left", new Object[] {"abcde", -2}, "abc"),
                Arguments.of("right", new Object[] {"abcde", 2}, "de"),
                Arguments.of("right", new Object[] {"abcde", -2}, "cde"),
                Arguments.of("repeat", new Object[] {"ab", 3}, "ababab"),
                Arguments.of("repeat", new Object[] {"ab", -1}, ""),
                Arguments.of("reverse", new Object[] {"abc"}, "cba"),
                Arguments.of("lpad", new Object[] {"hi", 5, "xy"}, "xyxhi"),
                Arguments.of("lpad", new Object[] {"hello", 2}, "he"),
                Arguments.of("rpad", new Object[] {"hi", 4}, "hi  "),
                Arguments.of("split_part", new Object[] {"a,b,c", ",", 2}, "b"),
                Arguments.of("split_part", new Object[] {"a,b,c", ",", -1}, "c"),
                Arguments.of("split_part", new Object[] {"a,b,c", ",", 4}, ""),
                Arguments.of("initcap", new Object[] {"hi THOMAS o'neil"}, "Hi Thomas O'Neil"),
                Arguments.of("md5", new Object[] {"abc"}, "900150983cd24fb0d6963f7d28e17f72"),
                Arguments.of("starts_with", new Object[] {"alphabet", "alph"}, true),
                Arguments.of("ascii", new Object[] {"x"}, 120),
                Arguments.of("chr", new Object[] {65}, "A"),
                Arguments.of("lower", new Object[] {null}, null),
                Arguments.of("abs", new Object[] {-3}, 3),
                Arguments.of("abs", new Object[] {-3L}, 3L),
                Arguments.of("abs", new Object[] {n("-1.50")}, n("1.50")),
                Arguments.of("abs", new Object[] {-1.5}, 1.5),
                Arguments.of("ceil", new Object[] {n("1.2")}, n("2")),
                Arguments.of("ceiling", new Object[] {-1.2}, -1.0),
                Arguments.of("floor", new Object[] {n("-1.2")}, n("-2")),
                Arguments.of("ceil", new Object[] {1}, 1.0),
                Arguments.of("round", new Object[] {2.5}, 2.0),
                Arguments.of("round", new Object[] {n("2.5")}, n("3")),
                Arguments.of("round", new Object[] {n("-2.5")}, n("-3")),
                Arguments.of("round", new Object[] {n("3.14159"), 2}, n("3.14")),
                Arguments.of("round", new Object[] {n("1234.5"), -2}, n("1200")),
                Arguments.of("trunc", new Object[] {-2.7}, -2.0),
                Arguments.of("trunc", new Object[] {n("3.789"), 1}, n("3.7")),
                Arguments.of("mod", new Object[] {-7, 3}, -1),
                Arguments.of("mod", new Object[] {7, 3L}, 1L),
                Arguments.of("mod", new Object[] {n("7.5"), 2}, n("1.5")),
                Arguments.of("power", new Object[] {2, 10}, 1024.0),
                Arguments.of("pow", new Object[] {n("2"), 3}, n("8.0000000000000000")),
                Arguments.of("sqrt", new Object[] {16}, 4.0),
                Arguments.of("sqrt", new Object[] {n("2")}, n("1.414213562373095")),
                Arguments.of("exp", new Object[] {0.0}, 1.0),
                Arguments.of("ln", new Object[] {1.0}, 0.0),
                Arguments.of("log", new Object[] {100.0}, 2.0),
                Arguments.of("log", new Object[] {n("100")}, n("2.0000000000000000")),
                Arguments.of("log", new Object[] {n("2"), n("8")}, n("3.0000000000000000")),
                Arguments.of("sign", new Object[] {-4.0}, -1.0),
                Arguments.of("sign", new Object[] {n("0.0")}, n("0")),
                Arguments.of("pi", new Object[] {}, Math.PI),
                Arguments.of("greatest", new Object[] {1, 5L, null, 3}, 5L),
                Arguments.of("least", new Object[] {n("1.5"), 2, null}, n("1.5")),
                Arguments.of("greatest", new Object[] {"b", "a"}, "b"),
                Arguments.of("greatest", new Object[] {null, null}, null),
                Arguments.of("gcd", new Object[] {12, 18}, 6),
                Arguments.of("lcm", new Object[] {4L, 6L}, 12L),
                Arguments.of("gcd", new Object[] {n("1.5"), n("0.25")}, n("0.25")),
                Arguments.of("now", new Object[] {}, START),
                Arguments.of("current_date", new Object[] {}, LocalDate.of(2024, 5, 6)),
                Arguments.of("date_part", new Object[] {"year", LocalDateTime.of(2024, 3, 4, 5, 6, 7)}, 2024.0),
                Arguments.of("date_part", new Object[] {"second", LocalDateTime.of(2024, 3, 4, 5, 6, 7, 500_000_000)}, 7.5),
                Arguments.of("date_part", new Object[] {"dow", LocalDate.of(2024, 3, 3)}, 0.0),
                Arguments.of("date_part", new Object[] {"doy", LocalDate.of(2024, 2, 1)}, 32.0),
                Arguments.of("date_part", new Object[] {"quarter", LocalDate.of(2024, 5, 1)}, 2.0),
                Arguments.of("date_part", new Object[] {"week", LocalDate.of(2024, 1, 1)}, 1.0),
                Arguments.of("extract", new Object[] {"epoch", LocalDateTime.of(2024, 1, 1, 0, 0, 5, 500_000_000)}, n("1704067205.500000")),
                Arguments.of("extract", new Object[] {"second", LocalDateTime.of(2024, 1, 1, 0, 0, 5, 500_000_000)}, n("5.500000")),
                Arguments.of("extract", new Object[] {"hour", new Interval(0, 1, 7_200_000_000L)}, n("2")),
                Arguments.of("extract", new Object[] {"epoch", LocalDate.of(1970, 1, 2)}, n("86400")),
                Arguments.of("date_trunc", new Object[] {"month", LocalDateTime.of(2024, 3, 4, 5, 6, 7)}, LocalDateTime.of(2024, 3, 1, 0, 0)),
                Arguments.of("date_trunc", new Object[] {"week", LocalDateTime.of(2024, 3, 7, 5, 6)}, LocalDateTime.of(2024, 3, 4, 0, 0)),
                Arguments.of("date_trunc", new Object[] {"hour", START}, OffsetDateTime.of(2024, 5, 6, 7, 0, 0, 0, ZoneOffset.UTC)),
                Arguments.of("make_date", new Object[] {2024, 2, 29}, LocalDate.of(2024, 2, 29)),
                Arguments.of("to_timestamp", new Object[] {0.5}, OffsetDateTime.of(1970, 1, 1, 0, 0, 0, 500_000_000, ZoneOffset.UTC)));
    }

    @ParameterizedTest(name = "{0}{1}")
    @MethodSource("calls")
    void evaluates(String name, Object[] args, Object expected) {
        Object r = call(name, args);
        assertThat(r).isEqualTo(expected);
        if (expected instanceof BigDecimal e) {
            assertThat(((BigDecimal) r).toPlainString()).isEqualTo(e.toPlainString());
        }
        if (r != null) {
            List<DataType> types = Arrays.stream(args)
                    .map(a -> a == null ? DataType.UNKNOWN : DataType.of(ValueComparators.kindOf(a))).toList();
            assertThat(R.resolve(name, types).resultType().kind().javaClass()).isEqualTo(r.getClass());
        }
    }

    @Test
    void errors() {
        fails(() -> R.resolve("nosuch", List.of(DataType.INTEGER, DataType.UNKNOWN)), "42883",
                "function nosuch(integer, unknown) does not exist");
        fails(() -> R.resolve("lower", List.of(DataType.INTEGER)), "42883", "function lower(integer) does not exist");
        fails(() -> call("substr", "abc", 1, -1), "22023", "negative substring length not allowed");
        fails(() -> call("split_part", "a", ",", 0), "22023", "field position must not be zero");
        fails(() -> call("chr", 0), "22023", "null character not permitted");
        fails(() -> call("abs", Integer.MIN_VALUE), "22003", "integer out of range");
        fails(() -> call("mod", 1, 0), "22012", "division by zero");
        fails(() -> call("sqrt", -1.0), "2201F", "cannot take square root of a negative number");
        fails(() -> call("ln", 0.0), "2201E", "cannot take logarithm of zero");
        fails(() -> call("exp", 1000.0), "22003", "value out of range: overflow");
        fails(() -> call("date_part", "fortnight", LocalDate.of(2024, 1, 1)), "22023",
                "unit \"fortnight\" not recognized for type timestamp without time zone"); // PostgreSQL's date_part(text, date) is SQL over timestamp
        fails(() -> call("make_date", 2023, 2, 29), "22008", "date field value out of range: 2023-02-29");
        fails(() -> R.resolve("round", List.of(DataType.DOUBLE, DataType.INTEGER)), "42883",
                "function round(double precision, integer) does not exist");
        fails(() -> call("greatest", 1, "a"), "42883", "function greatest(integer, text) does not exist");
    }

    @Test
    void resolutionFollowsPostgres() {
        assertThat(R.resolve("round", List.of(DataType.INTEGER)).resultType()).isEqualTo(DataType.DOUBLE);
        assertThat(R.resolve("round", List.of(DataType.numeric(10, 2), DataType.INTEGER)).resultType()).isEqualTo(DataType.NUMERIC);
        assertThat(R.resolve("abs", List.of(DataType.SMALLINT)).resultType()).isEqualTo(DataType.SMALLINT);
        assertThat(R.resolve("length", List.of(DataType.UNKNOWN)).argTypes()).containsExactly(DataType.UNKNOWN);
        assertThat(R.resolve("length", List.of(DataType.UNKNOWN)).invoke(new Object[] {"abc"})).isEqualTo(3);
        assertThat(R.resolve("length", List.of(DataType.character(5))).invoke(new Object[] {"ab   "})).isEqualTo(2);
        assertThat(R.resolve("upper", List.of(DataType.varchar(5))).invoke(new Object[] {"ab"})).isEqualTo("AB");
        assertThat(R.resolve("greatest", List.of(DataType.INTEGER, DataType.DOUBLE)).resultType()).isEqualTo(DataType.DOUBLE);
        assertThat(R.resolve("power", List.of(DataType.NUMERIC, DataType.INTEGER)).resultType()).isEqualTo(DataType.NUMERIC);
        assertThat(R.resolve("LOWER", List.of(DataType.TEXT)).name()).isEqualTo("lower");
    }

    @Test
    void volatilityAndStrictness() {
        assertThat(R.resolve("lower", List.of(DataType.TEXT)).volatile_()).isFalse();
        assertThat(R.resolve("now", List.of()).volatility()).isEqualTo(Volatility.STABLE);
        assertThat(R.resolve("random", List.of()).volatility()).isEqualTo(Volatility.VOLATILE);
        assertThat(R.resolve("concat", List.of(DataType.TEXT)).strict()).isFalse();
        assertThat(R.resolve("greatest", List.of(DataType.INTEGER)).strict()).isFalse();
        assertThat(R.resolve("lower", List.of(DataType.TEXT)).strict()).isTrue();
        Object r = R.resolve("random", List.of()).invoke(new Object[0]);
        assertThat((Double) r).isBetween(0.0, 1.0);
        UUID u = (UUID) R.resolve("gen_random_uuid", List.of()).invoke(new Object[0]);
        assertThat(u.version()).isEqualTo(4);
        assertThat(u.variant()).isEqualTo(2);
    }
}

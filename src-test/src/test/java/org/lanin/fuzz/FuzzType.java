package org.lanin.fuzz;

import java.util.List;
import java.util.Random;

/**
 * The column types the generator uses, with small value pools: a dozen values per type make
 * duplicates, equal values across tables (so joins match) and boundary comparisons likely, which a
 * uniform draw over the type's range would not. Unique columns draw beyond the pool
 * ({@link #distinct(int)}) so a table of 20 rows can have a key.
 */
enum FuzzType {
    INT("integer", Family.NUMBER),
    BIGINT("bigint", Family.NUMBER),
    NUMERIC("numeric(8,2)", Family.NUMBER),
    TEXT("text", Family.TEXT),
    BOOLEAN("boolean", Family.BOOLEAN),
    DATE("date", Family.DATE);

    /** Types that compare with each other without a cast (PostgreSQL's type categories). */
    enum Family { NUMBER, TEXT, BOOLEAN, DATE }

    private static final List<String> INTS = List.of("-3", "-1", "0", "1", "2", "3", "4", "5", "7", "10", "12");
    private static final List<String> RARE_INTS = List.of("2147483647", "-2147483648", "100");
    private static final List<String> BIGINTS = List.of("3000000000", "-3000000000", "9223372036854775807");
    private static final List<String> NUMERICS = List.of("-2.50", "-1", "0", "0.50", "1", "1.25", "2", "2.50",
            "3", "4.75", "10", "0.01");
    private static final List<String> TEXTS = List.of("''", "'a'", "'A'", "'ab'", "'abc'", "'b'", "'ba'",
            "'a b'", "'a%'", "'_'", "'z'", "'B'");
    private static final List<String> DATES = List.of("DATE '2020-01-01'", "DATE '2020-01-02'",
            "DATE '2020-02-29'", "DATE '2021-12-31'", "DATE '1999-12-31'", "DATE '2020-01-10'",
            "DATE '2020-03-01'");

    private final String sqlName;
    private final Family family;

    FuzzType(String sqlName, Family family) {
        this.sqlName = sqlName;
        this.family = family;
    }

    String sqlName() {
        return sqlName;
    }

    Family family() {
        return family;
    }

    /** A literal of this type from the pool (no NULL). */
    String literal(Random rnd) {
        return switch (this) {
            case INT -> rnd.nextInt(25) == 0 ? pick(rnd, RARE_INTS) : pick(rnd, INTS);
            case BIGINT -> rnd.nextInt(12) == 0 ? pick(rnd, BIGINTS) : pick(rnd, INTS);
            case NUMERIC -> pick(rnd, NUMERICS);
            case TEXT -> pick(rnd, TEXTS);
            case BOOLEAN -> rnd.nextBoolean() ? "TRUE" : "FALSE";
            case DATE -> pick(rnd, DATES);
        };
    }

    /** The i-th of an endless sequence of pairwise different literals (for keys); BOOLEAN has two. */
    String distinct(int i) {
        return switch (this) {
            case INT, BIGINT -> Integer.toString(i % 2 == 0 ? i / 2 : -(i + 1) / 2);
            case NUMERIC -> i + ".25";
            case TEXT -> "'k" + i + "'";
            case BOOLEAN -> i == 0 ? "FALSE" : "TRUE";
            case DATE -> "DATE '" + java.time.LocalDate.of(2020, 1, 1).plusDays(i) + "'";
        };
    }

    /** How many values {@link #distinct(int)} can give. */
    int distinctLimit() {
        return this == BOOLEAN ? 2 : Integer.MAX_VALUE;
    }

    /** A literal of any type of the family, for comparisons across types (int column vs 1.5). */
    static String literal(Family f, Random rnd) {
        return switch (f) {
            case NUMBER -> switch (rnd.nextInt(4)) {
                case 0 -> NUMERIC.literal(rnd);
                case 1 -> BIGINT.literal(rnd);
                default -> INT.literal(rnd);
            };
            case TEXT -> TEXT.literal(rnd);
            case BOOLEAN -> BOOLEAN.literal(rnd);
            case DATE -> DATE.literal(rnd);
        };
    }

    static String pick(Random rnd, List<String> values) {
        return values.get(rnd.nextInt(values.size()));
    }
}

package org.lanin.planner.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/**
 * Seeded differential test of integer/bigint arithmetic, comparison and sum against
 * BigInteger: every result is exact or fails with 22003 exactly when it leaves the type's range.
 */
class PrimitiveArithmeticFuzzTest {
    private static final long[] EDGES = {0, 1, -1, 2, 127, -128, 32767, -32768, Integer.MAX_VALUE, Integer.MIN_VALUE,
        Long.MAX_VALUE, Long.MIN_VALUE, 3037000499L, -3037000500L};

    @Test
    void intAndBigintArithmeticMatchBigInteger() {
        long seed = Long.getLong("seed", System.nanoTime());
        Random rnd = new Random(seed);
        try (Session s = TestSql.open()) {
            TestSql.exec(s, "CREATE TABLE r (id integer, a integer, b bigint)");
            int rows = 60;
            long[] as = new long[rows];
            long[] bs = new long[rows];
            for (int i = 0; i < rows; i++) {
                as[i] = (int) pick(rnd);
                bs[i] = pick(rnd);
                TestSql.exec(s, "INSERT INTO r VALUES (" + i + ", " + as[i] + ", " + bs[i] + ")");
            }
            for (int i = 0; i < rows; i++) {
                for (String op : new String[] {"+", "-", "*"}) {
                    check(s, "SELECT a " + op + " a FROM r WHERE id = " + i, exact(as[i], as[i], op), 32, seed);
                    check(s, "SELECT a " + op + " b FROM r WHERE id = " + i, exact(as[i], bs[i], op), 64, seed);
                }
                boolean gt = BigInteger.valueOf(as[i]).compareTo(BigInteger.valueOf(bs[i])) > 0;
                assertThat(TestSql.scalar(s, "SELECT a > b FROM r WHERE id = " + i)).as("replay with -Dseed=" + seed)
                        .isEqualTo(gt);
            }
        }
    }

    private static long pick(Random rnd) {
        return switch (rnd.nextInt(3)) {
            case 0 -> EDGES[rnd.nextInt(EDGES.length)];
            case 1 -> rnd.nextInt(2001) - 1000;
            default -> rnd.nextLong() >> rnd.nextInt(64);
        };
    }

    private static BigInteger exact(long x, long y, String op) {
        BigInteger a = BigInteger.valueOf(x);
        BigInteger b = BigInteger.valueOf(y);
        return switch (op) {
            case "+" -> a.add(b);
            case "-" -> a.subtract(b);
            default -> a.multiply(b);
        };
    }

    private static void check(Session s, String sql, BigInteger want, int bits, long seed) {
        boolean fits = want.bitLength() < bits;
        try {
            Object got = TestSql.scalar(s, sql);
            assertThat(fits).as("%s should overflow; replay with -Dseed=%d", sql, seed).isTrue();
            assertThat(BigInteger.valueOf(((Number) got).longValue())).as("%s; replay with -Dseed=%d", sql, seed)
                    .isEqualTo(want);
            assertThat(got).isInstanceOf(bits == 32 ? Integer.class : Long.class);
        } catch (LaninException e) {
            assertThat(fits).as("%s failed with %s; replay with -Dseed=%d", sql, e.getMessage(), seed).isFalse();
            assertThat(e.state().code()).isEqualTo("22003");
        }
    }
}

package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;

/** Abbreviations never contradict the full comparison, per kind, direction and null placement. */
class SortKeyAbbreviatorTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    private final Random r = new Random(SEED);

    private String text() {
        String alphabet = "aab\u0000\u007f\u00e9\u07ff\u0800\uffff\ue000\ud800\udc00\ud83d\ude00 ";
        int n = r.nextInt(12);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    private BigDecimal numeric() {
        return switch (r.nextInt(5)) {
            case 0 -> BigDecimal.valueOf(r.nextInt(2001) - 1000, r.nextInt(6));
            case 1 -> new BigDecimal(new BigInteger(80, r), r.nextInt(40) - 20).multiply(BigDecimal.valueOf(r.nextBoolean() ? 1 : -1));
            case 2 -> BigDecimal.valueOf(r.nextLong(), r.nextInt(30));
            case 3 -> new BigDecimal("1e" + (r.nextInt(6000) - 3000)).negate();
            default -> BigDecimal.valueOf(r.nextInt(3) - 1).setScale(r.nextInt(4));
        };
    }

    private byte[] bytes() {
        byte[] b = new byte[r.nextInt(11)];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (r.nextInt(4) == 0 ? 0 : r.nextInt(256));
        }
        return b;
    }

    private void check(TypeKind kind, Supplier<Object> gen) {
        List<Object> vs = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            vs.add(r.nextInt(20) == 0 ? null : gen.get());
        }
        for (boolean desc : new boolean[] {false, true}) {
            for (boolean nullsFirst : new boolean[] {false, true}) {
                SortKey k = SortKey.of(kind, desc, nullsFirst);
                for (Object a : vs) {
                    for (Object b : vs) {
                        int full = Integer.signum(k.compare(a, b));
                        long aa = k.abbreviate(a);
                        long ab = k.abbreviate(b);
                        int abbr = Long.compare(aa, ab);
                        String what = kind + " " + a + " vs " + b + " desc=" + desc + ", replay with -Dseed=" + SEED;
                        assertThat(abbr == 0 || abbr == full).as(what).isTrue();
                        if (k.exact() && abbr == 0 && aa != Long.MIN_VALUE && aa != Long.MAX_VALUE) {
                            assertThat(full).as(what).isZero();
                        }
                    }
                }
            }
        }
    }

    @Test
    void everyKindIsOrderPreserving() {
        check(TypeKind.TEXT, this::text);
        check(TypeKind.CHAR, () -> text() + " ".repeat(r.nextInt(3)));
        check(TypeKind.NUMERIC, this::numeric);
        check(TypeKind.BYTEA, this::bytes);
        check(TypeKind.UUID, () -> new UUID(r.nextInt(3) - 1L + (r.nextBoolean() ? Long.MIN_VALUE : 0), r.nextLong()));
        check(TypeKind.BIGINT, () -> r.nextInt(10) == 0 ? Long.MAX_VALUE : r.nextLong());
        check(TypeKind.INTEGER, () -> r.nextInt(100) - 50);
        check(TypeKind.DOUBLE, () -> new double[] {Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY,
            Double.POSITIVE_INFINITY, r.nextGaussian(), -1e300}[r.nextInt(7)]);
        check(TypeKind.BOOLEAN, r::nextBoolean);
        check(TypeKind.DATE, () -> java.time.LocalDate.ofEpochDay(r.nextInt(100_000) - 50_000));
    }

    @Test
    void textAbbreviationIsUtf8PrefixForAscii() {
        long a = SortKeyAbbreviator.ofText("abcdefghij", 10);
        assertThat(a ^ Long.MIN_VALUE).isEqualTo(0x6162636465666768L);
        assertThat(ValueComparators.compareText("abcdefgh", "abcdefghz")).isNegative();
        assertThat(SortKeyAbbreviator.ofText("abcdefgh", 8)).isEqualTo(SortKeyAbbreviator.ofText("abcdefghz", 9));
    }
}

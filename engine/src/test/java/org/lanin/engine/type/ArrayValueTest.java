package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Array values against their own invariants over seeded random arrays (text with characters that
 * need quoting, numerics of several scales, NULLs, several dimensions and lower bounds): the text
 * form parses back to an equal array, and the B-tree order agrees with equals and hashCode.
 * Replay a failure with {@code -Dseed=...}.
 */
class ArrayValueTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    private static final String[] TEXTS = {"a", "", "NULL", "null", "a b", "x\"y", "back\\slash", "{}", ",", " lead",
        "tail ", "é", "\t"};

    @Test
    void textFormRoundTripsAndOrderAgreesWithEquality() {
        Random r = new Random(SEED);
        Comparator<Object> text = ArrayOrder.of(DataType.TEXT);
        Comparator<Object> numeric = ArrayOrder.of(DataType.NUMERIC);
        ArrayValue[] texts = new ArrayValue[200];
        ArrayValue[] numerics = new ArrayValue[200];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = random(r, true);
            numerics[i] = random(r, false);
            String form = ArrayFormat.format(texts[i]);
            assertThat(ArrayParser.parse(form, DataType.TEXT)).as("seed %d: %s", SEED, form).isEqualTo(texts[i]);
            String n = ArrayFormat.format(numerics[i]);
            assertThat(ArrayParser.parse(n, DataType.NUMERIC)).as("seed %d: %s", SEED, n).isEqualTo(numerics[i]);
        }
        checkOrder(texts, text);
        checkOrder(numerics, numeric);
    }

    private static void checkOrder(ArrayValue[] values, Comparator<Object> order) {
        for (ArrayValue a : values) {
            for (ArrayValue b : values) {
                int c = order.compare(a, b);
                assertThat(Integer.signum(c)).as("seed %d: antisymmetry %s %s", SEED, a, b)
                        .isEqualTo(-Integer.signum(order.compare(b, a)));
                assertThat(c == 0).as("seed %d: order vs equals %s %s", SEED, a, b).isEqualTo(a.equals(b));
                if (c == 0) {
                    assertThat(a.hashCode()).isEqualTo(b.hashCode());
                }
            }
        }
    }

    private static ArrayValue random(Random r, boolean text) {
        int ndims = r.nextInt(4);
        if (ndims == 0) {
            return ArrayValue.EMPTY;
        }
        int[] dims = new int[ndims];
        int[] lower = new int[ndims];
        int n = 1;
        for (int d = 0; d < ndims; d++) {
            dims[d] = 1 + r.nextInt(3);
            lower[d] = r.nextInt(5) == 0 ? r.nextInt(5) - 2 : 1;
            n *= dims[d];
        }
        Object[] elements = new Object[n];
        for (int i = 0; i < n; i++) {
            if (r.nextInt(6) == 0) {
                continue;
            }
            elements[i] = text ? TEXTS[r.nextInt(TEXTS.length)]
                    : new BigDecimal(r.nextInt(3) - 1).setScale(r.nextInt(3));
        }
        return new ArrayValue(elements, dims, lower);
    }
}

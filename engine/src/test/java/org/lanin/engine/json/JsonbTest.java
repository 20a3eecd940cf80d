package org.lanin.engine.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.lanin.engine.error.LaninException;
import org.junit.jupiter.api.Test;

/**
 * jsonb values: output parses back to an equal value, equality agrees with hashing and with the
 * order (a seeded random corpus, replay with -Dseed=...), and json_in/jsonb_in refuse what
 * PostgreSQL refuses. PostgreSQL's own answers are checked by the recorded differential test.
 */
class JsonbTest {

    @Test
    void randomValuesRoundTripAndOrderConsistently() {
        long seed = Long.getLong("seed", System.nanoTime());
        Random r = new Random(seed);
        List<Jsonb> values = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            values.add(new Jsonb(random(r, 0)));
        }
        for (Jsonb a : values) {
            Jsonb back = Jsonb.parse(a.toString());
            assertThat(back).as("replay with -Dseed=" + seed).isEqualTo(a);
            assertThat(back.hashCode()).as("replay with -Dseed=" + seed).isEqualTo(a.hashCode());
            assertThat(back.toString()).isEqualTo(a.toString());
            JsonParser.validate(a.toString());
            assertThat(Jsonb.parse(JsonbFormat.pretty(a.root()))).isEqualTo(a);
        }
        for (Jsonb a : values) {
            for (Jsonb b : values) {
                int ab = Integer.signum(a.compareTo(b));
                assertThat(ab).as("replay with -Dseed=" + seed).isEqualTo(-Integer.signum(b.compareTo(a)));
                assertThat(ab == 0).isEqualTo(a.equals(b));
                if (ab == 0) {
                    assertThat(a.hashCode()).isEqualTo(b.hashCode());
                }
            }
        }
    }

    @Test
    void numbersCompareByValueAndKeysSortByLengthThenBytes() {
        assertThat(Jsonb.parse("{\"a\": 1.0}")).isEqualTo(Jsonb.parse("{\"a\": 1}"));
        assertThat(Jsonb.parse("[1e2, -0]").toString()).isEqualTo("[100, 0]");
        assertThat(Jsonb.parse("{\"bb\": 1, \"c\": 2, \"a\": 3, \"a\": 4}").toString())
                .isEqualTo("{\"a\": 4, \"c\": 2, \"bb\": 1}");
    }

    @Test
    void invalidInputIsRefused() {
        for (String bad : List.of("", "{", "[1,]", "0123", "1.", "tru", "{\"a\" 1}", "\"\\x\"", "\"a\nb\"", "+1", "[1] 2")) {
            assertThatThrownBy(() -> Jsonb.parse(bad)).as(bad).isInstanceOf(LaninException.class)
                    .satisfies(e -> assertThat(((LaninException) e).state().code()).isEqualTo("22P02"));
        }
        assertThatThrownBy(() -> Jsonb.parse("\"\\u0000\"")).isInstanceOf(LaninException.class);
        JsonParser.validate("\"\\u0000\""); // json keeps it as text
    }

    private static Object random(Random r, int depth) {
        int kind = r.nextInt(depth > 2 ? 5 : 7);
        switch (kind) {
            case 0: return JsonNull.NULL;
            case 1: return r.nextBoolean();
            case 2: return JsonbNodes.number(BigDecimal.valueOf(r.nextInt(2000) - 1000, r.nextInt(3)));
            case 3: return List.of("", "a", "b", "ab", "é", "\"q\"", "x\ny", "\u0001").get(r.nextInt(8));
            case 4: return String.valueOf(r.nextInt(5));
            case 5: {
                List<Object> l = new ArrayList<>();
                for (int i = r.nextInt(4); i > 0; i--) {
                    l.add(random(r, depth + 1));
                }
                return JsonbNodes.array(l);
            }
            default: {
                Map<String, Object> m = new LinkedHashMap<>();
                for (int i = r.nextInt(4); i > 0; i--) {
                    m.put(List.of("a", "b", "aa", "ab", "é", "z").get(r.nextInt(6)), random(r, depth + 1));
                }
                return JsonbNodes.object(m);
            }
        }
    }
}

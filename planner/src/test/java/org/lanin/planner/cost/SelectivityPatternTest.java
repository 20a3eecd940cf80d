package org.lanin.planner.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.func.LikeMatcher;
import org.lanin.engine.type.DataType;

/** LIKE / ILIKE: exact patterns, prefixes over the histogram, MCVs, the pattern heuristics. */
class SelectivityPatternTest {
    private static double truth(Data d, String pattern) {
        LikeMatcher m = LikeMatcher.like(pattern);
        return d.truth(v -> m.matches((String) v));
    }

    @Test
    void prefixesOverAHistogram() {
        List<Object> v = new ArrayList<>();
        for (int i = 1; i <= 100_000; i++) {
            v.add("u" + i);
        }
        Data d = Data.of(DataType.TEXT, v, 51);
        for (String p : new String[] {"u12%", "u5%", "u99%", "x%", "u%"}) {
            assertThat(SelectivityPattern.like(d.column, p, false)).as(p).isCloseTo(truth(d, p), within(0.015));
        }
        // a small histogram: the prefix range and the per-character heuristic
        Data small = Data.of(DataType.TEXT, v, 10, 52, false);
        assertThat(SelectivityPattern.like(small.column, "u5%", false)).isCloseTo(truth(d, "u5%"), within(0.05));
    }

    @Test
    void mcvsMatchExactly() {
        List<Object> v = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            v.add("name" + (i % 40));
        }
        Data d = Data.of(DataType.TEXT, v, 53);
        assertThat(SelectivityPattern.like(d.column, "name1%", false)).isCloseTo(truth(d, "name1%"), within(1e-6));
        assertThat(SelectivityPattern.like(d.column, "%3", false)).isCloseTo(truth(d, "%3"), within(1e-6));
        assertThat(SelectivityPattern.like(d.column, "name7", false)).as("exact: an equality").isEqualTo(0.025, within(1e-6));
        assertThat(SelectivityPattern.notLike(d.column, "name1%", false)).isCloseTo(1 - truth(d, "name1%"), within(1e-6));
    }

    @Test
    void prefixExtraction() {
        assertThat(SelectivityPattern.prefix("abc%", false)).isEqualTo(new SelectivityPattern.Prefix("abc", false, 1.0));
        assertThat(SelectivityPattern.prefix("a\\%b", false).exact()).isTrue();
        assertThat(SelectivityPattern.prefix("a\\%b", false).text()).isEqualTo("a%b");
        assertThat(SelectivityPattern.prefix("%abc", false).restSelectivity()).isCloseTo(0.008, within(1e-12));
        assertThat(SelectivityPattern.prefix("ab%c_d", false).restSelectivity()).isCloseTo(0.2 * 0.9 * 0.2, within(1e-12));
        assertThat(SelectivityPattern.prefix("ab_d%", false).restSelectivity()).as("capped at 1").isEqualTo(1.0);
        assertThat(SelectivityPattern.prefix("12ab%", true).text()).isEqualTo("12");
        assertThat(SelectivityPattern.greaterString("abc")).isEqualTo("abd");
        assertThat(SelectivityPattern.greaterString("a" + new String(Character.toChars(Character.MAX_CODE_POINT))))
                .isEqualTo("b");
    }

    @Test
    void withoutStatistics() {
        SelectivityColumn none = new SelectivityColumn(null, DataType.TEXT, 10_000, false);
        assertThat(SelectivityPattern.like(none, "abc%", false)).isEqualTo(SelectivityDefaults.MATCH_SEL);
        assertThat(SelectivityPattern.like(none, "%abc", false)).isCloseTo(0.008, within(1e-12));
        assertThat(SelectivityPattern.like(none, "abc", false)).isEqualTo(SelectivityDefaults.EQ_SEL);
        assertThat(SelectivityPattern.like(none, null, false)).isZero();
    }
}

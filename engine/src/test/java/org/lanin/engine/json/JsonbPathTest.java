package org.lanin.engine.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;

/**
 * What the recorded differential test (src-test json/) cannot hold: the refusals that are Lanin's
 * own, and the pieces of the evaluator checked on their own (keyvalue() ids against offsets
 * PostgreSQL 15 gave, the shared parsed-path cache).
 */
class JsonbPathTest {
    private static List<Object> query(String target, String path) {
        return JsonbPath.query(Jsonb.parse(target), path, Jsonb.parse("{}"), false).stream().map(r -> ((Jsonb) r[0]).root()).toList();
    }

    @Test
    void datetimeMethodIsRefusedNamingIt() {
        assertThatThrownBy(() -> query("\"2020-01-01\"", "$.datetime()"))
                .isInstanceOfSatisfying(LaninException.class, e -> {
                    assertThat(e.state()).isEqualTo(SqlState.FEATURE_NOT_SUPPORTED);
                    assertThat(e.getMessage()).contains(".datetime()");
                });
    }

    @Test
    void keyValueIdsAreOffsetsInPostgresqlsBinaryJsonb() {
        // ids PostgreSQL 15 gave for the object under "b" (see json/expected.tsv for more)
        assertThat(query("{\"a\":[1],\"b\":{\"c\":1}}", "$.b.keyvalue().id")).containsExactly(BigDecimal.valueOf(40));
        assertThat(query("{\"a\":\"xyz\",\"b\":{\"c\":1}}", "$.b.keyvalue().id")).containsExactly(BigDecimal.valueOf(28));
        assertThat(query("{\"x\":{\"b\":2,\"a\":[1]},\"y\":{\"a\":1}}", "$.*.keyvalue().id"))
                .containsExactly(BigDecimal.valueOf(24), BigDecimal.valueOf(24), BigDecimal.valueOf(72));
    }

    @Test
    void numericSizesFollowMakeResult() {
        assertThat(JsonbBinaryOffsets.numericSize(BigDecimal.ZERO)).isEqualTo(6);
        assertThat(JsonbBinaryOffsets.numericSize(new BigDecimal("1"))).isEqualTo(8);
        assertThat(JsonbBinaryOffsets.numericSize(new BigDecimal("12345.000100"))).isEqualTo(12);
        assertThat(JsonbBinaryOffsets.numericSize(new BigDecimal("1E+100").setScale(0))).isEqualTo(8);
    }

    @Test
    void aCachedPathGivesTheSameAnswersAgain() {
        for (int i = 0; i < 3; i++) {
            assertThat(query("[1,2,3]", "$[*] ? (@ > 1)")).containsExactly(BigDecimal.valueOf(2), BigDecimal.valueOf(3));
        }
    }

    @Test
    void aPathNestedTooDeepIsAnErrorNotAStackOverflow() {
        String deep = "(".repeat(200_000) + "$" + ")".repeat(200_000);
        assertThatThrownBy(() -> query("1", deep)).isInstanceOfSatisfying(LaninException.class,
                e -> assertThat(e.state()).isEqualTo(SqlState.PROGRAM_LIMIT_EXCEEDED));
        assertThat(query("[1]", "$" + ".a".repeat(50) + " ? (@ > 0)")).isEmpty();
    }
}

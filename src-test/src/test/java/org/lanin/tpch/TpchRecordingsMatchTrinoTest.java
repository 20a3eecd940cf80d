package org.lanin.tpch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A second, engine-free witness for the recordings: the tpch jar ships Trino's own answers for
 * the 22 queries at scale factor 0.01 ({@code io/trino/tpch/queries/qN.result}, same validation
 * parameters), computed by another engine from the same generator. Our PostgreSQL recordings
 * must match them under {@link AnswerComparison}'s rules. Only runs at scale factor 0.01.
 */
class TpchRecordingsMatchTrinoTest {

    @TestFactory
    Stream<DynamicTest> recordingsMatchTrino() {
        Assumptions.assumeTrue(TpchAnswers.SCALE_FACTOR == 0.01, "Trino ships answers for scale factor 0.01 only");
        return TpchQuery.ALL.stream().map(q -> DynamicTest.dynamicTest(q.name(), () -> {
            ResultRows recorded = TpchAnswers.expected(q);
            ResultRows trino = trinoResult(q, recorded.columns());
            assertThat(AnswerComparison.difference(trino, recorded, q.orderColumns()))
                    .as(q.name() + ": PostgreSQL's recording against Trino's bundled answer").isNull();
        }));
    }

    /** Trino's format: a "-- delimiter" header, then rows, some with a trailing '|'; null as "null". */
    static ResultRows trinoResult(TpchQuery q, List<String> columns) throws IOException {
        String path = "/io/trino/tpch/queries/q" + q.number() + ".result";
        String text;
        try (InputStream in = TpchRecordingsMatchTrinoTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<List<String>> rows = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("--") || line.isBlank()) {
                continue;
            }
            List<String> cells = new ArrayList<>(List.of(line.split("\\|", -1)));
            if (cells.size() == columns.size() + 1 && cells.get(columns.size()).isEmpty()) {
                cells.remove(columns.size());
            }
            cells.replaceAll(c -> c.equals("null") ? ResultRows.NULL : c);
            rows.add(cells);
        }
        return new ResultRows(columns, rows);
    }
}

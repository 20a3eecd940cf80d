package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * json and jsonb (issue 15) against PostgreSQL 15's answers recorded in {@code json/expected.tsv}:
 * the statements of {@code json/script.sql} run in order on one connection (input and output forms,
 * the operators with their errors, casts, columns, ordering/grouping, the functions, aggregates and
 * set-returning functions, the jsonpath language with its functions, operators, vars and silent
 * mode, and its errors). Re-record with {@code json/record.sh} (see its header).
 * Rows are compared as psql -A prints them: columns joined by |, NULL as NULL; a line break inside
 * a value (jsonb_pretty) reads as the row separator, as the recording script joins psql's lines.
 */
class JsonRecordedTest {
    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        TsvRecording.Result r = TsvRecording.compare("/json/expected.tsv");
        assertThat(r.checked()).isGreaterThan(440);
        assertThat(r.mismatches()).as("statements whose outcome differs from PostgreSQL 15's").isEmpty();
    }
}

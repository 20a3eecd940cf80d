package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * GIN and hash indexes (issue 15) against PostgreSQL 15's answers recorded in {@code gin/expected.tsv}:
 * the statements of {@code gin/script.sql} run in order on one connection — GIN indexes on text[],
 * int[], jsonb (jsonb_ops and jsonb_path_ops) and tsvector, a hash index, the catalog's view of them
 * (pg_indexes, pg_am, pg_get_indexdef), every operator of each operator class (empty, NULL, long and
 * prefix operands included), UPDATE / DELETE / VACUUM / INSERT after the build, and the DDL errors
 * by SQLSTATE. Re-record with {@code gin/record.sh} (see its header).
 */
class GinRecordedTest {
    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        TsvRecording.Result r = TsvRecording.compare("/gin/expected.tsv");
        assertThat(r.checked()).isGreaterThan(80);
        assertThat(r.mismatches()).as("statements whose outcome differs from PostgreSQL 15's").isEmpty();
    }
}

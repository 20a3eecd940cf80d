package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * GiST tsvector_ops (issue 15) against PostgreSQL 15's answers recorded in {@code gist/expected.tsv}:
 * the statements of {@code gist/script.sql} run in order on one connection — Pagila's
 * {@code film_fulltext_idx} on Pagila-like films, the catalog's view of it (pg_indexes, pg_am,
 * pg_index, pg_get_indexdef), {@code @@} with words, AND, OR, NOT, prefixes, phrases, weights, long
 * and empty documents and NULLs, then UPDATE / DELETE / VACUUM / INSERT / TRUNCATE after the build,
 * expression and partial GiST indexes, and the DDL errors by SQLSTATE. Re-record with
 * {@code gist/record.sh} (see its header).
 */
class GistRecordedTest {
    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        TsvRecording.Result r = TsvRecording.compare("/gist/expected.tsv");
        assertThat(r.checked()).isGreaterThan(55);
        assertThat(r.mismatches()).as("statements whose outcome differs from PostgreSQL 15's").isEmpty();
    }
}

package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Arrays (issue 15) against PostgreSQL 15's answers recorded in {@code arrays/expected.tsv}:
 * the statements of {@code arrays/script.sql} run in order on one connection (table, inserts,
 * literals with quoting/NULL/nesting edge cases, subscripts and slices, operators, functions,
 * array_agg, unnest, errors by SQLSTATE, a B-tree index on an int[] column). Re-record with
 * {@code arrays/record.sh} (see its header). Rows are compared as psql -A prints them: columns
 * joined by |, NULL as NULL, booleans t/f.
 */
class ArraysRecordedTest {
    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        TsvRecording.Result r = TsvRecording.compare("/arrays/expected.tsv");
        assertThat(r.checked()).isGreaterThan(70);
        assertThat(r.mismatches()).as("statements whose outcome differs from PostgreSQL 15's").isEmpty();
    }
}

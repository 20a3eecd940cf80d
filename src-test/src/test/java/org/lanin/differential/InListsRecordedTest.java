package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Long IN lists and ARRAY constructors, which the planner folds out of JSqlParser's way
 * (org.lanin.planner.cache.ConstantLists), against PostgreSQL 15's answers recorded in
 * {@code inlists/expected.tsv}: lists of 16 and more negative numbers, bigints, decimals, doubles,
 * strings holding commas, parentheses and quotes, booleans and NULLs, with casts ('1'::int) and
 * other elements the parser still reads between them, in WHERE, select lists, CASE, GROUP BY,
 * subqueries, UPDATE, DELETE and INSERT ... SELECT; long VALUES lists of such rows (INSERT, RETURNING,
 * FROM (VALUES ...), DEFAULT and rows of another width among them); errors by SQLSTATE. Re-record with
 * {@code inlists/record.sh}.
 */
class InListsRecordedTest {
    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        TsvRecording.Result r = TsvRecording.compare("/inlists/expected.tsv");
        assertThat(r.checked()).isGreaterThan(50);
        assertThat(r.mismatches()).as("statements whose outcome differs from PostgreSQL 15's").isEmpty();
    }
}

package org.lanin.planner.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/**
 * Integral and double precision expressions, WHERE predicates and count/sum/avg/min/max
 * allocate nothing per input row (grouped: nothing per row that joins an existing group).
 * Before the primitive forms these queries allocated 90-215 bytes per row; the bound leaves
 * room for per-statement and per-group allocation only.
 */
class PrimitiveAllocationTest {
    private static final int ROWS = 20_000;
    private static final double MAX_BYTES_PER_ROW = 8;

    @Test
    void queriesOverPrimitiveColumnsAllocateNothingPerRow() {
        assumeTrue(AllocationProbe.supported(), "thread allocation counter unavailable");
        try (Session s = TestSql.open()) {
            TestSql.exec(s, "CREATE TABLE t (a integer, b bigint, c integer, d double precision)",
                    "INSERT INTO t SELECT i, i * 3, i % 1000, i / 7.0 FROM generate_series(1, " + ROWS + ") i");
            for (String q : AllocationReport.QUERIES) {
                double perRow = AllocationProbe.bytesPerRow(s, q, ROWS, 2, 2);
                assertThat(perRow).as("bytes per row of %s", q).isLessThan(MAX_BYTES_PER_ROW);
            }
        }
    }
}

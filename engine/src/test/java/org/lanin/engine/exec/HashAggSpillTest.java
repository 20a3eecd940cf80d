package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hash aggregate that spills the rows of groups past its memory limit gives the groups it gives
 * in memory: one and two keys over data with NULL keys and a hot key, plain and DISTINCT
 * aggregates, one pass of spill files and nested passes (a limit so small that every pass keeps
 * one group), also when it writes only the columns it reads. Its temporary files never outlive it,
 * also when it is closed before the end.
 */
class HashAggSpillTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());

    @TempDir
    Path dir;

    /** count(*), the sum of the ids, count(DISTINCT k2). */
    static AggregateSpec[] aggregates() {
        Aggregate count = new Aggregate() {
            @Override
            public Object newState() {
                return 0L;
            }

            @Override
            public Object accumulate(Object state, Object value) {
                return (Long) state + 1;
            }

            @Override
            public Object finish(Object state) {
                return state;
            }

            @Override
            public boolean skipsNulls() {
                return false;
            }
        };
        Aggregate sum = new Aggregate() {
            @Override
            public Object newState() {
                return 0L;
            }

            @Override
            public Object accumulate(Object state, Object value) {
                return (Long) state + ((Integer) value);
            }

            @Override
            public Object finish(Object state) {
                return state;
            }
        };
        return new AggregateSpec[] {
            new AggregateSpec(count, null, false),
            new AggregateSpec(sum, (row, c) -> row[0], false),
            new AggregateSpec(count, (row, c) -> row[2], true),
        };
    }

    private HashAggregateOperator aggregate(List<Object[]> rows, int keys, long memLimit) {
        return new HashAggregateOperator(JoinReference.list(rows), JoinReference.keys(keys), aggregates())
                .tempDir(dir).memLimit(memLimit);
    }

    private void assertNoFilesLeft(HashAggregateOperator op) throws IOException {
        for (Path p : op.temporaryFiles()) {
            assertThat(p).doesNotExist();
        }
        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void spilledGroupsAreTheGroupsInMemory() throws IOException {
        Random r = new Random(SEED);
        List<Object[]> rows = JoinReference.rows(r, 3000, 400, 0);
        for (int keys = 1; keys <= 2; keys++) {
            String what = "keys=" + keys + " (replay with -Dseed=" + SEED + ")";
            HashAggregateOperator mem = aggregate(rows, keys, 1L << 30);
            List<String> expected = JoinReference.multiset(JoinReference.drain(mem, JoinReference.ctx()));
            assertThat(mem.spilledRows()).isZero();

            HashAggregateOperator onePass = aggregate(rows, keys, 8 << 10);
            assertThat(JoinReference.multiset(JoinReference.drain(onePass, JoinReference.ctx())))
                    .as("spilled " + what).isEqualTo(expected);
            assertThat(onePass.spilledRows()).isPositive();
            assertNoFilesLeft(onePass);

            HashAggregateOperator nested = aggregate(rows, keys, 1);
            assertThat(JoinReference.multiset(JoinReference.drain(nested, JoinReference.ctx())))
                    .as("spilled in nested passes " + what).isEqualTo(expected);
            assertThat(nested.temporaryFiles().size()).isGreaterThan(HashAggSpill.PARTITIONS);
            assertNoFilesLeft(nested);
        }
    }

    /** Rows spill with only the columns read above the aggregate: the same groups, fewer bytes written. */
    @Test
    void spillsOnlyTheColumnsItReads() throws IOException {
        List<Object[]> rows = JoinReference.rows(new Random(SEED), 3000, 400, 0);
        HashAggregateOperator all = aggregate(rows, 2, 8 << 10);
        List<String> expected = JoinReference.multiset(JoinReference.drain(all, JoinReference.ctx()));
        HashAggregateOperator narrow = aggregate(rows, 2, 8 << 10).readColumns(new int[] {0, 1, 2});
        assertThat(JoinReference.multiset(JoinReference.drain(narrow, JoinReference.ctx())))
                .as("replay with -Dseed=" + SEED).isEqualTo(expected);
        assertThat(narrow.spilledRows()).isEqualTo(all.spilledRows()).isPositive();
        assertThat(narrow.spilledBytes()).isLessThan(all.spilledBytes());
        assertNoFilesLeft(narrow);
    }

    @Test
    void closingEarlyDeletesTheSpillFiles() throws IOException {
        List<Object[]> rows = JoinReference.rows(new Random(SEED), 2000, 500, 0);
        HashAggregateOperator op = aggregate(rows, 1, 4 << 10);
        op.open(JoinReference.ctx());
        while (op.temporaryFiles().isEmpty()) { // a file is created when its buffer is first written out
            assertThat(op.next()).isNotNull();
        }
        op.close();
        assertNoFilesLeft(op);
    }
}

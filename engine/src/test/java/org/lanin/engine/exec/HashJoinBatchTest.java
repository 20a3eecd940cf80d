package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hybrid hash join in batches gives the rows a nested loop gives, for every join kind, one and
 * two keys, with and without a residual condition, over data with NULLs, duplicates and a hot key;
 * with a work_mem small enough for many batches, with an estimate that is too small (the batches
 * grow) and with one key bigger than work_mem (splitting stops). Temporary files never outlive
 * the join, whatever way it ends.
 */
class HashJoinBatchTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    private static final long TINY_WORK_MEM = 32 << 10;
    private static final JoinType[] TYPES = {
        JoinType.INNER, JoinType.LEFT, JoinType.RIGHT, JoinType.FULL, JoinType.SEMI, JoinType.ANTI,
    };

    @TempDir
    Path dir;

    private HashJoinOperator join(List<Object[]> outer, List<Object[]> inner, JoinType type, int keys,
                                  RowExpr residual, double estimate, long workMem) {
        return new HashJoinOperator(JoinReference.list(outer), JoinReference.list(inner), JoinReference.keys(keys),
                JoinReference.keys(keys), residual, type, estimate, 40, workMem).tempDir(dir);
    }

    private void assertNoFilesLeft(HashJoinOperator op) throws IOException {
        for (Path p : op.temporaryFiles()) {
            assertThat(p).doesNotExist();
        }
        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void everyJoinKindAgreesWithNestedLoopInMemoryAndInBatches() throws IOException {
        Random r = new Random(SEED);
        List<Object[]> outer = JoinReference.rows(r, 1200, 300, 0);
        List<Object[]> inner = JoinReference.rows(r, 1000, 300, 10_000);
        for (JoinType type : TYPES) {
            for (int keys = 1; keys <= 2; keys++) {
                for (RowExpr residual : new RowExpr[] {null, JoinReference.RESIDUAL}) {
                    String what = type + " keys=" + keys + " residual=" + (residual != null) + " (replay with -Dseed="
                            + SEED + ")";
                    List<String> expected = JoinReference.multiset(
                            JoinReference.expected(outer, inner, type, keys, residual));

                    HashJoinOperator mem = join(outer, inner, type, keys, residual, inner.size(), 1L << 30);
                    assertThat(JoinReference.multiset(JoinReference.drain(mem, JoinReference.ctx())))
                            .as("in memory " + what).isEqualTo(expected);
                    assertThat(mem.batchCount()).isEqualTo(1);
                    assertThat(mem.temporaryFiles()).isEmpty();

                    HashJoinOperator planned = join(outer, inner, type, keys, residual, inner.size(), TINY_WORK_MEM);
                    assertThat(JoinReference.multiset(JoinReference.drain(planned, JoinReference.ctx())))
                            .as("batches from the estimate " + what).isEqualTo(expected);
                    assertThat(planned.batchCount()).isGreaterThanOrEqualTo(8);
                    assertThat(planned.temporaryFiles()).isNotEmpty();
                    assertNoFilesLeft(planned);

                    HashJoinOperator grown = join(outer, inner, type, keys, residual, 10, TINY_WORK_MEM);
                    assertThat(JoinReference.multiset(JoinReference.drain(grown, JoinReference.ctx())))
                            .as("batches grown at run time " + what).isEqualTo(expected);
                    assertThat(grown.batchCount()).isGreaterThanOrEqualTo(4);
                    assertNoFilesLeft(grown);
                }
            }
        }
    }

    @Test
    void batchesDoubleWhileALaterBatchLoadsAndStrayRowsMoveOn() throws IOException {
        // two batches planned; batch 0 gets a few keys, batch 1 all the others, far more than work_mem,
        // so the batches double while batch 1 loads, and outer rows written under two batches move on
        HashJoinBatches two = new HashJoinBatches(2, null, 1, TINY_WORK_MEM);
        Random r = new Random(SEED);
        List<Object[]> outer = new ArrayList<>();
        List<Object[]> inner = new ArrayList<>();
        int small = 0;
        for (int k = 0; inner.size() < 1500; k++) {
            boolean first = two.batchOf(JoinHashTable.hash(k)) == 0;
            if (first && small++ >= 10) {
                continue;
            }
            inner.add(new Object[] {100_000 + k, k, "k0", "i" + k});
            if (r.nextInt(3) > 0) {
                outer.add(new Object[] {k, r.nextInt(4) == 0 ? k + 1 : k, "k0", "o" + k});
            }
        }
        java.util.Collections.shuffle(inner, r);
        for (JoinType type : TYPES) {
            List<String> expected = JoinReference.multiset(JoinReference.expected(outer, inner, type, 1, null));
            HashJoinOperator op = join(outer, inner, type, 1, null, 300, TINY_WORK_MEM);
            Instrumentation.NodeCounters c = new Instrumentation(false).of(op);
            op.reportTo(c);
            assertThat(JoinReference.multiset(JoinReference.drain(op, JoinReference.ctx())))
                    .as(type + " (replay with -Dseed=" + SEED + ")").isEqualTo(expected);
            assertThat(c.detail(HashJoinOperator.ORIGINAL_BATCHES)).isEqualTo(2);
            assertThat(op.batchCount()).isGreaterThanOrEqualTo(16);
            assertNoFilesLeft(op);
        }
    }

    @Test
    void oneKeyBiggerThanWorkMemStopsSplittingAndStaysInMemory() throws IOException {
        List<Object[]> inner = new ArrayList<>();
        List<Object[]> outer = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            inner.add(new Object[] {i, 42, "k0", "inner payload " + i});
        }
        for (int i = 0; i < 50; i++) {
            outer.add(new Object[] {10_000 + i, i % 2 == 0 ? 42 : i, "k0", "o"});
        }
        for (JoinType type : TYPES) {
            HashJoinOperator op = join(outer, inner, type, 1, JoinReference.RESIDUAL, 10, TINY_WORK_MEM);
            assertThat(JoinReference.multiset(JoinReference.drain(op, JoinReference.ctx())))
                    .as(type.toString())
                    .isEqualTo(JoinReference.multiset(JoinReference.expected(outer, inner, type, 1,
                            JoinReference.RESIDUAL)));
            assertThat(op.batchCount()).as("one split, then no more").isEqualTo(2);
            assertThat(op.peakMemoryBytes()).isGreaterThan(TINY_WORK_MEM);
            assertNoFilesLeft(op);
        }
    }

    @Test
    void cancellationWhilePartitioningTheOuterSideDeletesTheFiles() throws IOException {
        Random r = new Random(SEED);
        List<Object[]> inner = JoinReference.rows(r, 3000, 1000, 0);
        List<Object[]> outerRows = JoinReference.rows(r, 5000, 1000, 10_000);
        ExecContext ctx = JoinReference.ctx();
        int[] n = {0};
        Operator outer = new ProjectOperator(JoinReference.list(outerRows), new RowExpr[] {
            (row, c) -> {
                if (++n[0] == 1500) {
                    ctx.cancel();
                }
                return row[0];
            },
            (row, c) -> row[1], (row, c) -> row[2], (row, c) -> row[3],
        });
        HashJoinOperator op = new HashJoinOperator(outer, JoinReference.list(inner), JoinReference.keys(1),
                JoinReference.keys(1), null, JoinType.INNER, inner.size(), 40, TINY_WORK_MEM).tempDir(dir);
        assertThatThrownBy(() -> JoinReference.drain(op, ctx)).hasMessageContaining("cancel");
        assertThat(op.temporaryFiles()).isNotEmpty();
        assertNoFilesLeft(op);
    }

    @Test
    void earlyCloseAndFailuresInALaterBatchDeleteTheFiles() throws IOException {
        Random r = new Random(SEED);
        List<Object[]> outer = JoinReference.rows(r, 2000, 300, 0);
        List<Object[]> inner = JoinReference.rows(r, 2000, 300, 10_000);
        HashJoinOperator early = join(outer, inner, JoinType.FULL, 1, null, inner.size(), TINY_WORK_MEM);
        early.open(JoinReference.ctx());
        for (int i = 0; i < 10; i++) {
            assertThat(early.next()).isNotNull();
        }
        early.close();
        assertNoFilesLeft(early);

        int[] calls = {0};
        RowExpr failing = (row, c) -> {
            if (++calls[0] == 3000) {
                throw new IllegalStateException("residual failed");
            }
            return true;
        };
        HashJoinOperator failed = join(outer, inner, JoinType.INNER, 1, failing, inner.size(), TINY_WORK_MEM);
        assertThatThrownBy(() -> JoinReference.drain(failed, JoinReference.ctx())).hasMessage("residual failed");
        assertThat(failed.temporaryFiles()).isNotEmpty();
        assertNoFilesLeft(failed);
    }

    @Test
    void rescanRebuildsAndReportsCountersForExplain() throws IOException {
        Random r = new Random(SEED);
        List<Object[]> outer = JoinReference.rows(r, 500, 100, 0);
        List<Object[]> inner = JoinReference.rows(r, 800, 100, 10_000);
        Instrumentation.NodeCounters counters = new Instrumentation(false).of(this);
        HashJoinOperator op = join(outer, inner, JoinType.LEFT, 1, null, 10, TINY_WORK_MEM).reportTo(counters);
        List<String> expected = JoinReference.multiset(JoinReference.expected(outer, inner, JoinType.LEFT, 1, null));
        assertThat(JoinReference.multiset(JoinReference.drain(op, JoinReference.ctx()))).isEqualTo(expected);
        assertThat(JoinReference.multiset(JoinReference.drain(op, JoinReference.ctx()))).isEqualTo(expected);
        assertThat(counters.detail(HashJoinOperator.ORIGINAL_BATCHES)).isEqualTo(1);
        assertThat(counters.detail(HashJoinOperator.BATCHES)).isEqualTo(op.batchCount()).isGreaterThan(1);
        assertThat(counters.detail(HashJoinOperator.BUCKETS)).isGreaterThanOrEqualTo(16);
        assertThat(counters.detail(HashJoinOperator.PEAK_MEMORY_BYTES)).isPositive();
        assertNoFilesLeft(op);
    }

    @Test
    void sizingStartsWithBatchesOnlyWhenTheEstimateExceedsWorkMem() {
        assertThat(HashJoinSizing.choose(1000, 40, 4, 4 << 20).batches()).isEqualTo(1);
        HashJoinSizing big = HashJoinSizing.choose(1_000_000, 40, 4, 4 << 20);
        assertThat(big.batches()).isGreaterThan(1);
        assertThat(Integer.bitCount(big.batches())).isEqualTo(1);
        assertThat(big.rowsPerBatch() * big.batches()).isGreaterThanOrEqualTo(1_000_000);
        assertThat(HashJoinSizing.choose(1e15, 40, 4, 64 << 10).batches()).isEqualTo(HashJoinSizing.MAX_BATCHES);
    }
}

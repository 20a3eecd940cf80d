package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** PostgreSQL's recursive union: iteration over the working table, UNION's dedup, re-execution. */
class RecursiveUnionOperatorTest {

    private static ExecContext ctx() {
        return new ExecContext(new Object[0], null, null, null, Instant.EPOCH, 0, 0);
    }

    /** seeds; then (n + step) % mod for each working-table row n with n < limit. */
    private static Operator walk(Object key, List<Object[]> seeds, int step, int mod, int limit, boolean all) {
        Operator scan = new WorkTableScanOperator(key, 1);
        Operator filtered = new FilterOperator(scan, (row, c) -> (Integer) row[0] < limit);
        Operator next = new ProjectOperator(filtered, new RowExpr[] {(row, c) -> ((Integer) row[0] + step) % mod});
        return new RecursiveUnionOperator(new ListOperator(() -> seeds, 1), next, key, all);
    }

    private static List<Object> drain(Operator op, ExecContext ctx) {
        List<Object> out = new ArrayList<>();
        op.open(ctx);
        for (Object[] row; (row = op.next()) != null; ) {
            out.add(row[0]);
        }
        op.close();
        return out;
    }

    @Test
    void unionAllIteratesUntilAnIterationIsEmpty() {
        Operator op = walk(new Object(), List.<Object[]>of(new Object[] {1}), 1, 1000, 5, true);
        assertThat(drain(op, ctx())).containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void unionDropsRowsAlreadyProducedSoACycleEnds() {
        List<Object[]> seeds = List.of(new Object[] {0}, new Object[] {0}, new Object[] {3});
        Operator op = walk(new Object(), seeds, 2, 6, 100, false);
        assertThat(drain(op, ctx())).containsExactly(0, 3, 2, 5, 4, 1);
    }

    @Test
    void reopensAndTwoEvaluationsOfOnePlanKeepTheirOwnWorkTables() {
        Object key = new Object();
        Operator a = walk(key, List.<Object[]>of(new Object[] {1}), 1, 1000, 3, true);
        Operator b = walk(key, List.<Object[]>of(new Object[] {10}), 1, 1000, 12, true);
        ExecContext ctx = ctx();
        a.open(ctx);
        b.open(ctx);
        List<Object> interleaved = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            interleaved.add(a.next()[0]);
            interleaved.add(b.next()[0]);
        }
        assertThat(interleaved).containsExactly(1, 10, 2, 11, 3, 12);
        assertThat(a.next()).isNull();
        assertThat(b.next()).isNull();
        a.close();
        b.close();
        assertThat(drain(a, ctx)).containsExactly(1, 2, 3);
    }
}

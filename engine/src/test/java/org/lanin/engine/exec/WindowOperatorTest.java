package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;

/** WindowOperator over pre-sorted rows: partitions, peers, frames and ranking edge cases. */
class WindowOperatorTest {
    private static final ExecContext CTX = new ExecContext(new Object[0], null, null, null, java.time.Instant.EPOCH, 0, 0);
    private static final RowExpr G = (row, ctx) -> row[0];
    private static final RowExpr X = (row, ctx) -> row[1];

    /** (g, x) rows already ordered by g, x; NULL x sorts last. */
    private static final Object[][] ROWS = {
        {1L, 10L}, {1L, 20L}, {1L, 20L}, {1L, null}, {2L, 5L}, {null, 7L}, {null, 7L},
    };

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static List<Object[]> run(WindowFunction... fns) {
        int[] slots = new int[fns.length];
        for (int i = 0; i < fns.length; i++) {
            slots[i] = 2 + i;
        }
        Operator in = new ListOperator(() -> List.of(ROWS), 2);
        Comparator<Object>[] cmp = new Comparator[] {SortKey.ascending(TypeKind.BIGINT)};
        WindowOperator op = new WindowOperator(in, 2 + fns.length, new RowExpr[] {G}, cmp, new RowExpr[] {X}, cmp, fns, slots);
        op.open(CTX);
        List<Object[]> out = new ArrayList<>();
        Object[] r;
        while ((r = op.next()) != null) {
            out.add(r);
        }
        op.close();
        return out;
    }

    private static List<Object> column(List<Object[]> rows, int c) {
        List<Object> out = new ArrayList<>();
        for (Object[] r : rows) {
            out.add(r[c]);
        }
        return out;
    }

    @Test
    void rankingRestartsPerPartitionAndSharesPeers() {
        List<Object[]> out = run(RankingFunctions.rowNumber(), RankingFunctions.rank(), RankingFunctions.denseRank(),
                RankingFunctions.cumeDist());
        assertThat(column(out, 2)).containsExactly(1L, 2L, 3L, 4L, 1L, 1L, 2L);
        assertThat(column(out, 3)).containsExactly(1L, 2L, 2L, 4L, 1L, 1L, 1L);
        assertThat(column(out, 4)).containsExactly(1L, 2L, 2L, 3L, 1L, 1L, 1L);
        assertThat(column(out, 5)).containsExactly(0.25, 0.75, 0.75, 1.0, 1.0, 1.0, 1.0);
    }

    @Test
    void ntileSpreadsTheRemainderOverTheFirstBuckets() {
        List<Object[]> out = run(RankingFunctions.ntile(RowExpr.constant(3L)));
        assertThat(column(out, 2)).containsExactly(1, 1, 2, 3, 1, 1, 2);
        assertThatThrownBy(() -> run(RankingFunctions.ntile(RowExpr.constant(0L))))
                .isInstanceOf(LaninException.class).hasMessageContaining("ntile");
    }

    @Test
    void runningCountIncludesPeersAndSlidingFramesClamp() {
        Aggregate count = new Aggregate() {
            public Object newState() {
                return 0L;
            }

            public Object accumulate(Object state, Object value) {
                return (Long) state + 1;
            }

            public Object finish(Object state) {
                return state;
            }
        };
        WindowFrame rows1 = new WindowFrame(WindowFrame.Mode.ROWS, WindowFrame.Bound.PRECEDING, RowExpr.constant(1L),
                WindowFrame.Bound.FOLLOWING, RowExpr.constant(1L), WindowFrame.Exclusion.NO_OTHERS, null);
        WindowFrame toEnd = new WindowFrame(WindowFrame.Mode.ROWS, WindowFrame.Bound.CURRENT_ROW, null,
                WindowFrame.Bound.UNBOUNDED_FOLLOWING, null, WindowFrame.Exclusion.NO_OTHERS, null);
        WindowFrame afterNext = new WindowFrame(WindowFrame.Mode.ROWS, WindowFrame.Bound.FOLLOWING, RowExpr.constant(2L),
                WindowFrame.Bound.UNBOUNDED_FOLLOWING, null, WindowFrame.Exclusion.NO_OTHERS, null);
        List<Object[]> out = run(new WindowAggregate(count, X, WindowFrame.DEFAULT, true),
                new WindowAggregate(count, X, rows1, false), new WindowAggregate(count, X, toEnd, true),
                new WindowAggregate(count, X, toEnd, false), new WindowAggregate(count, X, afterNext, true));
        assertThat(column(out, 2)).containsExactly(1L, 3L, 3L, 3L, 1L, 2L, 2L);
        assertThat(column(out, 3)).containsExactly(2L, 3L, 2L, 1L, 1L, 2L, 2L);
        assertThat(column(out, 4)).as("backward pass").containsExactly(3L, 2L, 1L, 0L, 1L, 2L, 1L);
        assertThat(column(out, 5)).as("restarted per row").isEqualTo(column(out, 4));
        assertThat(column(out, 6)).containsExactly(1L, 0L, 0L, 0L, 0L, 0L, 0L);
    }

    @Test
    void lagLeadAndFrameValues() {
        WindowFrame whole = new WindowFrame(WindowFrame.Mode.RANGE, WindowFrame.Bound.UNBOUNDED_PRECEDING, null,
                WindowFrame.Bound.UNBOUNDED_FOLLOWING, null, WindowFrame.Exclusion.NO_OTHERS, null);
        List<Object[]> out = run(ValueFunctions.shift(-1, X, null, RowExpr.constant(-1L)),
                ValueFunctions.shift(1, X, RowExpr.constant(2L), null),
                ValueFunctions.framed(whole, X, null, true),
                ValueFunctions.framed(WindowFrame.DEFAULT, X, RowExpr.constant(2L), false));
        assertThat(column(out, 2)).containsExactly(-1L, 10L, 20L, 20L, -1L, -1L, 7L);
        assertThat(column(out, 3)).containsExactly(20L, null, null, null, null, null, null);
        assertThat(column(out, 4)).containsExactly(null, null, null, null, 5L, 7L, 7L);
        assertThat(column(out, 5)).containsExactly(null, 20L, 20L, 20L, null, 7L, 7L);
    }
}

package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A key carried from each group's first row ({@code carrying}) gives the rows grouping on it
 * gives, when it depends on the grouped keys: hashed (in memory and spilling) and sorted, over
 * NULL keys and a hot key; the carried value is computed per row (equal, not identical, objects).
 */
class CarriedKeysTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    /** Depends on k1 only: "d" + k1, NULL for a NULL k1. */
    private static final RowExpr DEPENDENT = (row, c) -> row[1] == null ? null : "d" + row[1];

    @TempDir
    Path dir;

    private static RowExpr[] both() {
        return new RowExpr[] {JoinReference.keys(1)[0], DEPENDENT};
    }

    private static List<String> grouped(List<Object[]> rows) {
        return JoinReference.multiset(JoinReference.drain(new HashAggregateOperator(JoinReference.list(rows), both(),
                HashAggSpillTest.aggregates()), JoinReference.ctx()));
    }

    @Test
    void hashedCarriedKeyGivesTheGroupedRows() {
        List<Object[]> rows = JoinReference.rows(new Random(SEED), 3000, 400, 0);
        List<String> expected = grouped(rows);
        RowExpr[] carried = {DEPENDENT};
        HashAggregateOperator inMemory = new HashAggregateOperator(JoinReference.list(rows), JoinReference.keys(1),
                HashAggSpillTest.aggregates()).carrying(carried);
        assertThat(JoinReference.multiset(JoinReference.drain(inMemory, JoinReference.ctx())))
                .as("replay with -Dseed=%d", SEED).isEqualTo(expected);
        HashAggregateOperator spilling = new HashAggregateOperator(JoinReference.list(rows), JoinReference.keys(1),
                HashAggSpillTest.aggregates()).carrying(carried).tempDir(dir).memLimit(4096);
        assertThat(JoinReference.multiset(JoinReference.drain(spilling, JoinReference.ctx())))
                .as("spilling (replay with -Dseed=%d)", SEED).isEqualTo(expected);
        assertThat(spilling.spilledRows()).isPositive();
        assertThat(inMemory.width()).isEqualTo(2 + HashAggSpillTest.aggregates().length);
    }

    @Test
    void sortedCarriedKeyGivesTheGroupedRows() {
        List<Object[]> rows = new ArrayList<>(JoinReference.rows(new Random(SEED), 3000, 400, 0));
        List<String> expected = grouped(rows);
        rows.sort(Comparator.comparing(r -> r[1], SortKey.ascending(org.lanin.engine.type.TypeKind.INTEGER)));
        GroupAggregateOperator group = new GroupAggregateOperator(JoinReference.list(rows), JoinReference.keys(1),
                HashAggSpillTest.aggregates()).carrying(new RowExpr[] {DEPENDENT});
        assertThat(JoinReference.multiset(JoinReference.drain(group, JoinReference.ctx())))
                .as("replay with -Dseed=%d", SEED).isEqualTo(expected);
    }
}

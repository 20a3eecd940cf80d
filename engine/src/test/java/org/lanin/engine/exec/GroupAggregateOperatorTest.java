package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Aggregating input sorted on the keys gives the groups hashing gives: one and two keys over
 * data with NULL keys (which form one group, sorted last) and a hot key, with plain and DISTINCT
 * aggregates; empty input gives no group; the operator can be opened again (a rescan).
 */
class GroupAggregateOperatorTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());

    private static final Comparator<Object> NULLS_LAST = SortKey.ascending(org.lanin.engine.type.TypeKind.INTEGER);
    private static final Comparator<Object> TEXT_NULLS_LAST = SortKey.ascending(org.lanin.engine.type.TypeKind.TEXT);

    private static List<Object[]> sortedOn(List<Object[]> rows, int keys) {
        List<Object[]> out = new ArrayList<>(rows);
        Comparator<Object[]> c = Comparator.comparing(r -> r[1], NULLS_LAST);
        if (keys > 1) {
            c = c.thenComparing(r -> r[2], TEXT_NULLS_LAST);
        }
        out.sort(c);
        return out;
    }

    @Test
    void sortedGroupsAreTheHashedGroups() {
        Random r = new Random(SEED);
        List<Object[]> rows = JoinReference.rows(r, 3000, 400, 0);
        for (int keys = 1; keys <= 2; keys++) {
            List<Object[]> sorted = sortedOn(rows, keys);
            HashAggregateOperator hash = new HashAggregateOperator(JoinReference.list(sorted), JoinReference.keys(keys),
                    HashAggSpillTest.aggregates());
            List<String> expected = JoinReference.multiset(JoinReference.drain(hash, JoinReference.ctx()));
            GroupAggregateOperator group = new GroupAggregateOperator(JoinReference.list(sorted),
                    JoinReference.keys(keys), HashAggSpillTest.aggregates());
            List<Object[]> out = JoinReference.drain(group, JoinReference.ctx());
            assertThat(JoinReference.multiset(out)).as("keys=%d (replay with -Dseed=%d)", keys, SEED)
                    .isEqualTo(expected);
            // rescanned: the same groups again
            assertThat(JoinReference.multiset(JoinReference.drain(group, JoinReference.ctx()))).isEqualTo(expected);
        }
    }

    @Test
    void emptyInputHasNoGroup() {
        GroupAggregateOperator group = new GroupAggregateOperator(JoinReference.list(List.of()),
                JoinReference.keys(1), HashAggSpillTest.aggregates());
        assertThat(JoinReference.drain(group, JoinReference.ctx())).isEmpty();
    }
}

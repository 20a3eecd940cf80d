package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.TypeKind;

/** The loser-tree merge against a stable list sort, for every fan-in from 0 to 17, empty sources included. */
class SortMergeTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());

    @Test
    void mergesAnyFanInStably() {
        Random r = new Random(SEED);
        SortTupleComparator cmp = new SortTupleComparator(new SortKey[] {SortKey.ascending(TypeKind.INTEGER)}, true);
        for (int k = 0; k <= 17; k++) {
            List<SortMerge.Source> sources = new ArrayList<>();
            List<SortTuple> all = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                List<SortTuple> run = new ArrayList<>();
                int n = r.nextInt(4) == 0 ? 0 : r.nextInt(40);
                for (int i = 0; i < n; i++) {
                    Object[] keys = {r.nextInt(25)};
                    run.add(new SortTuple(new Object[] {keys[0], s, i}, keys, cmp.abbreviate(keys)));
                }
                run.sort(cmp);
                all.addAll(run);
                var it = run.iterator();
                sources.add(() -> it.hasNext() ? it.next() : null);
            }
            all.sort(Comparator.comparing((SortTuple t) -> (Integer) t.keys[0]));
            SortMerge m = new SortMerge(cmp, sources);
            List<SortTuple> got = new ArrayList<>();
            SortTuple t;
            while ((t = m.next()) != null) {
                got.add(t);
            }
            assertThat(m.next()).isNull();
            assertThat(got).as("k=%d, replay with -Dseed=%d", k, SEED).containsExactlyElementsOf(all);
        }
    }
}

package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.TypeKind;

/**
 * The merge join gives the rows a nested loop gives, for every join kind, one and two keys, with
 * and without a residual condition, over inputs with NULLs (wherever the sort put them),
 * duplicates on both sides and a hot key, sorted ascending or descending; rows come in the outer
 * input's order.
 */
class MergeJoinOperatorTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    private static final JoinType[] TYPES = {
        JoinType.INNER, JoinType.LEFT, JoinType.RIGHT, JoinType.FULL, JoinType.SEMI, JoinType.ANTI,
    };

    @SuppressWarnings("unchecked")
    private static Comparator<Object>[] comparators(int keys, boolean descending, boolean nullsFirst) {
        Comparator<Object>[] c = new Comparator[keys];
        c[0] = SortKey.of(TypeKind.INTEGER, descending, nullsFirst);
        if (keys > 1) {
            c[1] = SortKey.of(TypeKind.TEXT, descending, nullsFirst);
        }
        return c;
    }

    private static List<Object[]> sorted(List<Object[]> rows, Comparator<Object>[] cmps) {
        List<Object[]> s = new ArrayList<>(rows);
        s.sort((a, b) -> {
            for (int i = 0; i < cmps.length; i++) {
                int c = cmps[i].compare(a[1 + i], b[1 + i]);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        });
        return s;
    }

    private static List<Object[]> merge(List<Object[]> outer, List<Object[]> inner, JoinType type, int keys,
                                        RowExpr residual, Comparator<Object>[] cmps) {
        return JoinReference.drain(new MergeJoinOperator(JoinReference.list(outer), JoinReference.list(inner),
                JoinReference.keys(keys), JoinReference.keys(keys), cmps, residual, type), JoinReference.ctx());
    }

    /** Outer rows appear in the outer input's order (NULL-extended inner rows aside). */
    private static void assertOuterOrder(List<Object[]> out, List<Object[]> outer, String what) {
        Map<Object, Integer> position = new HashMap<>();
        for (int i = 0; i < outer.size(); i++) {
            position.put(outer.get(i)[0], i);
        }
        int last = -1;
        for (Object[] row : out) {
            if (row[0] != null) {
                int p = position.get(row[0]);
                assertThat(p).as(what).isGreaterThanOrEqualTo(last);
                last = p;
            }
        }
    }

    @Test
    void everyJoinKindAgreesWithNestedLoop() {
        Random r = new Random(SEED);
        List<Object[]> outerRows = JoinReference.rows(r, 700, 150, 0);
        List<Object[]> innerRows = JoinReference.rows(r, 600, 150, 10_000);
        for (int keys = 1; keys <= 2; keys++) {
            for (boolean[] order : new boolean[][] {{false, false}, {true, true}, {false, true}}) {
                Comparator<Object>[] cmps = comparators(keys, order[0], order[1]);
                List<Object[]> outer = sorted(outerRows, cmps);
                List<Object[]> inner = sorted(innerRows, cmps);
                for (JoinType type : TYPES) {
                    for (RowExpr residual : new RowExpr[] {null, JoinReference.RESIDUAL}) {
                        String what = type + " keys=" + keys + " desc=" + order[0] + " nullsFirst=" + order[1]
                                + " residual=" + (residual != null) + " (replay with -Dseed=" + SEED + ")";
                        List<Object[]> got = merge(outer, inner, type, keys, residual, cmps);
                        assertThat(JoinReference.multiset(got)).as(what).isEqualTo(
                                JoinReference.multiset(JoinReference.expected(outer, inner, type, keys, residual)));
                        assertOuterOrder(got, outer, what);
                    }
                }
            }
        }
    }

    @Test
    void emptyAndOneSidedInputs() {
        Comparator<Object>[] cmps = comparators(1, false, false);
        List<Object[]> some = sorted(JoinReference.rows(new Random(SEED), 50, 10, 0), cmps);
        List<Object[]> none = List.of();
        List<List<List<Object[]>>> cases = List.of(List.of(some, none), List.of(none, some), List.of(none, none));
        for (JoinType type : TYPES) {
            for (List<List<Object[]>> sides : cases) {
                assertThat(JoinReference.multiset(merge(sides.get(0), sides.get(1), type, 1, null, cmps)))
                        .as(type.toString()).isEqualTo(JoinReference.multiset(
                                JoinReference.expected(sides.get(0), sides.get(1), type, 1, null)));
            }
        }
    }

    @Test
    void manyToManyGroupsAndAllNullKeys() {
        Comparator<Object>[] cmps = comparators(1, false, false);
        List<Object[]> outer = new ArrayList<>();
        List<Object[]> inner = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            outer.add(new Object[] {i, i < 30 ? i / 10 : null, "k0", "o"});
            inner.add(new Object[] {100 + i, i < 30 ? i / 15 * 2 : null, "k0", "i"});
        }
        outer = sorted(outer, cmps);
        inner = sorted(inner, cmps);
        for (JoinType type : TYPES) {
            List<Object[]> got = merge(outer, inner, type, 1, JoinReference.RESIDUAL, cmps);
            assertThat(JoinReference.multiset(got)).as(type.toString()).isEqualTo(
                    JoinReference.multiset(JoinReference.expected(outer, inner, type, 1, JoinReference.RESIDUAL)));
        }
    }
}

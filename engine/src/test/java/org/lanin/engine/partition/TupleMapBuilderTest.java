package org.lanin.engine.partition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;

/** Deterministic name-comparison counts of the by-name map build (seed 002, PG's attmap.c). */
class TupleMapBuilderTest {
    private static final int N = 1000;

    private static TableDef table(String name, List<String> cols, int droppedSlot) {
        List<ColumnDef> out = new ArrayList<>();
        for (String c : cols) {
            ColumnDef d = new ColumnDef(c, out.size() + 1, DataType.INTEGER, false, null, null, (char) 0, false);
            out.add(out.size() == droppedSlot ? d.withDropped() : d);
        }
        return new TableDef(out.size(), name, out, List.of(), List.of(), null, 1);
    }

    private static List<String> names(int from, int to) {
        List<String> out = new ArrayList<>();
        for (int i = from; i < to; i++) {
            out.add("c" + Integer.toHexString(i * 7919));
        }
        return out;
    }

    @Test
    void identicalLayoutIsOneComparisonPerColumnAndNeedsNoMap() {
        TupleConversionMap m = TupleMapBuilder.build(table("p", names(0, N), -1), table("c", names(0, N), -1));
        assertThat(m.nameComparisons()).isEqualTo(N);
        assertThat(m.needed()).isFalse();
        Object[] row = new Object[N];
        assertThat(m.toChild(row)).isSameAs(row);
    }

    @Test
    void droppedColumnOnEitherSideKeepsTheFastPath() {
        List<String> withExtra = names(0, N + 1);
        TableDef parent = table("p", withExtra, 0);
        TableDef child = table("c", names(1, N + 1), -1);
        TupleConversionMap m = TupleMapBuilder.build(parent, child);
        assertThat(m.nameComparisons()).isEqualTo(N);
        assertThat(m.needed()).isTrue();
        Object[] parentRow = new Object[N + 1];
        for (int i = 1; i <= N; i++) {
            parentRow[i] = i;
        }
        Object[] childRow = m.toChild(parentRow);
        assertThat(childRow[0]).isEqualTo(1);
        assertThat(childRow[N - 1]).isEqualTo(N);
        assertThat(m.toParent(childRow)).containsExactly(parentRow);

        List<String> holed = new ArrayList<>(names(1, 6));
        holed.add("gone");
        holed.addAll(names(6, N + 1));
        TupleConversionMap other = TupleMapBuilder.build(child, table("c2", holed, 5));
        assertThat(other.nameComparisons()).isEqualTo(N);
    }

    @Test
    void reversedOrderDegradesButStaysCorrect() {
        List<String> rev = new ArrayList<>(names(0, 50));
        java.util.Collections.reverse(rev);
        TupleConversionMap m = TupleMapBuilder.build(table("p", names(0, 50), -1), table("c", rev, -1));
        assertThat(m.nameComparisons()).isGreaterThan(50).as("indexed after two misses").isLessThan(5 * 50);
        Object[] row = new Object[50];
        for (int i = 0; i < 50; i++) {
            row[i] = i;
        }
        Object[] c = m.toChild(row);
        assertThat(c[0]).isEqualTo(49);
        assertThat(c[49]).isEqualTo(0);
    }

    @Test
    void typeMismatchIsAnError() {
        TableDef p = table("p", List.of("a"), -1);
        List<ColumnDef> cols = List.of(new ColumnDef("a", 1, DataType.BIGINT, false, null, null, (char) 0, false));
        TableDef c = new TableDef(2, "c", cols, List.of(), List.of(), null, 1);
        assertThatThrownBy(() -> TupleMapBuilder.build(p, c)).isInstanceOf(LaninException.class);
    }

    @Test
    void cacheBuildsOnceUntilALayoutChanges() {
        TupleMapCache cache = new TupleMapCache();
        TableDef p = table("p", names(0, 10), -1);
        TableDef c = table("c", names(0, 10), -1);
        for (int i = 0; i < 5; i++) {
            cache.get(p, c, true);
        }
        TupleMapStats s = cache.stats().get(0);
        assertThat(s.builds()).isEqualTo(1);
        assertThat(s.cacheHits()).isEqualTo(4);
        cache.get(p.withColumns(p.columns()), c, true);
        assertThat(s.builds()).isEqualTo(2);
        cache.get(p, c, false);
        assertThat(s.builds()).isEqualTo(3);
        cache.reset();
        assertThat(s.builds()).isZero();
    }
}

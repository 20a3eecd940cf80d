package org.lanin.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.type.DataType;

/** Publication, merging, column lifecycle, TRUNCATE and the epoch. */
class StatisticsStoreTest {
    private final HeapTable heap = new HeapTable();
    private final ColumnDef a = new ColumnDef("a", 1, DataType.INTEGER, false, null, null, (char) 0, false);
    private final ColumnDef b = new ColumnDef("b", 2, DataType.TEXT, false, null, null, (char) 0, false);
    private final TableDef table = new TableDef(5, "t", List.of(a, b), List.of(), List.of(), heap, 1);
    private final StatisticsStore store = new StatisticsStore();

    private static ColumnStatistics stats(int attnum, DataType type, double nullFrac) {
        return new ColumnStatistics(attnum, type, nullFrac, 4, -1, List.of(), new double[0], List.of(), 1.0);
    }

    @Test
    void publishingBumpsTheEpochAndStampsTheVersion() {
        assertThat(store.epoch()).isZero();
        assertThat(store.table(table)).isNull();
        TableStatistics t = store.publish(table, false, 10, 1, List.of(stats(1, DataType.INTEGER, 0)));
        assertThat(store.epoch()).isEqualTo(1);
        assertThat(t.version()).isEqualTo(1);
        assertThat(store.table(table)).isSameAs(t);
        assertThat(store.column(table, a).nullFrac()).isZero();
        assertThat(store.column(table, b)).isNull();
    }

    @Test
    void aColumnListKeepsTheOtherColumnsStatistics() {
        store.publish(table, false, 10, 1, List.of(stats(1, DataType.INTEGER, 0), stats(2, DataType.TEXT, 0)));
        store.publish(table, false, 20, 1, List.of(stats(2, DataType.TEXT, 0.5)));
        assertThat(store.column(table, a)).isNotNull();
        assertThat(store.column(table, b).nullFrac()).isEqualTo(0.5);
        assertThat(store.table(table).relTuples()).isEqualTo(20);
    }

    @Test
    void droppedAndRetypedColumnsHaveNoStatisticsAndAddedOnesNone() {
        store.publish(table, false, 10, 1, List.of(stats(1, DataType.INTEGER, 0), stats(2, DataType.TEXT, 0)));
        TableDef altered = table.withColumns(List.of(a.withDropped(), b,
                new ColumnDef("c", 3, DataType.INTEGER, false, null, null, (char) 0, false)));
        assertThat(store.column(altered, altered.columns().get(0))).isNull();
        assertThat(store.column(altered, altered.columns().get(2))).isNull();
        assertThat(store.column(altered, b)).isNotNull();
        ColumnDef retyped = new ColumnDef("b", 2, DataType.INTEGER, false, null, null, (char) 0, false);
        assertThat(store.column(table, retyped)).isNull();
        store.publish(altered, false, 10, 1, List.of());
        assertThat(store.table(altered).columns()).containsOnlyKeys(2);
    }

    @Test
    void truncateKeepsColumnsAndForgetsTheRowCount() {
        store.publish(table, false, 10, 3, List.of(stats(1, DataType.INTEGER, 0)));
        HeapTable empty = new HeapTable();
        TableDef truncated = new TableDef(5, "t", List.of(a, b), List.of(), List.of(), empty, 2);
        assertThat(store.table(truncated)).as("another heap: not these statistics").isNull();
        store.truncated(truncated, empty);
        assertThat(store.table(truncated).relTuples()).isEqualTo(-1);
        assertThat(store.table(truncated).relPages()).isZero();
        assertThat(store.column(truncated, a)).isNotNull();
        assertThat(store.epoch()).isEqualTo(2);
    }
}

package org.lanin.engine.stats;

import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * The statistics of one database's tables, published atomically per table by ANALYZE and read
 * lock-free by the planner (PostgreSQL's pg_statistic and pg_class.reltuples/relpages).
 *
 * <p>Not part of the versioned catalog: an ANALYZE does not bump the catalog version (which
 * would re-plan every cached statement), it bumps {@link #epoch()}, and each table's statistics
 * carry the epoch they were published at ({@link TableStatistics#version()}); a plan cache
 * compares either to notice new statistics, as PostgreSQL invalidates plans on ANALYZE.
 *
 * <p>Entries are keyed by table oid and hold the table's heap weakly: a dropped table's entry
 * is pruned once nothing (no catalog version, no undo record of a DROP that may still roll back)
 * references its heap, so a rolled-back DROP TABLE keeps its statistics. TRUNCATE keeps the
 * column statistics and sets reltuples -1 and relpages 0, as PostgreSQL does.
 */
public final class StatisticsStore {
    private record Entry(TableStatistics stats, WeakReference<HeapTable> heap) {
    }

    private final ConcurrentHashMap<Long, Entry> tables = new ConcurrentHashMap<>();
    private final AtomicLong epoch = new AtomicLong();

    /** Bumped by every publication and TRUNCATE; starts at 0 (nothing analysed yet). */
    public long epoch() {
        return epoch.get();
    }

    /** The table's statistics, or null if it was never analysed. */
    public TableStatistics table(TableDef table) {
        Entry e = tables.get(table.oid());
        return e == null || e.heap.get() != table.heap() ? null : e.stats;
    }

    /**
     * The statistics of a live column, or null: never analysed, analysed before an ALTER TABLE
     * ADD COLUMN added it, dropped since, or of another type.
     */
    public ColumnStatistics column(TableDef table, ColumnDef column) {
        TableStatistics t = table(table);
        if (t == null || column.dropped()) {
            return null;
        }
        ColumnStatistics c = t.column(column.attnum());
        return c == null || !c.type().equals(column.type()) ? null : c;
    }

    /**
     * Publishes what an ANALYZE of {@code table} computed. Columns it did not analyse keep their
     * previous statistics (PostgreSQL's ANALYZE t (a) leaves b's alone) unless dropped since.
     */
    public TableStatistics publish(TableDef table, boolean inherited, double relTuples, int relPages,
                                   List<ColumnStatistics> computed) {
        prune();
        Entry e = tables.compute(table.oid(), (oid, old) -> {
            Map<Integer, ColumnStatistics> columns = new HashMap<>();
            if (old != null && old.heap.get() == table.heap() && old.stats.inherited() == inherited) {
                columns.putAll(old.stats.columns());
            }
            for (ColumnStatistics c : computed) {
                columns.put(c.attnum(), c);
            }
            columns.values().removeIf(c -> !isLive(table, c));
            TableStatistics s = new TableStatistics(oid, inherited, relTuples, relPages, columns, epoch.incrementAndGet());
            return new Entry(s, new WeakReference<>(table.heap()));
        });
        return e.stats;
    }

    /**
     * TRUNCATE gave {@code table} the empty heap {@code newHeap}: the column statistics stay,
     * reltuples becomes unknown (-1) and relpages 0, as in PostgreSQL.
     */
    public void truncated(TableDef table, HeapTable newHeap) {
        tables.computeIfPresent(table.oid(),
                (oid, old) -> new Entry(old.stats.truncated(epoch.incrementAndGet()), new WeakReference<>(newHeap)));
    }

    /** Forgets the statistics of tables whose storage is gone (dropped and unreachable). Returns how many. */
    public int prune() {
        int before = tables.size();
        tables.values().removeIf(e -> e.heap.get() == null);
        return before - tables.size();
    }

    /** Tables with statistics (dropped ones not yet pruned included). */
    public int size() {
        return tables.size();
    }

    private static boolean isLive(TableDef table, ColumnStatistics c) {
        int slot = c.attnum() - 1;
        if (slot < 0 || slot >= table.columns().size()) {
            return false;
        }
        ColumnDef def = table.columns().get(slot);
        return !def.dropped() && def.type().equals(c.type());
    }
}

package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.stats.StatisticsStore;
import org.lanin.engine.stats.TableStatistics;

/**
 * What a cached plan's costs were based on: the sizes of the tables it reads and their ANALYZE
 * statistics. PostgreSQL re-plans when ANALYZE or autovacuum changes a table's statistics; Lanin
 * does the same, and since it keeps exact live row counts it also re-plans once a table has more
 * than doubled (and grown by over a hundred rows) or shrunk to a quarter, so a plan made while a
 * table was empty does not stay a plan for an empty table. Checking costs a read of the store's
 * epoch and of each table's live count.
 */
public final class PlanFreshness {
    public static final PlanFreshness ALWAYS = new PlanFreshness(new TableDef[0], new long[0], new long[0], null);

    private final TableDef[] tables;
    private final long[] rows;
    private final long[] statsVersions;
    private final StatisticsStore store;
    /** The store's epoch when the statistics versions were last found unchanged. */
    private volatile long epoch;

    private PlanFreshness(TableDef[] tables, long[] rows, long[] statsVersions, StatisticsStore store) {
        this.tables = tables;
        this.rows = rows;
        this.statsVersions = statsVersions;
        this.store = store;
        this.epoch = store == null ? 0 : store.epoch();
    }

    /** The sizes and statistics of {@code tables} now. */
    public static PlanFreshness of(List<TableDef> tables, StatisticsStore store) {
        if (tables.isEmpty()) {
            return ALWAYS;
        }
        TableDef[] t = tables.toArray(new TableDef[0]);
        long[] r = new long[t.length];
        long[] v = new long[t.length];
        for (int i = 0; i < t.length; i++) {
            r[i] = t[i].heap().stats().liveTuples();
            v[i] = version(store, t[i]);
        }
        return new PlanFreshness(t, r, v, store);
    }

    private static long version(StatisticsStore store, TableDef t) {
        TableStatistics s = store.table(t);
        return s == null ? -1 : s.version();
    }

    public boolean stale() {
        for (int i = 0; i < tables.length; i++) {
            long now = tables[i].heap().stats().liveTuples();
            long then = rows[i];
            if (now > 2 * then + 100 || then > 400 && now < then / 4) {
                return true;
            }
        }
        return store != null && store.epoch() != epoch && statisticsChanged();
    }

    private boolean statisticsChanged() {
        long e = store.epoch();
        for (int i = 0; i < tables.length; i++) {
            if (version(store, tables[i]) != statsVersions[i]) {
                return true;
            }
        }
        epoch = e;
        return false;
    }
}

package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;

/**
 * Per-database cache of tuple conversion maps, one per (parent, partition) pair, valid
 * while neither side's column list changes. A TableDef's column list is replaced by every
 * DDL that changes a layout (ADD/DROP COLUMN, ...) and restored by ROLLBACK, so comparing the
 * lists by identity is an exact "layout version" check that needs no invalidation hooks.
 * Maps are immutable, so sharing them between sessions is safe; only the counters mutate
 * (atomics). With {@code partition_map_cache = off} every request builds a fresh map.
 */
public final class TupleMapCache {
    private record Key(long parentOid, long childOid) { }

    private record Entry(List<ColumnDef> parentColumns, List<ColumnDef> childColumns, TupleConversionMap map) { }

    private final ConcurrentHashMap<Key, Entry> maps = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Key, TupleMapStats> stats = new ConcurrentHashMap<>();

    /** The map from {@code parent}'s layout to {@code child}'s, built or taken from the cache. */
    public TupleConversionMap get(TableDef parent, TableDef child, boolean useCache) {
        Key k = new Key(parent.oid(), child.oid());
        TupleMapStats st = stats.computeIfAbsent(k, x -> new TupleMapStats(parent.name(), child.name()));
        if (useCache) {
            Entry e = maps.get(k);
            if (e != null && e.parentColumns() == parent.columns() && e.childColumns() == child.columns()) {
                st.hit();
                return e.map();
            }
        }
        TupleConversionMap m = TupleMapBuilder.build(parent, child);
        st.built(m);
        if (useCache) {
            maps.put(k, new Entry(parent.columns(), child.columns(), m));
        }
        return m;
    }

    /** Rows of lanin_stat_tuple_maps, ordered by parent then partition name. */
    public List<TupleMapStats> stats() {
        List<TupleMapStats> out = new ArrayList<>(stats.values());
        out.sort(Comparator.comparing(TupleMapStats::parentName).thenComparing(TupleMapStats::partitionName));
        return out;
    }

    /** Zeroes the counters (lanin_stat_reset()); cached maps stay. */
    public void reset() {
        stats.values().forEach(TupleMapStats::reset);
    }

    /** Forgets maps and counters of a dropped table. */
    public void forget(long oid) {
        maps.keySet().removeIf(k -> k.parentOid() == oid || k.childOid() == oid);
        stats.keySet().removeIf(k -> k.parentOid() == oid || k.childOid() == oid);
    }
}

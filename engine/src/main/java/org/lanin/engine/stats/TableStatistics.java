package org.lanin.engine.stats;

import java.util.Map;
import java.util.TreeMap;

/**
 * The statistics of one table as the last ANALYZE left them (PostgreSQL's pg_class.reltuples /
 * relpages plus the table's pg_statistic rows). Immutable; a new ANALYZE publishes a new one.
 *
 * @param relOid    the table's oid
 * @param inherited true for a partitioned table: its columns describe the rows of all its partitions
 * @param relTuples rows estimated at ANALYZE time; -1 unknown (after TRUNCATE, as PostgreSQL 14+)
 * @param relPages  heap pages at ANALYZE time; -1 for a partitioned table (no storage), 0 after TRUNCATE
 * @param columns   per attnum; columns never analysed are absent
 * @param version   the store's epoch when this was published: a plan built with an older
 *                  version of a table's statistics may be re-planned
 */
public record TableStatistics(long relOid, boolean inherited, double relTuples, int relPages,
                              Map<Integer, ColumnStatistics> columns, long version) {

    public TableStatistics {
        columns = java.util.Collections.unmodifiableMap(new TreeMap<>(columns));
    }

    /** The column's statistics by attnum, or null. Callers check the column is live (see StatisticsStore). */
    public ColumnStatistics column(int attnum) {
        return columns.get(attnum);
    }

    TableStatistics withVersion(long v) {
        return new TableStatistics(relOid, inherited, relTuples, relPages, columns, v);
    }

    TableStatistics truncated(long v) {
        return new TableStatistics(relOid, inherited, -1, 0, columns, v);
    }
}

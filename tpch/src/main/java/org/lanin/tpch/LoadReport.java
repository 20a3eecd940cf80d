package org.lanin.tpch;

import java.util.List;
import java.util.Locale;

/** What a load did: rows and time per table, plus the index builds after it. */
public record LoadReport(double scaleFactor, List<TableLoad> tables, long indexNanos) {

    /**
     * One table: rows inserted, the time its {@link TableWriter} took (commits included) and the
     * part of that time spent generating the rows (the generator runs lazily inside the load).
     */
    public record TableLoad(String table, long rows, long nanos, long generateNanos) {
    }

    public long rows() {
        return tables.stream().mapToLong(TableLoad::rows).sum();
    }

    public long insertNanos() {
        return tables.stream().mapToLong(TableLoad::nanos).sum();
    }

    public long generateNanos() {
        return tables.stream().mapToLong(TableLoad::generateNanos).sum();
    }

    /** Inserted rows per second of insert time, generation and index builds excluded. */
    public double rowsPerSecond() {
        return rows() / (Math.max(1, insertNanos() - generateNanos()) / 1e9);
    }

    /** One line: "SF 0.01: 86,805 rows in 1.20 s (of which generating 0.30 s; 96,450 rows/s), indexes 0.30 s". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "SF %s: %,d rows in %.2f s (of which generating %.2f s; %,.0f rows/s), "
                + "indexes %.2f s", scaleFactor, rows(), insertNanos() / 1e9, generateNanos() / 1e9, rowsPerSecond(),
                indexNanos / 1e9);
    }
}

package org.lanin.tpch;

import java.util.List;
import java.util.Locale;

/** What a load did: rows and time per table, plus the index builds after it. */
public record LoadReport(double scaleFactor, List<TableLoad> tables, long indexNanos) {

    /** One table: rows inserted and the time its {@link TableWriter} took (commits included). */
    public record TableLoad(String table, long rows, long nanos) {
    }

    public long rows() {
        return tables.stream().mapToLong(TableLoad::rows).sum();
    }

    public long insertNanos() {
        return tables.stream().mapToLong(TableLoad::nanos).sum();
    }

    /** Inserted rows per second of insert time (index builds excluded). */
    public double rowsPerSecond() {
        return rows() / (insertNanos() / 1e9);
    }

    /** One line: "SF 0.01: 86,805 rows in 1.2 s (72,000 rows/s), indexes 0.3 s". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "SF %s: %,d rows in %.2f s (%,.0f rows/s), indexes %.2f s",
                scaleFactor, rows(), insertNanos() / 1e9, rowsPerSecond(), indexNanos / 1e9);
    }
}

package org.lanin.bench.query;

import java.util.List;
import java.util.Locale;

/** The load of each engine: rows, insert seconds, rows per second, index-build seconds. */
final class LoadTable {
    private LoadTable() {
    }

    static String render(List<EngineRun> runs) {
        StringBuilder sb = new StringBuilder("| engine | rows loaded | insert s (generating) | rows/s | index build s | notes |\n"
                + "|---|---:|---:|---:|---:|---|\n");
        for (EngineRun r : runs) {
            sb.append("| ").append(r.engine.label()).append(" | ");
            if (r.load == null) {
                sb.append("— | — | — | — | ").append(r.unavailable == null ? "" : "n/a: " + r.unavailable).append(" |\n");
                continue;
            }
            sb.append(String.format(Locale.ROOT, "%,d | %.1f (%.1f) | %,.0f | %.1f | %s |%n", r.load.rows(),
                    r.load.insertNanos() / 1e9, r.load.generateNanos() / 1e9, r.load.rowsPerSecond(),
                    r.load.indexNanos() / 1e9,
                    r.unavailable != null ? "n/a: " + r.unavailable
                            : how(r) + (r.analyze == null ? "; ANALYZE" : "; " + r.analyze)));
        }
        return sb.toString();
    }

    private static String how(EngineRun r) {
        return switch (r.engine.kind()) {
            case DUCKDB -> "DuckDB appender";
            case SQLITE -> "JDBC batches of 1,000, dates as ISO text";
            default -> "JDBC batches of 1,000";
        };
    }
}

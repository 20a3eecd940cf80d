package org.lanin.bench.query;

import org.lanin.bench.engine.EngineKind;
import org.lanin.tpch.JdbcBatchWriter;
import org.lanin.tpch.SqlDialect;
import org.lanin.tpch.TableWriter;

/**
 * What differs per engine when a suite loads and queries it: the query text (the kit's
 * {@link SqlDialect}: H2 and SQLite get small rewrites, the others run the PostgreSQL text) and
 * the table writer (JDBC batches everywhere, dates as text for SQLite, DuckDB's appender because
 * its JDBC batches run one statement per row: 243 rows/s measured).
 */
final class EngineSql {
    private EngineSql() {
    }

    static SqlDialect dialect(EngineKind kind) {
        return switch (kind) {
            case H2 -> SqlDialect.H2;
            case SQLITE -> SqlDialect.SQLITE;
            default -> SqlDialect.POSTGRES;
        };
    }

    static TableWriter writer(EngineKind kind) {
        return switch (kind) {
            case SQLITE -> new JdbcBatchWriter(JdbcBatchWriter.Dates.TEXT);
            case DUCKDB -> new DuckDbAppenderWriter();
            default -> new JdbcBatchWriter(JdbcBatchWriter.Dates.OBJECT);
        };
    }
}

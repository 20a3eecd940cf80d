package org.lanin.bench.query;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;
import org.lanin.tpch.TableWriter;

/**
 * DuckDB's bulk path, its appender (rows in column order, flushed in chunks), reached from the
 * JDBC connection by {@code unwrap}. Only the load differs: DuckDB's queries go through JDBC like
 * every other engine's.
 */
final class DuckDbAppenderWriter implements TableWriter {

    @Override
    public long write(Connection c, String table, List<String> columns, Iterable<Object[]> rows) throws SQLException {
        long n = 0;
        try (DuckDBAppender a = c.unwrap(DuckDBConnection.class).createAppender(DuckDBConnection.DEFAULT_SCHEMA, table)) {
            for (Object[] row : rows) {
                a.beginRow();
                for (Object v : row) {
                    append(a, v);
                }
                a.endRow();
                n++;
            }
        }
        return n;
    }

    private static void append(DuckDBAppender a, Object v) throws SQLException {
        if (v instanceof Integer i) {
            a.append(i.intValue());
        } else if (v instanceof BigDecimal d) {
            a.append(d);
        } else if (v instanceof LocalDate d) {
            a.append(d);
        } else {
            a.append((String) v);
        }
    }
}

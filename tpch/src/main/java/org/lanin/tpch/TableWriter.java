package org.lanin.tpch;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Inserts the generated rows of one existing table; returns how many. {@link JdbcBatchWriter}
 * (prepared INSERTs in batches) serves every engine; an engine whose batches run one statement
 * per row may bring its own bulk path (the benchmark's DuckDB appender), so loading it does not
 * take longer than the run it prepares.
 */
@FunctionalInterface
public interface TableWriter {
    long write(Connection c, String table, List<String> columns, Iterable<Object[]> rows) throws SQLException;
}

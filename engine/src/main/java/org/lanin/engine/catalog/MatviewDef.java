package org.lanin.engine.catalog;

/**
 * What makes a table a materialized view (PostgreSQL's relkind 'm'): the defining query as SQL
 * text, planned again by each REFRESH, and whether the relation holds the query's rows.
 * A matview that is not populated (created or refreshed WITH NO DATA) cannot be scanned (55000),
 * as PostgreSQL's {@code relispopulated} = false. The rows themselves live in the table's heap, so
 * the write-ahead log and the checkpoint image keep them as any table's.
 *
 * @param sql the defining query (a SELECT)
 * @param populated false after WITH NO DATA, until a REFRESH ... WITH DATA
 */
public record MatviewDef(String sql, boolean populated) {
}

/**
 * {@link java.sql.DatabaseMetaData} for Lanin. Static facts (product, limits, what is supported)
 * are constants in {@link org.lanin.jdbc.meta.LaninDatabaseMetaData}; everything about the
 * database's contents (tables, columns, keys, indexes, schemas, catalogs, table types) is answered
 * by SQL over the catalog views, whose text lives in {@link org.lanin.jdbc.meta.MetaQueries}
 * (catalog as data: no hand-built row lists). Invariant: every result's column labels and types
 * are the ones the JDBC specification fixes for the method, in its order; results Lanin has no
 * data for (procedures, privileges, foreign keys for now) are empty results with those columns.
 */
package org.lanin.jdbc.meta;

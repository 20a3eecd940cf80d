/**
 * System views computed from a catalog snapshot: information_schema, pg_catalog and lanin_*.
 * Invariants: DatabaseMetaData and the shell's \d read the catalog only through these views;
 * pg_catalog relations have PostgreSQL 15's column names in PostgreSQL's order
 * ({@link org.lanin.planner.catalogview.CatalogTable}); an object's oid is the same in every view
 * and every query ({@link org.lanin.planner.catalogview.PgOids}); rows PostgreSQL defines
 * (pg_type, pg_get_keywords) are recorded from PostgreSQL 15, never written by hand.
 */
package org.lanin.planner.catalogview;

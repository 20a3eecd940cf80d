/**
 * System views computed from a catalog snapshot: information_schema, pg_catalog and lanin_*.
 * Invariant: DatabaseMetaData and the shell's \d read the catalog only through these views.
 */
package org.lanin.planner.catalogview;

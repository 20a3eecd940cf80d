/**
 * DDL: our own parser for PostgreSQL's CREATE/DROP/ALTER TABLE, indexes, sequences,
 * TRUNCATE and LOCK TABLE, and executors that publish new catalog versions. Invariants: a DDL
 * change is validated completely (names, types, existing rows, uniqueness) before it is
 * published; it takes PostgreSQL's table-level locks on every relation it changes or reads
 * ({@link org.lanin.planner.ddl.DdlLocks}) before it reads the catalog to change it, never
 * while inside {@code Catalog.change}.
 */
package org.lanin.planner.ddl;

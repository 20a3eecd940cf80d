/**
 * DDL: our own parser for PostgreSQL's CREATE/DROP/ALTER TABLE, indexes, sequences and
 * TRUNCATE, and executors that publish new catalog versions. Invariant: a DDL change is
 * validated completely (names, types, existing rows, uniqueness) before it is published.
 */
package org.lanin.planner.ddl;

/**
 * The way out to PostgreSQL: {@code java -jar lanin.jar --dump URL} and the shell's {@code \dump}
 * write a plain SQL script, in pg_dump's order and dialect, that {@code psql -v ON_ERROR_STOP=1}
 * loads into PostgreSQL 15 (and Lanin loads back). See README.md beside this file for the design.
 *
 * <p>Invariants: (1) the script is written from one catalog version and, for the rows, one
 * REPEATABLE READ snapshot, so it is consistent; (2) rows are streamed, never a whole table in
 * memory; (3) an object the script cannot express so that PostgreSQL gets the same thing fails the
 * dump with SQLSTATE 0A000 ({@link org.lanin.dump.DumpMsg}) before anything is written, rather
 * than writing a script that loads into something different; (4) only JDBC, the catalog snapshot
 * and the routine registry beside it are used: the dump runs over any Lanin connection, including
 * the shell's.
 */
package org.lanin.dump;

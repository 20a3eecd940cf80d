/**
 * Value conversion between the engine's Java classes (one per
 * {@link org.lanin.engine.type.TypeKind}) and what JDBC callers ask for or hand in.
 * {@link org.lanin.jdbc.convert.Conversions} reads engine values as a requested class,
 * {@link org.lanin.jdbc.convert.ParameterValues} turns JDBC parameter objects into engine values,
 * {@link org.lanin.jdbc.convert.PgText} prints values the way PostgreSQL's output functions do, and
 * {@link org.lanin.jdbc.convert.JdbcTypes} holds the per-type facts ResultSetMetaData reports.
 * Invariants: conversions are pure functions chosen from tables keyed by class; a conversion
 * that cannot succeed fails with a {@link org.lanin.engine.error.LaninException} carrying
 * PostgreSQL's SQLSTATE (22P02 bad text, 22003 out of range, 42804 no such conversion), which
 * the JDBC classes translate; no JDBC class contains conversion logic of its own.
 */
package org.lanin.jdbc.convert;

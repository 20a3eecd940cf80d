/**
 * PostgreSQL value semantics: the value model (each {@link org.lanin.engine.type.TypeKind} is
 * carried by exactly one Java class, SQL NULL is Java null, timestamptz is normalised to UTC),
 * btree ordering ({@link org.lanin.engine.type.ValueComparators}), casts and assignment
 * ({@link org.lanin.engine.type.Casts}, {@link org.lanin.engine.type.CastRules}), text output
 * ({@link org.lanin.engine.type.TextFormat}) and arithmetic
 * ({@link org.lanin.engine.type.Arithmetic}). Every user error is a
 * {@link org.lanin.engine.type.TypeMsg} with PostgreSQL's SQLSTATE and text. The session time
 * zone is always UTC. See README.md in this folder for the type table, the rules and where we
 * depart from PostgreSQL.
 */
package org.lanin.engine.type;

/**
 * Table and index access for writes: {@link org.lanin.engine.access.TableWriter} stores new
 * versions with their index entries and constraint checks; {@link org.lanin.engine.access.TableModifier}
 * applies UPDATE/DELETE with PostgreSQL's row-lock waits and READ COMMITTED re-checks.
 * Invariant: every version stored gets an entry in every index of its table before the
 * statement returns, and a unique index never holds two live versions with one key.
 */
package org.lanin.engine.access;

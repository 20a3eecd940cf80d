/**
 * Frameworks used as their documentation says for PostgreSQL, with only Lanin's URL and (where
 * the framework needs one) Lanin's integration artifact on the class path.
 *
 * <p>Invariants: each test class uses its own in-memory database (URL names are unique per class),
 * kept alive with {@code ;keep=true} where the framework closes every connection between steps;
 * assertions are on outcomes (tables, rows, history), never on timing. With
 * {@code -Dit.pg.url=jdbc:postgresql://...} the non-Boot tests run against PostgreSQL instead
 * ({@link org.lanin.it.Target}), each class from an empty {@code public} schema: the same steps
 * must pass on both.
 */
package org.lanin.it;

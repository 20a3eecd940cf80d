/**
 * Hibernate ORM 6 support for Lanin: a {@code DialectResolver} registered through {@code
 * META-INF/services/org.hibernate.engine.jdbc.dialect.spi.DialectResolver}.
 *
 * <p>Invariant: it answers only for connections whose product name is Lanin (null otherwise, so
 * the next resolver is asked) and always with Hibernate's own PostgreSQL dialect.
 */
package org.lanin.hibernate;

package org.lanin.hibernate;

import org.hibernate.dialect.DatabaseVersion;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolver;

/**
 * Resolves a Lanin connection to Hibernate's {@link PostgreSQLDialect}, so an application sets no
 * {@code hibernate.dialect}. Hibernate's standard resolver matches product names it knows
 * ("PostgreSQL", ...) and answers "Unable to determine Dialect" for Lanin; resolvers found through
 * the service loader are asked first.
 *
 * <p>The dialect gets the version Lanin reports (PostgreSQL 15.0, whose SQL it follows), never one
 * below {@link #MINIMUM}, so Hibernate neither warns about an old database nor turns off what
 * newer PostgreSQL versions support.
 */
public class LaninDialectResolver implements DialectResolver {

  static final String PRODUCT_NAME = "Lanin";
  static final DatabaseVersion MINIMUM = DatabaseVersion.make(15, 0);

  @Override
  public Dialect resolveDialect(DialectResolutionInfo info) {
    String name = info.getDatabaseName();
    if (name == null || !name.startsWith(PRODUCT_NAME)) {
      return null;
    }
    DatabaseVersion version = info.isBefore(MINIMUM.getDatabaseMajorVersion(), MINIMUM.getDatabaseMinorVersion())
        ? MINIMUM
        : DatabaseVersion.make(info.getDatabaseMajorVersion(), info.getDatabaseMinorVersion());
    return new PostgreSQLDialect(version);
  }
}

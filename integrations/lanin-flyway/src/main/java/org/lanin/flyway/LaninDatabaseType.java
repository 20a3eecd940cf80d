package org.lanin.flyway;

import java.sql.Connection;
import java.util.List;
import java.util.Properties;
import org.flywaydb.database.postgresql.PostgreSQLDatabaseType;

/**
 * Flyway's database type for Lanin: its PostgreSQL support (parser, schema history, advisory
 * locks, transactional DDL), chosen for {@code jdbc:lanin:} URLs and for connections whose product
 * name is Lanin. Lanin answers Flyway's catalog queries and {@code SELECT version()} as PostgreSQL
 * 15 does, so nothing of the PostgreSQL behaviour is overridden; only recognition is added, which
 * Flyway cannot do by itself because the URL prefix and product name are Lanin's own.
 */
public class LaninDatabaseType extends PostgreSQLDatabaseType {

  static final String URL_PREFIX = "jdbc:lanin:";
  static final String PRODUCT_NAME = "Lanin";
  static final String DRIVER_CLASS = "org.lanin.jdbc.Driver";

  @Override
  public String getName() {
    return PRODUCT_NAME;
  }

  @Override
  public List<String> getSupportedEngines() {
    return List.of(PRODUCT_NAME);
  }

  /** Above PostgreSQL's (0) and CockroachDB's (1), so a Lanin connection is never taken for theirs. */
  @Override
  public int getPriority() {
    return 2;
  }

  @Override
  public boolean handlesJDBCUrl(String url) {
    return url.startsWith(URL_PREFIX);
  }

  @Override
  public String getDriverClass(String url, ClassLoader classLoader) {
    return DRIVER_CLASS;
  }

  @Override
  public boolean handlesDatabaseProductNameAndVersion(
      String databaseProductName, String databaseProductVersion, Connection connection) {
    return databaseProductName.startsWith(PRODUCT_NAME);
  }

  /** An in-process database has no login: a user or password is never required. */
  @Override
  public boolean detectUserRequiredByUrl(String url) {
    return false;
  }

  @Override
  public boolean detectPasswordRequiredByUrl(String url) {
    return false;
  }

  /** No .pgpass lookup: Lanin is not reached over the network. */
  @Override
  public boolean externalAuthPropertiesRequired(String url, String username, String password) {
    return false;
  }

  @Override
  public Properties getExternalAuthProperties(String url, String username) {
    return new Properties();
  }
}

package org.lanin.liquibase;

import liquibase.database.DatabaseConnection;
import liquibase.exception.DatabaseException;
import liquibase.database.core.PostgresDatabase;

/**
 * Liquibase's database for Lanin: its PostgreSQL support, chosen for connections whose product name
 * is Lanin (Liquibase otherwise reports an unsupported database and falls back to generic SQL).
 *
 * <p>The short name stays {@code postgresql}, so changelogs written for PostgreSQL (changesets and
 * {@code <sql>} with {@code dbms="postgresql"}) run on Lanin unchanged: Lanin follows PostgreSQL
 * 15's SQL and catalog, which is the point of this class.
 */
public class LaninDatabase extends PostgresDatabase {

  static final String PRODUCT_NAME = "Lanin";
  static final String URL_PREFIX = "jdbc:lanin:";
  static final String DRIVER_CLASS = "org.lanin.jdbc.Driver";

  /** Above PostgreSQL's (PRIORITY_DEFAULT), as other PostgreSQL-derived databases do. */
  @Override
  public int getPriority() {
    return PRIORITY_DATABASE;
  }

  @Override
  protected String getDefaultDatabaseProductName() {
    return PRODUCT_NAME;
  }

  @Override
  public boolean isCorrectDatabaseImplementation(DatabaseConnection conn) throws DatabaseException {
    String name = conn.getDatabaseProductName();
    return name != null && name.startsWith(PRODUCT_NAME);
  }

  @Override
  public String getDefaultDriver(String url) {
    return url != null && url.startsWith(URL_PREFIX) ? DRIVER_CLASS : null;
  }

  /** In-process: there is no server port. */
  @Override
  public Integer getDefaultPort() {
    return null;
  }
}

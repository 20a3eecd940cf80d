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
 * 15's SQL and catalog, which is the point of this class. Liquibase keeps one database class per
 * short name, so this class also answers for real PostgreSQL connections, exactly as its parent
 * does: an application with this artifact on its class path can still run Liquibase against
 * PostgreSQL (found by running the integration tests against PostgreSQL).
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
    return name != null && name.startsWith(PRODUCT_NAME) || super.isCorrectDatabaseImplementation(conn);
  }

  @Override
  public String getDefaultDriver(String url) {
    return url != null && url.startsWith(URL_PREFIX) ? DRIVER_CLASS : super.getDefaultDriver(url);
  }

  /** In-process: there is no server port (PostgreSQL's for a PostgreSQL connection). */
  @Override
  public Integer getDefaultPort() {
    return lanin() ? null : super.getDefaultPort();
  }

  private boolean lanin() {
    try {
      String name = getConnection() == null ? null : getConnection().getDatabaseProductName();
      return name == null || name.startsWith(PRODUCT_NAME);
    } catch (DatabaseException e) {
      return true;
    }
  }
}

package org.lanin.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Where the Spring Boot tests' application points: its own {@code application.properties}
 * ({@code spring.datasource.url=jdbc:lanin:mem:boot}, all a Lanin application sets) by default, or
 * PostgreSQL when {@code -Dit.pg.url} is given. For PostgreSQL this does what such an application
 * configures: the URL, and {@code spring.test.database.replace=none} so that test slices keep the
 * real database (Lanin's starter sets that for a {@code jdbc:lanin:} URL). Both are system
 * properties, set before the first context loads, because Boot reads them while it prepares the
 * environment (Lanin's EnvironmentPostProcessor must see the URL in force). The {@code public}
 * schema is emptied once per JVM (each surefire execution), as {@link Target} does per class.
 */
public final class BootTarget {
  private static final String PG_URL = System.getProperty("it.pg.url", "");
  private static boolean selected;

  private BootTarget() {
  }

  /** Call from a Boot test class's static initializer. */
  public static synchronized void select() {
    if (selected || PG_URL.isBlank()) {
      return;
    }
    selected = true;
    try (Connection c = DriverManager.getConnection(PG_URL); Statement s = c.createStatement()) {
      s.execute("DROP SCHEMA IF EXISTS public CASCADE");
      s.execute("CREATE SCHEMA public");
    } catch (SQLException e) {
      throw new IllegalStateException("cannot reset the public schema at " + PG_URL, e);
    }
    System.setProperty("spring.datasource.url", PG_URL);
    System.setProperty("spring.test.database.replace", "none");
  }

  /** The driver class Boot's pool ends up with. */
  public static String driverClass() {
    return Target.driverClass();
  }
}

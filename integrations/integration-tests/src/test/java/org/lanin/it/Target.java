package org.lanin.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The database a framework test runs against: Lanin's in-memory database by default, or
 * PostgreSQL when {@code -Dit.pg.url=jdbc:postgresql://...} is given (CI runs the suite both ways,
 * so each step is shown to behave on Lanin as it does on PostgreSQL). On PostgreSQL every test
 * class starts from an empty {@code public} schema of that one database; classes run one after
 * another.
 */
final class Target {
  private static final String PG_URL = System.getProperty("it.pg.url", "");

  private Target() {
  }

  static boolean postgres() {
    return !PG_URL.isBlank();
  }

  /** A fresh database for one test class: Lanin's named in-memory one, kept between connections. */
  static String url(String name) {
    if (!postgres()) {
      return "jdbc:lanin:mem:" + name + ";keep=true";
    }
    try (Connection c = DriverManager.getConnection(PG_URL); Statement s = c.createStatement()) {
      s.execute("DROP SCHEMA IF EXISTS public CASCADE");
      s.execute("CREATE SCHEMA public");
    } catch (SQLException e) {
      throw new IllegalStateException("cannot reset the public schema at " + PG_URL, e);
    }
    return PG_URL;
  }

  /** The JDBC driver class a framework that asks for one (MyBatis, pools) is given. */
  static String driverClass() {
    return postgres() ? "org.postgresql.Driver" : "org.lanin.jdbc.Driver";
  }

  /** What DatabaseMetaData.getDatabaseProductName() answers. */
  static String productName() {
    return postgres() ? "PostgreSQL" : "Lanin";
  }
}

package org.lanin.it;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import liquibase.Liquibase;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import liquibase.resource.ClassLoaderResourceAccessor;
import org.junit.jupiter.api.Test;
import org.lanin.liquibase.LaninDatabase;

/** Liquibase 4 with lanin-liquibase: update, rollback, update again, and an idle third run. */
@Tag("frameworks")
class LiquibaseTest {

  static final String URL = Target.url("liquibase_it");
  static final String CHANGELOG = "lb/changelog.xml";

  @Test
  void updateRollbackAndUpdateAgain() throws Exception {
    try (Connection c = DriverManager.getConnection(URL)) {
      run(c, lb -> lb.update(""));
      assertThat(count(c, "select count(*) from lb_person")).isEqualTo(1);
      assertThat(count(c, "select count(*) from databasechangelog")).isEqualTo(3);

      run(c, lb -> lb.rollback(2, ""));
      assertThat(count(c, "select count(*) from databasechangelog")).isEqualTo(1);
      assertThat(columnCount(c, "lb_person")).isEqualTo(2);

      run(c, lb -> lb.update(""));
      assertThat(columnCount(c, "lb_person")).isEqualTo(3);
      assertThat(count(c, "select count(*) from databasechangelog")).isEqualTo(3);

      // A further run must find its tables (it used to try to create databasechangelog again).
      run(c, lb -> lb.update(""));
      assertThat(count(c, "select count(*) from databasechangelog")).isEqualTo(3);
      assertThat(count(c, "select count(*) from lb_person")).isEqualTo(1);
    }
  }

  @Test
  void factoryPicksLaninDatabase() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeFalse(Target.postgres(), "Lanin's own Database class");
    try (Connection c = DriverManager.getConnection(URL)) {
      Database db = DatabaseFactory.getInstance()
          .findCorrectDatabaseImplementation(new JdbcConnection(c));
      assertThat(db).isInstanceOf(LaninDatabase.class);
      assertThat(db.getDefaultSchemaName()).isEqualTo("public");
      assertThat(db.getDatabaseMajorVersion()).isEqualTo(15);
    }
  }

  interface Step {
    void run(Liquibase liquibase) throws Exception;
  }

  /** As an application does: a fresh Liquibase (and database object) for each command. */
  static void run(Connection c, Step step) throws Exception {
    Database db = DatabaseFactory.getInstance()
        .findCorrectDatabaseImplementation(new JdbcConnection(c));
    Liquibase liquibase = new Liquibase(CHANGELOG, new ClassLoaderResourceAccessor(), db);
    step.run(liquibase);
  }

  static int count(Connection c, String sql) throws Exception {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  static int columnCount(Connection c, String table) throws Exception {
    return count(c, "select count(*) from information_schema.columns where table_name = '" + table + "'");
  }
}

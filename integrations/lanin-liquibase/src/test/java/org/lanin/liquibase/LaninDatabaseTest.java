package org.lanin.liquibase;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import org.junit.jupiter.api.Test;

/** Liquibase's DatabaseFactory picks LaninDatabase for a Lanin connection and its driver for the URL. */
@Tag("frameworks")
class LaninDatabaseTest {

  @Test
  void factoryChoosesLanin() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
      Database db = DatabaseFactory.getInstance().findCorrectDatabaseImplementation(new JdbcConnection(c));
      assertThat(db).isInstanceOf(LaninDatabase.class);
      assertThat(db.getShortName()).isEqualTo("postgresql");
    }
    assertThat(DatabaseFactory.getInstance().findDefaultDriver("jdbc:lanin:mem:x")).isEqualTo("org.lanin.jdbc.Driver");
  }
}

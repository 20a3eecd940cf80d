package org.lanin.flyway;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.internal.database.DatabaseTypeRegister;
import org.junit.jupiter.api.Test;

/** Flyway's own lookup (by URL and by connection) finds the plugin through the service file. */
@Tag("frameworks")
class LaninDatabaseTypeTest {

  @Test
  void foundByUrlAndByConnection() throws Exception {
    FluentConfiguration cfg = new FluentConfiguration();
    assertThat(DatabaseTypeRegister.getDatabaseTypeForUrl("jdbc:lanin:mem:x", cfg))
        .isInstanceOf(LaninDatabaseType.class);
    try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
      assertThat(DatabaseTypeRegister.getDatabaseTypeForConnection(c, cfg)).isInstanceOf(LaninDatabaseType.class);
    }
  }

  @Test
  void leavesPostgreSqlAlone() {
    LaninDatabaseType t = new LaninDatabaseType();
    assertThat(t.handlesJDBCUrl("jdbc:postgresql://localhost/db")).isFalse();
    assertThat(t.handlesDatabaseProductNameAndVersion("PostgreSQL", "15.0", null)).isFalse();
    assertThat(t.getDriverClass("jdbc:lanin:mem:x", null)).isEqualTo("org.lanin.jdbc.Driver");
    assertThat(t.detectUserRequiredByUrl("jdbc:lanin:mem:x")).isFalse();
  }
}

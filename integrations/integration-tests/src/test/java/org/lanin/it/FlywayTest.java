package org.lanin.it;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.Test;

/** Flyway 11 with its PostgreSQL module and lanin-flyway: nothing but the URL is configured. */
@Tag("frameworks")
class FlywayTest {

  static final String URL = Target.url("flyway_it");

  @Test
  void migrateInfoValidateRepairAndMigrateAgain() throws Exception {
    Flyway flyway = Flyway.configure().dataSource(URL, null, null).load();

    MigrateResult first = flyway.migrate();
    assertThat(first.migrationsExecuted).isEqualTo(2);
    assertThat(first.targetSchemaVersion).isEqualTo("2");
    assertThat(flyway.getConfiguration().getDataSource().getConnection().getMetaData()
        .getDatabaseProductName()).isEqualTo(Target.productName());

    MigrationInfo[] applied = flyway.info().applied();
    assertThat(applied).hasSize(2);
    assertThat(applied).allMatch(m -> m.getState() == MigrationState.SUCCESS);
    assertThat(flyway.info().current().getVersion().getVersion()).isEqualTo("2");

    assertThat(flyway.validateWithResult().validationSuccessful).isTrue();
    assertThat(flyway.repair().repairActions).isEmpty();

    // A second run (a restarted application) sees the history and does nothing.
    MigrateResult second = Flyway.configure().dataSource(URL, null, null).load().migrate();
    assertThat(second.migrationsExecuted).isZero();

    try (Connection c = DriverManager.getConnection(URL);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(
            "select count(*) from flyway_schema_history where success")) {
      rs.next();
      assertThat(rs.getInt(1)).isEqualTo(2);
      s.execute("insert into author (id, name, email) values (1, 'Ann', 'ann@example.org')");
    }
  }
}

package org.lanin.it.bootlb;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.lanin.it.BootTarget;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A Boot application that manages its schema with Liquibase (db/changelog/db.changelog-master.yaml,
 * Boot's default) and sets only the URL. Runs in the surefire execution without Flyway.
 */
@SpringBootTest
@Tag("frameworks")
class SpringBootLiquibaseTest {
  static {
    BootTarget.select(); // PostgreSQL instead when -Dit.pg.url is given
  }

  @Autowired JdbcTemplate jdbc;

  @Test
  void liquibaseRanAtStartup() {
    assertThat(jdbc.queryForObject("select count(*) from databasechangelog", Integer.class)).isEqualTo(1);
    assertThat(jdbc.queryForObject(
        "select count(*) from information_schema.tables where table_name = 'flyway_schema_history'",
        Integer.class)).isZero();
    jdbc.update("insert into boot_note (body) values (?)", "hello");
    assertThat(jdbc.queryForObject("select body from boot_note", String.class)).isEqualTo("hello");
  }
}

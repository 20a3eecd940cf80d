package org.lanin.it.boot;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import jakarta.persistence.EntityManagerFactory;
import java.math.BigDecimal;
import javax.sql.DataSource;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Test;
import org.lanin.it.BootTarget;
import org.junit.jupiter.api.extension.ExtendWith;
import org.lanin.it.jpa.Author;
import org.lanin.it.jpa.AuthorRepository;
import org.lanin.it.jpa.Book;
import org.lanin.it.jpa.BookRepository;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A whole Boot application (Hikari, Flyway, JPA) from spring.datasource.url alone: the starter
 * supplies the driver class, the Hibernate dialect comes from lanin-hibernate. Runs in the
 * surefire execution without Liquibase on the class path (an application uses one of the two).
 */
@SpringBootTest
@ExtendWith(OutputCaptureExtension.class)
@Tag("frameworks")
class SpringBootAppTest {
  static {
    BootTarget.select(); // PostgreSQL instead when -Dit.pg.url is given
  }

  @Autowired DataSource dataSource;
  @Autowired JdbcTemplate jdbc;
  @Autowired EntityManagerFactory emf;
  @Autowired AuthorRepository authors;
  @Autowired BookRepository books;

  @Test
  void bootsWithOnlyTheUrl(CapturedOutput output) {
    assertThat(dataSource).isInstanceOf(HikariDataSource.class);
    assertThat(((HikariDataSource) dataSource).getDriverClassName()).isEqualTo(BootTarget.driverClass());
    SessionFactoryImplementor sf = emf.unwrap(SessionFactoryImplementor.class);
    assertThat(sf.getJdbcServices().getDialect()).isExactlyInstanceOf(PostgreSQLDialect.class);
    assertThat(sf.getJdbcServices().getDialect().getVersion().getDatabaseMajorVersion()).isEqualTo(15);
    // Boot's Flyway support ran db/migration at start-up.
    assertThat(jdbc.queryForObject("select count(*) from flyway_schema_history where success", Integer.class))
        .isEqualTo(2);
    assertThat(output.getAll()).doesNotContain("below the minimum").doesNotContain("Unable to determine Dialect");
  }

  @Test
  void jdbcTemplateTranslatesExceptions() {
    jdbc.update("insert into author (id, name) values (900, 'Dup')");
    assertThatThrownBy(() -> jdbc.update("insert into author (id, name) values (900, 'Dup')"))
        .isInstanceOf(DuplicateKeyException.class);
  }

  @Test
  void repositoriesSaveAndQuery() {
    Author ann = authors.save(new Author(901, "Boot Ann"));
    books.save(new Book(ann, "Boot B", new BigDecimal("3.00")));
    books.save(new Book(ann, "Boot A", new BigDecimal("4.00")));
    assertThat(books.findByAuthorNameOrderByTitle("Boot Ann")).extracting(b -> b.title)
        .containsExactly("Boot A", "Boot B");
  }
}

package org.lanin.it;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.hibernate.SessionFactory;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.Configuration;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Test;
import org.lanin.it.jpa.Author;
import org.lanin.it.jpa.Book;

/** Hibernate 6.6 with lanin-hibernate: no dialect set; hbm2ddl.auto=validate over Flyway's schema. */
@Tag("frameworks")
class HibernateValidateTest {

  static final String URL = Target.url("hibernate_it");

  @Test
  void validatesFlywaySchemaAndWorks() {
    Flyway.configure().dataSource(URL, null, null).load().migrate();
    Configuration cfg = new Configuration()
        .addAnnotatedClass(Author.class)
        .addAnnotatedClass(Book.class)
        .setProperty("hibernate.connection.url", URL)
        .setProperty("hibernate.hbm2ddl.auto", "validate");
    try (SessionFactory sf = cfg.buildSessionFactory(
        new StandardServiceRegistryBuilder().applySettings(cfg.getProperties()).build())) {
      Dialect dialect = ((SessionFactoryImplementor) sf).getJdbcServices().getDialect();
      assertThat(dialect).isExactlyInstanceOf(PostgreSQLDialect.class);
      assertThat(dialect.getVersion().getDatabaseMajorVersion()).isEqualTo(15);

      sf.inTransaction(s -> {
        Author ann = new Author(1, "Ann");
        s.persist(ann);
        s.persist(new Book(ann, "Ledgers", new BigDecimal("12.00")));
        s.persist(new Book(ann, "Tallies", new BigDecimal("8.25")));
      });
      List<String> titles = sf.fromTransaction(s -> s.createQuery(
          "select b.title from Book b where b.author.name = :n and b.price < 10", String.class)
          .setParameter("n", "Ann").getResultList());
      assertThat(titles).containsExactly("Tallies");
    }
  }
}

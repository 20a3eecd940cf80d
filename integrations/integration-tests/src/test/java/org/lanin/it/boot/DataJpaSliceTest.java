package org.lanin.it.boot;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.lanin.it.BootTarget;
import org.lanin.it.jpa.Author;
import org.lanin.it.jpa.AuthorRepository;
import org.lanin.it.jpa.Book;
import org.lanin.it.jpa.BookRepository;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;
import org.springframework.boot.test.autoconfigure.orm.jpa.TestEntityManager;

/**
 * The @DataJpaTest slice with only the URL set: the starter keeps Boot from swapping in an
 * embedded H2 (none is on the class path); each test rolls back.
 */
@DataJpaTest
@Tag("frameworks")
class DataJpaSliceTest {
  static {
    BootTarget.select(); // PostgreSQL instead when -Dit.pg.url is given
  }

  @Autowired TestEntityManager em;
  @Autowired AuthorRepository authors;
  @Autowired BookRepository books;

  @Test
  void repositoryInASlice() {
    Author bea = em.persist(new Author(950, "Slice Bea"));
    em.persist(new Book(bea, "Slice Two", new BigDecimal("2.00")));
    em.persist(new Book(bea, "Slice One", new BigDecimal("1.00")));
    em.flush();
    assertThat(books.findByAuthorNameOrderByTitle("Slice Bea")).extracting(b -> b.title)
        .containsExactly("Slice One", "Slice Two");
    assertThat(authors.findById(950L)).isPresent();
  }
}

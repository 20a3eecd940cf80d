package org.lanin.it.jpa;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** A Spring Data repository with a derived query, as a Boot application writes one. */
public interface BookRepository extends JpaRepository<Book, Long> {
  List<Book> findByAuthorNameOrderByTitle(String name);
}

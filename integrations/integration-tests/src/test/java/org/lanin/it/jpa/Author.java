package org.lanin.it.jpa;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** Maps Flyway's author table (V1 + V2) exactly, so hbm2ddl.auto=validate must pass. */
@Entity
@Table(name = "author")
public class Author {
  @Id public Long id;
  @Column(nullable = false, length = 100) public String name;
  public LocalDate born;
  @Column(length = 200) public String email;

  protected Author() {}

  public Author(long id, String name) {
    this.id = id;
    this.name = name;
  }
}

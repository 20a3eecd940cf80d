package org.lanin.it.jpa;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/** Maps Flyway's book table: bigserial id (IDENTITY), a foreign key, numeric(10,2). */
@Entity
@Table(name = "book")
public class Book {
  @Id @GeneratedValue(strategy = GenerationType.IDENTITY) public Long id;
  @ManyToOne(optional = false) @JoinColumn(name = "author_id") public Author author;
  @Column(nullable = false, columnDefinition = "text") public String title;
  @Column(precision = 10, scale = 2) public BigDecimal price;

  protected Book() {}

  public Book(Author author, String title, BigDecimal price) {
    this.author = author;
    this.title = title;
    this.price = price;
  }
}

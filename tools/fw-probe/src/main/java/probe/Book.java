package probe;

import jakarta.persistence.*;
import java.math.BigDecimal;

@Entity @Table(name = "book")
public class Book {
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY) Long id;
    @ManyToOne(optional = false) @JoinColumn(name = "author_id") Author author;
    @Column(nullable = false, columnDefinition = "text") String title;
    @Column(precision = 10, scale = 2) BigDecimal price;
}

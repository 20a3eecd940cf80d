package probe;

import jakarta.persistence.*;
import java.time.LocalDate;

@Entity @Table(name = "author")
public class Author {
    @Id Long id;
    @Column(nullable = false, length = 100) String name;
    LocalDate born;
    @Column(length = 200) String email;
}

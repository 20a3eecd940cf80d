package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Lanin has no GiST or GIN index: {@code CREATE INDEX ... USING gist|gin (tsvector_col)} (Pagila's
 * film_fulltext_idx) is refused with 0A000 naming the access method, and {@code @@} filters row
 * by row (its answers are checked against PostgreSQL's in SetReturningRecordedTest's textsearch.sql).
 */
class TextSearchIndexTest {
    @Test
    void gistAndGinIndexesAreNotSupported() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE film (id int, fulltext tsvector)");
            for (String method : new String[] {"gist", "gin"}) {
                assertThatThrownBy(() -> st.execute("CREATE INDEX ON film USING " + method + " (fulltext)"))
                        .isInstanceOfSatisfying(SQLException.class, e -> {
                            org.assertj.core.api.Assertions.assertThat(e.getSQLState()).isEqualTo("0A000");
                            org.assertj.core.api.Assertions.assertThat(e.getMessage()).contains(method);
                        });
            }
        }
    }
}

package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Lanin has no GiST index: {@code CREATE INDEX ... USING gist (tsvector_col)} (Pagila's
 * film_fulltext_idx) is refused with 0A000 naming the access method; a GIN index on the column is
 * built and serves {@code @@} (its answers are checked against PostgreSQL's in GinRecordedTest).
 */
class TextSearchIndexTest {
    @Test
    void gistIsNotSupportedGinIs() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE film (id int, fulltext tsvector)");
            assertThatThrownBy(() -> st.execute("CREATE INDEX ON film USING gist (fulltext)"))
                    .isInstanceOfSatisfying(SQLException.class, e -> {
                        org.assertj.core.api.Assertions.assertThat(e.getSQLState()).isEqualTo("0A000");
                        org.assertj.core.api.Assertions.assertThat(e.getMessage()).contains("gist");
                    });
            st.execute("CREATE INDEX film_fulltext_idx ON film USING gin (fulltext)");
            st.execute("INSERT INTO film VALUES (1, 'cat sat'), (2, 'dog')");
            st.execute("SET enable_seqscan = off");
            try (java.sql.ResultSet rs = st.executeQuery("SELECT id FROM film WHERE fulltext @@ 'cat'::tsquery")) {
                org.assertj.core.api.Assertions.assertThat(rs.next()).isTrue();
                org.assertj.core.api.Assertions.assertThat(rs.getInt(1)).isEqualTo(1);
                org.assertj.core.api.Assertions.assertThat(rs.next()).isFalse();
            }
        }
    }
}

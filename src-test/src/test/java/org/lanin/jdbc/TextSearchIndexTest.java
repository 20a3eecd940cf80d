package org.lanin.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Both text search index methods on a tsvector column: {@code CREATE INDEX ... USING gist} (Pagila's
 * film_fulltext_idx, checked against PostgreSQL in GistRecordedTest) and {@code USING gin} (in
 * GinRecordedTest) are built and serve {@code @@}.
 */
class TextSearchIndexTest {
    @Test
    void gistAndGinServeTextSearch() throws SQLException {
        for (String method : new String[] {"gist", "gin"}) {
            gistOrGin(method);
        }
    }

    private static void gistOrGin(String method) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE film (id int, fulltext tsvector)");
            st.execute("CREATE INDEX film_fulltext_idx ON film USING " + method + " (fulltext)");
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

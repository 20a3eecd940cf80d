package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * INSERT/UPDATE/DELETE ... RETURNING in WITH, and WITH on INSERT/UPDATE/DELETE, with the answers
 * PostgreSQL 15 gives for the same statements: the modifying item runs once and to completion,
 * whether or not its rows are read; the main query sees the table as it was before the
 * statement; RETURNING rows are what the item's name reads. They threw ClassCastException before.
 */
class DataModifyingCteTest {
    private Connection c;
    private Statement st;

    @BeforeEach
    void open() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        st = c.createStatement();
        st.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
        st.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
    }

    @AfterEach
    void close() throws SQLException {
        c.close();
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    b.append(i > 1 ? "|" : "").append(rs.getString(i));
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    @Test
    void returningRowsAreTheCtesRows() throws SQLException {
        assertThat(rows("WITH x AS (INSERT INTO t VALUES (3, 'c') RETURNING *) SELECT * FROM x")).containsExactly("3|c");
        assertThat(rows("WITH d AS (DELETE FROM t WHERE id = 2 RETURNING *) SELECT * FROM d")).containsExactly("2|b");
        assertThat(rows("WITH u AS (UPDATE t SET v = 'q' WHERE id = 1 RETURNING id, v) SELECT count(*) FROM u"))
                .containsExactly("1");
        assertThat(rows("SELECT * FROM t ORDER BY id")).containsExactly("1|q", "3|c");
    }

    @Test
    void theMainQuerySeesTheTableAsBeforeTheStatement() throws SQLException {
        assertThat(rows("WITH d AS (DELETE FROM t WHERE id = 2 RETURNING id) "
                + "SELECT (SELECT count(*) FROM t WHERE id = 2), (SELECT count(*) FROM d)")).containsExactly("1|1");
        assertThat(rows("SELECT count(*) FROM t WHERE id = 2")).containsExactly("0");
        assertThat(rows("WITH u AS (UPDATE t SET v = v || '!' RETURNING *) "
                + "SELECT t.v, u.v FROM t JOIN u USING (id) ORDER BY id")).containsExactly("a|a!");
    }

    @Test
    void itRunsOnceAndToCompletionEvenWhenNotRead() throws SQLException {
        assertThat(rows("WITH d AS (DELETE FROM t WHERE id = 1) SELECT 1")).containsExactly("1");
        assertThat(rows("WITH i AS (INSERT INTO t VALUES (50, 'x'), (51, 'y') RETURNING *) SELECT 1 LIMIT 0")).isEmpty();
        assertThat(rows("WITH i AS (INSERT INTO t VALUES (60, 'x') RETURNING *) SELECT * FROM i, i AS j"))
                .containsExactly("60|x|60|x");
        assertThat(rows("SELECT id FROM t ORDER BY id")).containsExactly("2", "50", "51", "60");
    }

    @Test
    void itemsRunInOrderAndLaterOnesReadEarlierOnes() throws SQLException {
        assertThat(rows("WITH a AS (INSERT INTO t VALUES (60, 'a') RETURNING id), "
                + "b AS (INSERT INTO t SELECT id + 1, 'b' FROM a RETURNING id) SELECT (SELECT id FROM a), (SELECT id FROM b)"))
                .containsExactly("60|61");
    }

    @Test
    void withOnDataModifyingStatements() throws SQLException {
        st.execute("WITH x AS (SELECT id + 10 AS id, v FROM t) INSERT INTO t SELECT * FROM x");
        st.execute("WITH x AS (SELECT 1 AS id) DELETE FROM t WHERE id IN (SELECT id FROM x)");
        st.execute("WITH x AS (SELECT 2 AS id) UPDATE t SET v = 'z' WHERE id IN (SELECT id FROM x)");
        st.execute("WITH d AS (DELETE FROM t WHERE id = 12 RETURNING *) INSERT INTO t SELECT id + 100, v FROM d");
        assertThat(rows("SELECT * FROM t ORDER BY id")).containsExactly("2|z", "11|a", "112|b");
    }

    @Test
    void nestedOrReadOnlyIsRefusedAsInPostgresql() throws SQLException {
        assertThatThrownBy(() -> rows("SELECT * FROM (WITH i AS (INSERT INTO t VALUES (9, 'x') RETURNING *) SELECT * FROM i) s"))
                .isInstanceOfSatisfying(SQLException.class, e -> {
                    assertThat(e.getSQLState()).isEqualTo("0A000");
                    assertThat(e.getMessage()).isEqualTo("WITH clause containing a data-modifying statement must be at the top level");
                });
        c.setReadOnly(true);
        assertThatThrownBy(() -> rows("WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("25006"));
        c.setReadOnly(false);
        assertThat(rows("SELECT count(*) FROM t")).containsExactly("2");
    }
}

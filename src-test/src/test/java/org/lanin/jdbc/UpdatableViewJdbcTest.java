package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * DML through an automatically updatable view over JDBC: parameters of prepared statements reach
 * the base table, RETURNING answers under the view's column names, a statement prepared before
 * CREATE OR REPLACE VIEW runs under the new definition, a check option fails with 44000, and the
 * writes roll back with the transaction. (The SQL-level behaviour is in the recorded script
 * {@code ddl/updatable_view.sql}.)
 */
class UpdatableViewJdbcTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE base (id int PRIMARY KEY, name text, qty int)");
            st.execute("CREATE VIEW v AS SELECT id, name AS label, qty FROM base WHERE qty < 10");
        }
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void preparedDmlThroughAViewFollowsTheViewDefinition() throws SQLException {
        try (PreparedStatement ins = c.prepareStatement("INSERT INTO v (id, label, qty) VALUES (?, ?, ?)");
             PreparedStatement up = c.prepareStatement("UPDATE v SET label = ? WHERE id = ? RETURNING *")) {
            for (int i = 1; i <= 5; i++) {
                ins.setInt(1, i);
                ins.setString(2, "n" + i);
                ins.setInt(3, i * 3);
                assertThat(ins.executeUpdate()).isEqualTo(1);
            }
            up.setString(1, "x");
            up.setInt(2, 2);
            try (ResultSet rs = up.executeQuery()) {
                assertThat(rs.getMetaData().getColumnLabel(2)).isEqualTo("label");
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString("label")).isEqualTo("x");
                assertThat(rs.next()).isFalse();
            }
            try (Statement st = c.createStatement()) {
                st.execute("CREATE OR REPLACE VIEW v AS SELECT id, name AS label, qty FROM base WHERE qty < 5");
            }
            up.setString(1, "y");
            up.setInt(2, 2); // qty 6: no longer a row of the view
            try (ResultSet rs = up.executeQuery()) {
                assertThat(rs.next()).isFalse();
            }
        }
        assertThat(rows("SELECT id, name, qty FROM base ORDER BY id"))
                .containsExactly("1|n1|3", "2|x|6", "3|n3|9", "4|n4|12", "5|n5|15");
    }

    @Test
    void checkOptionAndRollback() throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE VIEW small AS SELECT * FROM v WHERE id < 100 WITH CASCADED CHECK OPTION");
            SQLException e = catchThrowableOfType(() -> st.execute("INSERT INTO small VALUES (1, 'a', 50)"), SQLException.class);
            assertThat(e.getSQLState()).isEqualTo("44000");
            assertThat(e.getMessage()).contains("new row violates check option for view \"v\"");
            st.execute("INSERT INTO small VALUES (1, 'a', 5)");
            c.setAutoCommit(false);
            assertThat(st.executeUpdate("DELETE FROM small WHERE label = 'a'")).isEqualTo(1);
            c.rollback();
        }
        assertThat(rows("SELECT id, name, qty FROM base")).containsExactly("1|a|5");
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
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
}

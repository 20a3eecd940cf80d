package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Array element and slice assignment through JDBC: subscripts, bounds and values as parameters, and a
 * statement that fails on one row changes none. What the assignments give is compared with
 * PostgreSQL in {@code queries/array_assignment.sql} and {@code queries/array_slice_assignment.sql}.
 */
class ArrayElementAssignmentTest {
    @Test
    void subscriptsBoundsAndValuesAreParameters() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE a (id int PRIMARY KEY, x int[])");
            st.execute("INSERT INTO a VALUES (1, '{1,2,3}')");
            try (PreparedStatement ps = c.prepareStatement("UPDATE a SET x[?:?] = ?, x[?] = ? WHERE id = ?")) {
                ps.setInt(1, 2);
                ps.setInt(2, 4);
                ps.setArray(3, c.createArrayOf("int4", new Integer[] {7, 8, 9}));
                ps.setInt(4, 1);
                ps.setInt(5, 0);
                ps.setInt(6, 1);
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO a (id, x[?], x[?]) VALUES (?, ?, ?)")) {
                ps.setInt(1, 2);
                ps.setInt(2, 3);
                ps.setInt(3, 2);
                ps.setInt(4, 20);
                ps.setInt(5, 30);
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
            try (ResultSet rs = st.executeQuery("SELECT x::text FROM a ORDER BY id")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("{0,7,8,9}");
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("[2:3]={20,30}");
            }
        }
    }

    @Test
    void anAssignmentThatFailsOnOneRowChangesNone() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE a (id int PRIMARY KEY, x int[])");
            st.execute("INSERT INTO a VALUES (1, '{1,2,3}'), (2, '{{1,2},{3,4}}'), (3, '{5}')");
            // Row 2 is two-dimensional: a one-dimensional slice beyond its bounds is 2202E there.
            assertThatThrownBy(() -> st.execute("UPDATE a SET x[2:3] = '{9,9}'"))
                    .isInstanceOf(SQLException.class)
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("2202E");
            try (ResultSet rs = st.executeQuery("SELECT string_agg(x::text, ' ' ORDER BY id) FROM a")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("{1,2,3} {{1,2},{3,4}} {5}");
            }
        }
    }
}

package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Assignments to array elements that Lanin does not make (a slice, two elements of one column, an
 * INSERT column list's element, an element through a view) fail with 0A000 and change nothing: before
 * element assignment existed, each stored the assigned value as the whole column. What it does make is
 * compared with PostgreSQL in {@code queries/array_assignment.sql}.
 */
class ArrayElementAssignmentTest {
    @Test
    void unsupportedElementAssignmentsAreRefusedAndLeaveTheRowAlone() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE a (id int PRIMARY KEY, x int[])");
            st.execute("INSERT INTO a VALUES (1, '{1,2,3}')");
            st.execute("CREATE VIEW v AS SELECT id, x FROM a");
            for (String sql : new String[] {
                    "UPDATE a SET x[1:2] = '{7,7}' WHERE id = 1",
                    "UPDATE a SET x[1] = 5, x[2] = 6 WHERE id = 1",
                    "INSERT INTO a (id, x[2]) VALUES (2, '{5}')",
                    "UPDATE v SET x[2] = '{9}' WHERE id = 1",
                    "INSERT INTO v (id, x[1]) VALUES (3, '{4}')"}) {
                assertThatThrownBy(() -> st.execute(sql)).as(sql).isInstanceOf(SQLException.class)
                        .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("0A000");
            }
            st.execute("UPDATE a SET x[2] = 9 WHERE id = 1");
            try (ResultSet rs = st.executeQuery("SELECT count(*), min(x::text) FROM a")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(1);
                assertThat(rs.getString(2)).isEqualTo("{1,9,3}");
            }
        }
    }
}

package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Enum columns through JDBC as pgJDBC presents them: strings in (setString, setObject with a
 * String) and out (getString, getObject gives a String), VARCHAR in the metadata, 22P02 for a
 * string that is no label; parameters compare in declaration order.
 */
class EnumJdbcTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')");
            st.execute("CREATE TABLE person (name text, m mood)");
        }
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void stringsInAndOut() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO person VALUES (?, ?)")) {
            ps.setString(1, "a");
            ps.setString(2, "happy");
            ps.executeUpdate();
            ps.setString(1, "b");
            ps.setObject(2, "sad");
            ps.executeUpdate();
            ps.setString(1, "c");
            ps.setNull(2, Types.VARCHAR);
            ps.executeUpdate();
        }
        List<String> names = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT name, m FROM person WHERE m >= ? ORDER BY m")) {
            ps.setString(1, "sad");
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.getMetaData().getColumnType(2)).isEqualTo(Types.VARCHAR);
                while (rs.next()) {
                    names.add(rs.getString(1) + "=" + rs.getString(2));
                    assertThat(rs.getObject(2)).isInstanceOf(String.class).isEqualTo(rs.getString(2));
                }
            }
        }
        assertThat(names).containsExactly("b=sad", "a=happy");
    }

    @Test
    void invalidLabelIs22P02() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO person VALUES ('x', ?)")) {
            ps.setString(1, "angry");
            SQLException e = catchThrowableOfType(SQLException.class, ps::executeUpdate);
            assertThat(e.getSQLState()).isEqualTo("22P02");
            assertThat(e.getMessage()).contains("invalid input value for enum mood: \"angry\"");
        }
    }
}

package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * json and jsonb through JDBC as pgJDBC offers them without PGobject: strings in (setString and
 * setObject(String) into json/jsonb columns and parameters, through the assignment cast) and out
 * (getString and getObject give the text), type names json/jsonb with Types.OTHER, and pgJDBC's
 * {@code ??} for the {@code ?} operators in a prepared statement ({@code ?} itself in a plain one).
 */
class JsonJdbcTest {

    @Test
    void stringsGoInAndComeOutAsPgJdbcDoes() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            c.createStatement().execute("CREATE TABLE t (id int PRIMARY KEY, j json, b jsonb)");
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                ps.setInt(1, 1);
                ps.setString(2, "{\"b\": 1,  \"a\": 2}");
                ps.setString(3, "{\"b\": 1,  \"a\": 2}");
                ps.executeUpdate();
                ps.setInt(1, 2);
                ps.setObject(2, "[1, 2]");
                ps.setObject(3, "{\"k\": [true, null]}");
                ps.executeUpdate();
                ps.setInt(1, 3);
                ps.setNull(2, Types.OTHER);
                ps.setObject(3, "\"s\"", Types.OTHER);
                ps.executeUpdate();
                ps.setInt(1, 4);
                ps.setString(2, "{bad");
                ps.setString(3, "{}");
                assertThatThrownBy(ps::executeUpdate).isInstanceOf(SQLException.class)
                        .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("22P02"));
            }
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id, j, b FROM t ORDER BY id")) {
                ResultSetMetaData md = rs.getMetaData();
                assertThat(md.getColumnTypeName(2)).isEqualTo("json");
                assertThat(md.getColumnTypeName(3)).isEqualTo("jsonb");
                assertThat(md.getColumnType(2)).isEqualTo(Types.OTHER);
                assertThat(md.getColumnType(3)).isEqualTo(Types.OTHER);
                assertThat(md.getColumnClassName(3)).isEqualTo("java.lang.String");
                List<String> rows = new ArrayList<>();
                while (rs.next()) {
                    rows.add(rs.getInt(1) + "|" + rs.getString(2) + "|" + rs.getObject(3));
                }
                assertThat(rows).containsExactly("1|{\"b\": 1,  \"a\": 2}|{\"a\": 2, \"b\": 1}",
                        "2|[1, 2]|{\"k\": [true, null]}", "3|null|\"s\"");
            }
        }
    }

    @Test
    void questionMarkOperatorsFollowPgJdbc() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE t (id int PRIMARY KEY, b jsonb)");
                st.execute("INSERT INTO t VALUES (1, '{\"a\": 1, \"n\": {\"x\": 2}}'), (2, '{\"b\": 2}'), (3, '[\"a\"]')");
                // a plain statement: ? is the operator
                assertThat(ids(st.executeQuery("SELECT id FROM t WHERE b ? 'a' ORDER BY id"))).containsExactly(1, 3);
                assertThat(ids(st.executeQuery("SELECT id FROM t WHERE b ?| array['b', 'z'] ORDER BY id"))).containsExactly(2);
            }
            // a prepared statement: ?? is the operator ? (and ??| ??&), ? a parameter
            try (PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE b ?? ? ORDER BY id")) {
                assertThat(ps.getParameterMetaData().getParameterCount()).isEqualTo(1);
                ps.setString(1, "a");
                assertThat(ids(ps.executeQuery())).containsExactly(1, 3);
                ps.setString(1, "b");
                assertThat(ids(ps.executeQuery())).containsExactly(2);
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT id FROM t WHERE b ??| ? OR b -> 'n' ??& ? ORDER BY id")) {
                ps.setArray(1, c.createArrayOf("text", new Object[] {"b"}));
                ps.setArray(2, c.createArrayOf("text", new Object[] {"x"}));
                assertThat(ids(ps.executeQuery())).containsExactly(1, 2);
            }
            try (PreparedStatement ps = c.prepareStatement("SELECT jsonb_build_object('k', ?, 's', ?), b -> 'a' FROM t WHERE id = 1")) {
                ps.setInt(1, 5); // pgJDBC types it int4: a JSON number
                ps.setString(2, "5");
                try (ResultSet rs = ps.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getString(1)).isEqualTo("{\"k\": 5, \"s\": \"5\"}");
                    assertThat(rs.getInt(2)).isEqualTo(1); // read through the text, as pgJDBC does
                }
            }
            try (PreparedStatement ps = c.prepareStatement("SELECT b ->> ?, b @> ?::jsonb FROM t WHERE id = ?")) {
                ps.setString(1, "a");
                ps.setString(2, "{\"a\": 1}");
                ps.setInt(3, 1);
                try (ResultSet rs = ps.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getString(1)).isEqualTo("1");
                    assertThat(rs.getBoolean(2)).isTrue();
                }
            }
        }
    }

    @Test
    void jsonpathOperatorsAndParametersFollowPgJdbc() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE t (id int PRIMARY KEY, b jsonb)");
                st.execute("INSERT INTO t VALUES (1, '{\"a\": [1, 5]}'), (2, '{\"a\": [2]}'), (3, '{}')");
                assertThat(ids(st.executeQuery("SELECT id FROM t WHERE b @? '$.a[*] ? (@ > 4)' ORDER BY id"))).containsExactly(1);
                assertThat(ids(st.executeQuery("SELECT id FROM t WHERE b @@ '$.a[*] > 1' ORDER BY id"))).containsExactly(1, 2);
            }
            // a prepared statement: @?? is the operator @? (pgJDBC's escape), ? a parameter
            try (PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE b @?? ? ORDER BY id")) {
                assertThat(ps.getParameterMetaData().getParameterCount()).isEqualTo(1);
                ps.setString(1, "$.a[*] ? (@ == 2)");
                assertThat(ids(ps.executeQuery())).containsExactly(2);
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT id FROM t WHERE jsonb_path_exists(b, ?, ?::jsonb) ORDER BY id")) {
                ps.setString(1, "$.a[*] ? (@ >= $min)");
                ps.setString(2, "{\"min\": 2}");
                assertThat(ids(ps.executeQuery())).containsExactly(1, 2);
            }
        }
    }

    private static List<Integer> ids(ResultSet rs) throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (rs) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }
}

package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Messages name an enum or domain outside public as PostgreSQL's format_type_be does: bare when the
 * search_path makes the type visible (the first schema of the path with a type of that name is its
 * own), {@code schema.name} otherwise, parts quoted as needed. Every expected text below was taken
 * from PostgreSQL 15.18 (psql) running the same statements.
 */
class TypeNameMessagesTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        run("CREATE SCHEMA s");
        run("CREATE TYPE s.mood AS ENUM ('x', 'y')");
        run("CREATE DOMAIN s.pos AS int CHECK (VALUE > 0)");
        run("CREATE DOMAIN s.nn AS int NOT NULL");
        run("CREATE TYPE s.\"Mixed Case\" AS ENUM ('a')");
        run("CREATE TABLE s.c (m s.mood, p s.pos)");
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void qualifiedWhenThePathDoesNotShowTheType() throws SQLException {
        assertThat(message("SELECT 'z'::s.mood")).isEqualTo("invalid input value for enum s.mood: \"z\"");
        assertThat(message("SELECT 0::s.pos")).isEqualTo("value for domain s.pos violates check constraint \"pos_check\"");
        assertThat(message("SELECT NULL::s.nn")).isEqualTo("domain s.nn does not allow null values");
        assertThat(message("SELECT 'b'::s.\"Mixed Case\"")).isEqualTo("invalid input value for enum s.\"Mixed Case\": \"b\"");
        assertThat(message("INSERT INTO s.c VALUES (1, 1)")).isEqualTo("column \"m\" is of type s.mood but expression is of type integer");
        assertThat(message("SELECT 'x'::s.mood + 1")).isEqualTo("operator does not exist: s.mood + integer");
        assertThat(message("SELECT 'x'::s.mood::int")).isEqualTo("cannot cast type s.mood to integer");
        assertThat(message("SELECT 1::s.mood")).isEqualTo("cannot cast type integer to s.mood");
        assertThat(message("SELECT ARRAY['x'::s.mood] || 1")).isEqualTo("operator does not exist: s.mood[] || integer");
        assertThat(message("SELECT -'x'::s.mood")).isEqualTo("operator does not exist: - s.mood");
        assertThat(message("SELECT sum(m) FROM s.c")).isEqualTo("function sum(s.mood) does not exist");
        assertThat(message("DROP TYPE s.mood")).isEqualTo("cannot drop type s.mood because other objects depend on it");
    }

    @Test
    void bareWhenThePathShowsIt() throws SQLException {
        run("SET search_path = s, public");
        assertThat(message("SELECT 'z'::s.mood")).isEqualTo("invalid input value for enum mood: \"z\"");
        assertThat(message("SELECT 0::s.pos")).isEqualTo("value for domain pos violates check constraint \"pos_check\"");
        assertThat(message("SELECT NULL::nn")).isEqualTo("domain nn does not allow null values");
        assertThat(message("SELECT 'b'::\"Mixed Case\"")).isEqualTo("invalid input value for enum \"Mixed Case\": \"b\"");
        assertThat(message("INSERT INTO c VALUES (1, 1)")).isEqualTo("column \"m\" is of type mood but expression is of type integer");
        assertThat(message("SELECT 'x'::mood + 1")).isEqualTo("operator does not exist: mood + integer");
        assertThat(message("SELECT 'x'::s.mood::int")).isEqualTo("cannot cast type mood to integer");
        assertThat(message("SELECT sum(m) FROM s.c")).isEqualTo("function sum(mood) does not exist");
        assertThat(message("DROP DOMAIN s.pos")).isEqualTo("cannot drop type pos because other objects depend on it");
    }

    @Test
    void qualifiedAgainWhenAnEarlierSchemaHasTheName() throws SQLException {
        run("CREATE SCHEMA t");
        run("CREATE TYPE t.mood AS ENUM ('q')");
        run("SET search_path = t, s, public");
        assertThat(message("SELECT 'z'::s.mood")).isEqualTo("invalid input value for enum s.mood: \"z\"");
        assertThat(message("SELECT 'z'::mood")).isEqualTo("invalid input value for enum mood: \"z\"");
        assertThat(message("SELECT 'x'::s.mood = 'q'::mood")).isEqualTo("operator does not exist: s.mood = mood");
    }

    private void run(String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private String message(String sql) {
        SQLException e = catchThrowableOfType(() -> run(sql), SQLException.class);
        assertThat((Object) e).as(sql).isNotNull();
        return e.getMessage().lines().findFirst().orElse(""); // the message line, without a hint
    }
}

package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * numeric exp, ln, log, power, sqrt and numeric input at the edges of numeric's range, against
 * PostgreSQL 15's answers recorded in {@code numeric/expected.tsv} (re-record with
 * {@code numeric/record.sh}; the inputs are {@code numeric/inputs.txt}). Each expression runs as
 * {@code SELECT (expr)::text}; an error is compared by SQLSTATE.
 */
class NumericRecordedTest {

    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            for (String line : resource("/numeric/expected.tsv").split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                int tab = line.indexOf('\t');
                String expr = line.substring(0, tab);
                String expected = line.substring(tab + 1);
                String actual = run(st, expr);
                checked++;
                if (!actual.equals(expected)) {
                    mismatches.add(expr + "\n    PostgreSQL: " + abbreviate(expected) + "\n    Lanin:      " + abbreviate(actual));
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(mismatches).as("expressions whose answer differs from PostgreSQL 15's").isEmpty();
    }

    private static String run(Statement st, String expr) {
        try (ResultSet rs = st.executeQuery("SELECT (" + expr + ")::text")) {
            rs.next();
            return rs.getString(1);
        } catch (SQLException e) {
            return "ERROR " + e.getSQLState();
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 120 ? s : s.substring(0, 60) + "...(" + s.length() + " chars)..." + s.substring(s.length() - 40);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = NumericRecordedTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

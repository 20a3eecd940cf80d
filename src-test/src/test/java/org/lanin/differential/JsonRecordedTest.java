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
 * json and jsonb (issue 15) against PostgreSQL 15's answers recorded in {@code json/expected.tsv}:
 * the statements of {@code json/script.sql} run in order on one connection (input and output forms,
 * the operators with their errors, casts, columns, ordering/grouping, the functions, aggregates and
 * set-returning functions, jsonpath basics). Re-record with {@code json/record.sh} (see its header).
 * Rows are compared as psql -A prints them: columns joined by |, NULL as NULL; a line break inside
 * a value (jsonb_pretty) reads as the row separator, as the recording script joins psql's lines.
 */
class JsonRecordedTest {
    private static final String ROW_SEPARATOR = "\u2424";

    @Test
    void answersAreThoseOfPostgresql15() throws Exception {
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            for (String line : resource("/json/expected.tsv").split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                int tab = line.indexOf('\t');
                String sql = line.substring(0, tab);
                String expected = line.substring(tab + 1);
                String actual = run(st, sql);
                checked++;
                if (!actual.equals(expected)) {
                    mismatches.add(sql + "\n    PostgreSQL: " + expected + "\n    Lanin:      " + actual);
                }
            }
        }
        assertThat(checked).isGreaterThan(190);
        assertThat(mismatches).as("statements whose outcome differs from PostgreSQL 15's").isEmpty();
    }

    private static String run(Statement st, String sql) {
        try {
            if (!st.execute(sql)) {
                return "OK";
            }
            try (ResultSet rs = st.getResultSet()) {
                int n = rs.getMetaData().getColumnCount();
                List<String> rows = new ArrayList<>();
                while (rs.next()) {
                    StringBuilder sb = new StringBuilder();
                    for (int i = 1; i <= n; i++) {
                        String v = rs.getString(i);
                        sb.append(i > 1 ? "|" : "").append(v == null ? "NULL" : v.replace("\n", ROW_SEPARATOR));
                    }
                    rows.add(sb.toString());
                }
                return rows.isEmpty() ? "OK" : String.join(ROW_SEPARATOR, rows);
            }
        } catch (SQLException e) {
            return "ERROR " + e.getSQLState();
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = JsonRecordedTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

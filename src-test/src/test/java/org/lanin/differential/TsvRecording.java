package org.lanin.differential;

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

/**
 * A recording of PostgreSQL 15's answers as {@code statement TAB outcome} lines (written by a
 * {@code record.sh} from {@code psql -A}): the statements run in order on one fresh Lanin
 * connection and each outcome is printed the same way — columns joined by |, NULL as NULL, rows
 * and line breaks inside a value joined by U+2424, OK for no rows, ERROR and the SQLSTATE.
 */
final class TsvRecording {
    private static final String ROW_SEPARATOR = "\u2424";

    /** How many statements ran, and those whose outcome differs (with both outcomes). */
    record Result(int checked, List<String> mismatches) {
    }

    private TsvRecording() {
    }

    static Result compare(String resource) throws Exception {
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            for (String line : read(resource).split("\n")) {
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
        return new Result(checked, mismatches);
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

    private static String read(String name) throws IOException {
        try (InputStream in = TsvRecording.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

package org.lanin.stats;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.lanin.testkit.TestEngine;

/** Helpers of the statistics tests: fresh databases, scripts from resources, rows as tab-separated text. */
final class StatsSql {
    static final String NULL = "<NULL>";

    private StatsSql() {
    }

    /** A connection to a fresh named database with the given URL settings (e.g. ";autovacuum=off"). */
    static Connection open(String prefix, String settings) throws SQLException {
        return DriverManager.getConnection("jdbc:lanin:mem:" + TestEngine.uniqueName(prefix) + settings);
    }

    static String resource(String path) {
        try (InputStream in = StatsSql.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs a script of statements each ending with ';' at the end of a line; '--' lines are comments. */
    static void runScript(Connection c, String script) throws SQLException {
        StringBuilder stmt = new StringBuilder();
        try (Statement st = c.createStatement()) {
            for (String line : script.split("\n")) {
                if (line.strip().startsWith("--")) {
                    continue;
                }
                stmt.append(line).append('\n');
                if (line.strip().endsWith(";")) {
                    st.execute(stmt.toString());
                    stmt.setLength(0);
                }
            }
        }
    }

    static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    /** Every row of the query, columns joined by tabs, NULL as {@link #NULL}. */
    static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            ResultSetMetaData md = rs.getMetaData();
            while (rs.next()) {
                StringBuilder sb = new StringBuilder();
                for (int i = 1; i <= md.getColumnCount(); i++) {
                    if (i > 1) {
                        sb.append('\t');
                    }
                    String v = rs.getString(i);
                    sb.append(v == null ? NULL : v);
                }
                out.add(sb.toString());
            }
        }
        return out;
    }

    /** The single value of a one-row, one-column query, as text (null for NULL). */
    static String value(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }
}

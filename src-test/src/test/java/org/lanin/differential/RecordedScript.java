package org.lanin.differential;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * One SQL script run statement by statement over JDBC, its outcomes written as text: for each
 * statement a {@code > statement} line, then {@code ok}, the rows ({@code v1 | v2}, NULL as
 * {@code NULL}) or {@code ERROR <SQLSTATE>: <message>}. The same code runs the script on
 * PostgreSQL (to record) and on Lanin (to compare), so both sides are formatted alike.
 *
 * <p>Statements end with a line whose last character is {@code ;}; lines starting with
 * {@code --} between statements are comments.
 */
final class RecordedScript {
    private RecordedScript() {
    }

    /**
     * Runs {@code script} on a fresh Lanin database and returns the statements whose outcome differs
     * from the recording beside it ({@code NAME.expected}); with {@code recordUrl} set, records the
     * script on that PostgreSQL database instead (its {@code public} schema emptied first) and
     * returns no differences.
     */
    /**
     * One test per {@code *.sql} script of {@code dir}, each checked against its recording
     * ({@link #differencesFromRecording}; recorded anew when {@code recordUrl} is set).
     */
    static java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> dynamicTests(java.nio.file.Path dir, String recordUrl)
            throws java.io.IOException {
        List<java.nio.file.Path> scripts;
        try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.list(dir)) {
            scripts = s.filter(p -> p.toString().endsWith(".sql")).sorted().toList();
        }
        org.assertj.core.api.Assertions.assertThat(scripts).isNotEmpty();
        return scripts.stream().map(p -> org.junit.jupiter.api.DynamicTest.dynamicTest(p.getFileName().toString(),
                () -> org.assertj.core.api.Assertions.assertThat(differencesFromRecording(p, recordUrl))
                        .as("statements of %s whose outcome differs from PostgreSQL 15's", p).isEmpty()));
    }

    static List<String> differencesFromRecording(java.nio.file.Path script, String recordUrl) throws Exception {
        String source = java.nio.file.Files.readString(script, java.nio.charset.StandardCharsets.UTF_8);
        List<String> statements = statements(source);
        boolean notices = source.lines().anyMatch(l -> l.strip().equals(NOTICES_MARKER));
        COUNTS.set(source.lines().anyMatch(l -> l.strip().equals(COUNTS_MARKER)));
        java.nio.file.Path expectedFile = java.nio.file.Path.of(script.toString().replaceFirst("\\.sql$", ".expected"));
        if (recordUrl != null) {
            try (Connection c = java.sql.DriverManager.getConnection(recordUrl)) {
                try (Statement st = c.createStatement()) {
                    st.execute("DROP SCHEMA public CASCADE");
                    st.execute("CREATE SCHEMA public");
                }
                java.nio.file.Files.writeString(expectedFile, run(c, statements, notices), java.nio.charset.StandardCharsets.UTF_8);
            }
            return List.of();
        }
        String actual;
        try (Connection c = java.sql.DriverManager.getConnection("jdbc:lanin:mem:")) {
            actual = run(c, statements, notices);
        }
        return differences(java.nio.file.Files.readString(expectedFile, java.nio.charset.StandardCharsets.UTF_8), actual);
    }

    /** The statements (with both outcomes) whose outcome differs; blocks start at "> " lines. */
    static List<String> differences(String expected, String actual) {
        List<String> e = List.of(expected.split("\n(?=> )"));
        List<String> a = List.of(actual.split("\n(?=> )"));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Math.max(e.size(), a.size()); i++) {
            String x = i < e.size() ? e.get(i).strip() : "(missing)";
            String y = i < a.size() ? a.get(i).strip() : "(missing)";
            if (!x.equals(y)) {
                out.add("\nPostgreSQL: " + x + "\nLanin:      " + y);
            }
        }
        return out;
    }

    private static final java.util.regex.Pattern DOLLAR_QUOTE = java.util.regex.Pattern.compile("\\$([A-Za-z_][A-Za-z_0-9]*)?\\$");

    static List<String> statements(String script) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        String dollar = null; // the open dollar quote ($$, $tag$): its lines' semicolons end nothing
        for (String line : script.split("\n")) {
            if (cur.length() == 0 && (line.isBlank() || line.startsWith("--"))) {
                continue;
            }
            cur.append(cur.length() == 0 ? "" : "\n").append(line);
            java.util.regex.Matcher m = DOLLAR_QUOTE.matcher(line);
            while (m.find()) {
                dollar = dollar == null ? m.group() : dollar.equals(m.group()) ? null : dollar;
            }
            if (dollar == null && line.stripTrailing().endsWith(";") && !insideBeginAtomic(cur.toString())) {
                String s = cur.toString().strip();
                out.add(s.substring(0, s.length() - 1));
                cur.setLength(0);
            }
        }
        if (!cur.toString().isBlank()) {
            out.add(cur.toString().strip());
        }
        return out;
    }

    /** A script with a line exactly like this also records each statement's notices (RAISE NOTICE ...). */
    static final String NOTICES_MARKER = "-- record: notices";
    /** A script with a line exactly like this records each statement's update count after its {@code ok} (the command tag's number). */
    static final String COUNTS_MARKER = "-- record: counts";
    /** Set per script by {@link #differencesFromRecording}, for the runs on this thread. */
    private static final ThreadLocal<Boolean> COUNTS = ThreadLocal.withInitial(() -> false);

    private static final java.util.regex.Pattern ATOMIC_ROUTINE = java.util.regex.Pattern.compile(
            "(?is)^\\s*create\\s+(or\\s+replace\\s+)?(function|procedure)\\b.*\\bbegin\\s+atomic\\b.*");

    /** A CREATE FUNCTION | PROCEDURE ... BEGIN ATOMIC whose END has not come yet (psql's rule, as the driver splits). */
    private static boolean insideBeginAtomic(String statement) {
        return ATOMIC_ROUTINE.matcher(statement).matches()
                && org.lanin.planner.cache.SqlScan.of(statement).completeStatements().isEmpty();
    }

    /** Runs every statement on {@code c} (autocommit) and returns the outcome text. */
    static String run(Connection c, List<String> statements) throws SQLException {
        return run(c, statements, false);
    }

    /**
     * As {@link #run(Connection, List)}; with {@code notices}, the statement's notices and warnings
     * come first, one {@code SEVERITY SQLSTATE: message} line each, as the client received them.
     */
    static String run(Connection c, List<String> statements, boolean notices) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Statement st = c.createStatement()) {
            for (String sql : statements) {
                out.append("> ").append(sql.replaceAll("\\s+", " ")).append('\n');
                StringBuilder outcome = new StringBuilder();
                try {
                    if (st.execute(sql)) {
                        try (ResultSet rs = st.getResultSet()) {
                            rows(rs, outcome);
                        }
                    } else {
                        outcome.append(COUNTS.get() ? "ok " + st.getUpdateCount() + "\n" : "ok\n");
                    }
                } catch (SQLException e) {
                    outcome.append("ERROR ").append(e.getSQLState()).append(": ").append(message(e)).append('\n');
                }
                if (notices) {
                    for (java.sql.SQLWarning w = st.getWarnings(); w != null; w = w.getNextWarning()) {
                        out.append(severity(w)).append(' ').append(w.getSQLState()).append(": ").append(w.getMessage()).append('\n');
                    }
                }
                st.clearWarnings();
                out.append(outcome);
            }
        }
        return out.toString();
    }

    /** The severity word of a warning: pgJDBC's server message or Lanin's notice, read reflectively (either driver). */
    private static String severity(java.sql.SQLWarning w) {
        try {
            Object source = w;
            try {
                source = w.getClass().getMethod("getServerErrorMessage").invoke(w);
            } catch (NoSuchMethodException lanin) {
                // Lanin's notice has getSeverity itself
            }
            return String.valueOf(source.getClass().getMethod("getSeverity").invoke(source));
        } catch (ReflectiveOperationException e) {
            return "WARNING";
        }
    }

    private static void rows(ResultSet rs, StringBuilder out) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        int n = md.getColumnCount();
        int count = 0;
        while (rs.next()) {
            StringBuilder row = new StringBuilder();
            for (int i = 1; i <= n; i++) {
                String v = rs.getString(i);
                row.append(i == 1 ? "" : " | ").append(v == null ? "NULL" : v);
            }
            out.append(row).append('\n');
            count++;
        }
        out.append("(").append(count).append(count == 1 ? " row)\n" : " rows)\n");
    }

    /** The first line of the message without a server's "ERROR: " prefix or position detail. */
    private static String message(SQLException e) {
        String m = e.getMessage() == null ? "" : e.getMessage();
        m = m.lines().findFirst().orElse("");
        if (m.startsWith("ERROR: ")) {
            m = m.substring("ERROR: ".length());
        }
        return m.strip();
    }
}

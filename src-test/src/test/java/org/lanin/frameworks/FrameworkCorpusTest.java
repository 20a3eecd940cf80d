package org.lanin.frameworks;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Replays the framework corpus (what Flyway, Liquibase, jOOQ meta() and Hibernate validation sent
 * to PostgreSQL 15, captured by tools/fw-probe) on one Lanin database, phase after phase as
 * captured, and compares each statement's outcome with PostgreSQL's replay of the same corpus,
 * recorded in {@code frameworks/pg15-results.txt}: ran or failed, and for a query its column
 * names and row count. Statements known to differ are listed with the reason in
 * {@code frameworks/pg15-known-differences.txt}; one that starts to agree must leave that list.
 *
 * <p>Re-record (local PostgreSQL 15, role catalog/catalog as tools/fw-probe/capture.sh creates it):
 * {@code mvn -o -pl src-test -am test -Dtest=FrameworkCorpusTest -Dcorpus.record=true
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class FrameworkCorpusTest {
    /** The role the corpus was captured as; Flyway sends {@code SET ROLE} with whatever current_user says. */
    private static final String CAPTURE_ROLE = "SET ROLE 'catalog'";

    @Test
    void replayedCorpusAnswersAsOnPostgreSQL() throws Exception {
        if (Boolean.getBoolean("corpus.record")) {
            record();
        }
        Map<String, String> expected = readMap("pg15-results.txt");
        Map<String, String> known = readMap("pg15-known-differences.txt");
        Map<String, String> actual;
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            actual = replay(c, "lanin");
        }
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> e : expected.entrySet()) {
            String got = actual.get(e.getKey());
            boolean same = e.getValue().equals(got);
            if (!same && !known.containsKey(e.getKey())) {
                problems.add(e.getKey() + ": PostgreSQL " + e.getValue() + "\n    Lanin " + got);
            } else if (same && known.containsKey(e.getKey())) {
                problems.add(e.getKey() + " now agrees with PostgreSQL: remove it from pg15-known-differences.txt");
            }
        }
        assertThat(problems).as("corpus statements not answered as on PostgreSQL:\n%s", String.join("\n", problems))
                .isEmpty();
    }

    /** Each statement's outcome by "phase #n": "rows N: labels", "ok" or "error". */
    private static Map<String, String> replay(Connection c, String as) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        for (String phase : FrameworkCorpus.PHASES) {
            for (FrameworkCorpus.Entry captured : FrameworkCorpus.load(corpusDir(), phase).entries()) {
                FrameworkCorpus.Entry e = captured.sql().equals(CAPTURE_ROLE) && as.equals("lanin")
                        ? captured.withSql("SET ROLE 'lanin'") : captured;
                out.put(e.label(phase), outcome(c, e));
            }
        }
        return out;
    }

    private static String outcome(Connection c, FrameworkCorpus.Entry e) {
        try {
            List<List<String>> table = e.run(c);
            return table == null ? "ok" : "rows " + (table.size() - 1) + ": " + String.join(",", table.get(0));
        } catch (SQLException ex) {
            if (!c.getClass().getName().startsWith("org.lanin")) {
                return "error";
            }
            return "error (" + ex.getSQLState() + " " + ex.getMessage().replace('\n', ' ') + ")";
        }
    }

    private static Map<String, String> readMap(String name) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(corpusDir().getParent().resolve(name))) {
            int sep = line.indexOf('\t');
            if (!line.startsWith("#") && sep > 0) {
                out.put(line.substring(0, sep), line.substring(sep + 1));
            }
        }
        return out;
    }

    static Path corpusDir() throws Exception {
        return Path.of(FrameworkCorpusTest.class.getResource("/frameworks/pg15").toURI());
    }

    /** Replays the corpus on a fresh PostgreSQL database and writes pg15-results.txt into the sources. */
    private static void record() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:5432/postgres", "catalog", "catalog");
             Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS catalog_replay");
            st.execute("CREATE DATABASE catalog_replay");
        }
        StringBuilder sb = new StringBuilder("# The corpus replayed on PostgreSQL 15 (FrameworkCorpusTest,"
                + " -Dcorpus.record=true): statement<TAB>outcome\n");
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:5432/catalog_replay", "catalog",
                "catalog")) {
            replay(c, "postgresql").forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        }
        Files.writeString(Path.of("src/test/resources/frameworks/pg15-results.txt"), sb.toString());
        Files.writeString(Path.of("target/test-classes/frameworks/pg15-results.txt"), sb.toString());
    }
}

package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Query shapes of issue 15 ({@code src/test/resources/queries/*.sql}: DISTINCT ON, TABLE, row
 * values, grouping sets, ordered-set aggregates, set-returning functions, LATERAL) run on a fresh
 * Lanin database each; their outcomes (rows, SQLSTATEs and messages) must equal PostgreSQL 15's,
 * recorded beside each script as {@code NAME.expected} by {@link RecordedScript}. Scripts that
 * print EXPLAIN use {@code COSTS OFF}. Re-record on a PostgreSQL 15 server (each script runs in a
 * freshly emptied {@code public} schema of the database named in the URL):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=QueriesRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dqueries.record.url='jdbc:postgresql://localhost:5432/queries?user=queries&amp;password=queries'
 * </pre>
 */
class QueriesRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/queries");
    private static final String RECORD_URL = System.getProperty("queries.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.list(DIR)) {
            scripts = s.filter(p -> p.toString().endsWith(".sql")).sorted().toList();
        }
        assertThat(scripts).isNotEmpty();
        return scripts.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    private static void check(Path script) throws Exception {
        List<String> statements = RecordedScript.statements(Files.readString(script, StandardCharsets.UTF_8));
        Path expectedFile = Path.of(script.toString().replaceFirst("\\.sql$", ".expected"));
        if (RECORD_URL != null) {
            try (Connection c = DriverManager.getConnection(RECORD_URL)) {
                try (Statement st = c.createStatement()) {
                    st.execute("DROP SCHEMA public CASCADE");
                    st.execute("CREATE SCHEMA public");
                }
                Files.writeString(expectedFile, RecordedScript.run(c, statements), StandardCharsets.UTF_8);
            }
            return;
        }
        String actual;
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            actual = RecordedScript.run(c, statements);
        }
        String expected = Files.readString(expectedFile, StandardCharsets.UTF_8);
        assertThat(RecordedScript.differences(expected, actual)).as("statements of %s whose outcome differs from PostgreSQL 15's (%s)",
                script, expectedFile).isEmpty();
    }
}

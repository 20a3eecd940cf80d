package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * DDL and type scripts ({@code src/test/resources/ddl/*.sql}: renames, generated columns, enums,
 * ALTER COLUMN TYPE, ALTER SEQUENCE, COMMENT ON, domains) run on a fresh Lanin database each, and
 * their outcomes (rows, SQLSTATEs and messages) must equal PostgreSQL 15's, recorded beside each
 * script as {@code NAME.expected} by {@link RecordedScript}. Re-record on a PostgreSQL 15 server
 * (each script runs in a freshly emptied {@code public} schema of the database named in the URL):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=DdlRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dddl.record.url='jdbc:postgresql://localhost:5432/ddl?user=ddl&amp;password=ddl'
 * </pre>
 * adding {@code -Dddl.only=partial_index,expression_index} to re-record (or run) only those scripts.
 */
class DdlRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/ddl");
    private static final String RECORD_URL = System.getProperty("ddl.record.url");
    /** Comma-separated script names (without .sql) to run alone, e.g. to re-record only those. */
    private static final String ONLY = System.getProperty("ddl.only");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.list(DIR)) {
            scripts = s.filter(p -> p.toString().endsWith(".sql")).filter(DdlRecordedTest::selected).sorted().toList();
        }
        assertThat(scripts).isNotEmpty();
        return scripts.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    private static boolean selected(Path script) {
        String name = script.getFileName().toString().replaceFirst("\\.sql$", "");
        return ONLY == null || List.of(ONLY.split(",")).contains(name);
    }

    private static void check(Path script) throws Exception {
        assertThat(RecordedScript.differencesFromRecording(script, RECORD_URL))
                .as("statements of %s whose outcome differs from PostgreSQL 15's", script).isEmpty();
    }
}

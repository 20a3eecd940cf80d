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
 * Schema scripts ({@code src/test/resources/schemas/*.sql}: CREATE/DROP/ALTER SCHEMA, qualified
 * names for every object kind, search_path, current_schema(s), SET SCHEMA, catalog views per
 * schema) run on a fresh Lanin database each, and their outcomes (rows, SQLSTATEs and messages)
 * must equal PostgreSQL 15's, recorded beside each script as {@code NAME.expected} by
 * {@link RecordedScript}. Re-record on a PostgreSQL 15 server (each script starts with only an
 * empty {@code public} schema in the database named in the URL; the role must not own a schema
 * named after itself, since {@code "$user"} is in the default path):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=SchemaRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dschemas.record.url='jdbc:postgresql://localhost:5432/schemas?user=schemas&amp;password=schemas'
 * </pre>
 */
class SchemaRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/schemas");
    private static final String RECORD_URL = System.getProperty("schemas.record.url");

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
                    List<String> schemas = new java.util.ArrayList<>();
                    try (java.sql.ResultSet rs = st.executeQuery("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE"
                            + " 'pg\\_%' AND nspname <> 'information_schema'")) {
                        while (rs.next()) {
                            schemas.add(rs.getString(1));
                        }
                    }
                    for (String n : schemas) {
                        st.execute("DROP SCHEMA \"" + n + "\" CASCADE");
                    }
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

package org.lanin.differential;


import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * User-defined routines ({@code src/test/resources/routines/*.sql}: SQL and PL/pgSQL functions,
 * procedures and CALL, triggers, CREATE AGGREGATE) run on a fresh Lanin database each; their
 * outcomes (rows, SQLSTATEs and messages) must equal PostgreSQL 15's, recorded beside each script
 * as {@code NAME.expected} by {@link RecordedScript}. Re-record on a PostgreSQL 15 server (each
 * script runs in a freshly emptied {@code public} schema of the database named in the URL; that
 * database's public schema must be owned by the user):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=RoutinesRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Droutines.record.url='jdbc:postgresql://localhost:5432/plfunc?user=plfunc&amp;password=plfunc'
 * </pre>
 */
class RoutinesRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/routines");
    private static final String RECORD_URL = System.getProperty("routines.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

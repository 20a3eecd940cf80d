package org.lanin.differential;


import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Set-returning functions in the select list (ProjectSet) and text search types of issue 15
 * ({@code src/test/resources/srf/*.sql}), each script on a fresh Lanin database; outcomes (rows,
 * SQLSTATEs, messages) must equal PostgreSQL 15's, recorded beside each script as
 * {@code NAME.expected} by {@link RecordedScript}. Re-record on a PostgreSQL 15 server (each script
 * runs in a freshly emptied {@code public} schema of the database named in the URL):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=SetReturningRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dsrf.record.url='jdbc:postgresql://localhost:5432/srf?user=srf&amp;password=srf'
 * </pre>
 */
class SetReturningRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/srf");
    private static final String RECORD_URL = System.getProperty("srf.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

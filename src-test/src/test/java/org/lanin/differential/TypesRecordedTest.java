package org.lanin.differential;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Type scripts of issues 15 and 16 ({@code src/test/resources/types/*.sql}: arrays of enums and
 * domains, 'infinity' dates and timestamps, system columns, the catalog types oid, name and
 * "char") run on a fresh Lanin database each; their outcomes (rows, SQLSTATEs and messages) must
 * equal PostgreSQL 15's, recorded beside each script as {@code NAME.expected} by
 * {@link RecordedScript}. Re-record on a PostgreSQL 15 server (each script runs in a freshly
 * emptied {@code public} schema of the database named in the URL):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=TypesRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtypes.record.url='jdbc:postgresql://localhost:5432/types3?user=types3&amp;password=types3'
 * </pre>
 */
class TypesRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/types");
    private static final String RECORD_URL = System.getProperty("types.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

package org.lanin.differential;


import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Type and function scripts of issue 15 ({@code src/test/resources/funcs/*.sql}: session
 * TimeZone and timestamptz, interval columns, to_char and friends, regular expressions, array
 * and enum helpers) run on a fresh Lanin database each; their outcomes (rows, SQLSTATEs and
 * messages) must equal PostgreSQL 15's, recorded beside each script as {@code NAME.expected} by
 * {@link RecordedScript}. Every script sets TimeZone itself first (pgJDBC sets the JVM's zone on
 * connect). Re-record on a PostgreSQL 15 server (each script runs in a freshly emptied
 * {@code public} schema of the database named in the URL):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=FuncsRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dfuncs.record.url='jdbc:postgresql://localhost:5432/funcs?user=funcs&amp;password=funcs'
 * </pre>
 */
class FuncsRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/funcs");
    private static final String RECORD_URL = System.getProperty("funcs.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

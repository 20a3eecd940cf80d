package org.lanin.differential;


import java.io.IOException;
import java.nio.file.Path;
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
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

package org.lanin.differential;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * GIN and hash indexes beyond one column of one table ({@code src/test/resources/index_methods/*.sql}:
 * multicolumn GIN indexes, GIN and hash indexes on partitioned tables), each script on a fresh Lanin
 * database: catalog rows, EXPLAIN (COSTS OFF) with {@code enable_seqscan} off, answers and SQLSTATEs
 * must equal PostgreSQL 15's, recorded beside each script as {@code NAME.expected} by
 * {@link RecordedScript}. Re-record on a PostgreSQL 15 server (each script runs in a freshly emptied
 * {@code public} schema of the database named in the URL):
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=IndexMethodsRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dindexmethods.record.url='jdbc:postgresql://localhost:5432/ddl4?user=ddl4&amp;password=ddl4'
 * </pre>
 */
class IndexMethodsRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/index_methods");
    private static final String RECORD_URL = System.getProperty("indexmethods.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

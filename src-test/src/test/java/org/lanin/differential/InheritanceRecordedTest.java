package org.lanin.differential;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Table inheritance ({@code src/test/resources/inheritance/*.sql}: CREATE TABLE ... INHERITS, scans
 * of a parent with and without ONLY, UPDATE and DELETE through a parent (RETURNING * in the parent's
 * columns), ADD COLUMN reaching the children, ALTER TABLE ... [NO] INHERIT, ONLY on joined items,
 * pg_inherits, DROP with and without CASCADE), each script on a fresh Lanin database; rows
 * and SQLSTATEs must equal PostgreSQL 15's, recorded beside each script as {@code NAME.expected} by
 * {@link RecordedScript}. Re-record on a PostgreSQL 15 server:
 * <pre>
 * mvn -B -o -pl src-test -am test -Dtest=InheritanceRecordedTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dinheritance.record.url='jdbc:postgresql://localhost:5432/ddl4?user=ddl4&amp;password=ddl4'
 * </pre>
 */
class InheritanceRecordedTest {
    private static final Path DIR = Path.of("src/test/resources/inheritance");
    private static final String RECORD_URL = System.getProperty("inheritance.record.url");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        return RecordedScript.dynamicTests(DIR, RECORD_URL);
    }
}

package org.lanin.sqllogic;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SQLite's sqllogictest corpus (from the {@code sql-logic-test} jar, see {@link SltCorpus}) run as
 * engine {@code postgresql}. The default suite runs {@link SltCorpus#DEFAULT_FILES} and requires every
 * record that applies to pass, bar the few on the skip list ({@link SltSkips}). The slow tier
 * ({@code -Pslow} or {@code -Dlanin.slow=true}) runs the whole corpus, or the files matching
 * {@code -Dsqllogic.corpus.include=REGEX}, on {@code -Dsqllogic.corpus.engine=lanin|h2}, and prints and
 * writes the pass rate per folder to {@code target/sqllogic-corpus/<engine>/pass-rates.md} (failures
 * beside it; {@code -Dsqllogic.corpus.out=DIR} elsewhere). With {@code -Dsqllogic.corpus.url=jdbc:postgresql://...} it runs on a real PostgreSQL
 * instead, to check what PostgreSQL itself answers for records on the skip list.
 */
class SqlLogicCorpusTest {
    /** CPU time of the running thread: less disturbed than wall time by other work on a shared machine. */
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    @TestFactory
    Stream<DynamicTest> defaultCorpus() {
        Predicate<String> include = SltCorpus.DEFAULT_FILES.asMatchPredicate();
        return SltCorpus.files(include).stream().map(f -> DynamicTest.dynamicTest(f, () -> {
            SltRunner.Outcome o = run(f, TestEngine.LANIN);
            assertThat(o.failures())
                    .as("%s: %d of %d records failed; first ones:%n%s", f, o.failedRecords(), o.executed(),
                            String.join("\n\n", o.failures().subList(0, Math.min(20, o.failures().size()))))
                    .isEmpty();
        }));
    }

    @Test
    @Tag("slow")
    void passRates() throws SQLException {
        Assumptions.assumeTrue(Boolean.getBoolean("lanin.slow"), "slow tier: -Pslow or -Dlanin.slow=true");
        String url = System.getProperty("sqllogic.corpus.url");
        TestEngine engine = TestEngine.valueOf(
                System.getProperty("sqllogic.corpus.engine", "lanin").toUpperCase(Locale.ROOT));
        Predicate<String> include = Pattern.compile(System.getProperty("sqllogic.corpus.include", ".*"))
                .asMatchPredicate();
        String name = url != null ? "postgresql" : engine.name().toLowerCase(Locale.ROOT);
        SltPassRates rates = new SltPassRates(Path.of(System.getProperty("sqllogic.corpus.out",
                "target/sqllogic-corpus/" + name)));
        for (String f : SltCorpus.files(include)) {
            long start = System.nanoTime();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            SltRunner.Outcome o = url != null ? runOnServer(f, url) : run(f, engine);
            long millis = (System.nanoTime() - start) / 1_000_000;
            long cpuMillis = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
            rates.add(f, o, millis, cpuMillis);
            System.out.printf(Locale.ROOT, "sqllogic %s %s: %d/%d passed, %d internal errors, %d ms (%d ms CPU)%n",
                    name, f, o.executed() - o.failedRecords(), o.executed(), o.internalErrors(), millis, cpuMillis);
        }
        rates.write(name);
        System.out.println(rates.table(name));
    }

    private static SltRunner.Outcome run(String file, TestEngine engine) throws SQLException {
        List<SltRecord> records = SltParser.parse(SltCorpus.lines(file), file);
        try (Connection c = engine.openPrivate()) {
            return new SltRunner(c, engine.sltNames(), engine == TestEngine.LANIN, file, SltSkips.of(file))
                    .run(records);
        }
    }

    /**
     * Runs a file on a PostgreSQL server ({@code -Dsqllogic.corpus.url=jdbc:postgresql://...}) in a
     * schema of its own, without the skip list: this is how skip-list entries are checked.
     */
    private static SltRunner.Outcome runOnServer(String file, String url) throws SQLException {
        List<SltRecord> records = SltParser.parse(SltCorpus.lines(file), file);
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("DROP SCHEMA IF EXISTS slt CASCADE");
            st.execute("CREATE SCHEMA slt");
            st.execute("SET search_path = slt");
            SltRunner.Outcome o = new SltRunner(c, Set.of("postgresql"), true, file, Set.of()).run(records);
            st.execute("DROP SCHEMA slt CASCADE");
            return o;
        }
    }
}

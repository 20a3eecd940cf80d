package org.lanin.differential;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One dynamic test per {@code src/test/resources/differential/*.sql}: Lanin against H2, with
 * PostgreSQL's recorded answers where H2 is known to deviate. The second factory validates the
 * harness itself on H2 alone: two H2 databases agree, and every recorded deviation still is one.
 */
class DifferentialTest {

    @TestFactory
    Stream<DynamicTest> laninAgreesWithH2() {
        return scripts().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), p.toUri(), () -> {
            DiffScript script = DiffScript.load(p);
            Deviations deviations = Deviations.load(p);
            Map<String, DiffOutcome> lanin = runOn(TestEngine.LANIN, script);
            Map<String, DiffOutcome> h2 = runOn(TestEngine.H2, script);
            List<String> problems = new ArrayList<>();
            for (DiffScript.Step step : script.steps()) {
                Deviations.Entry pg = deviations.entries().get(step.name());
                DiffOutcome reference = pg != null ? pg.outcome() : h2.get(step.name());
                String diff = lanin.get(step.name()).differenceFrom(reference, step.isOrdered());
                if (diff != null) {
                    problems.add(step.name() + " (line " + step.line() + ", Lanin vs " + (pg != null ? "PostgreSQL" : "H2")
                            + "): " + diff + "\n  " + step.sql());
                }
            }
            assertThat(problems).as("%s: Lanin differs on %d statements", script.name(), problems.size()).isEmpty();
        }));
    }

    @TestFactory
    Stream<DynamicTest> harnessSelfCheckOnH2() {
        return scripts().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), p.toUri(), () -> {
            DiffScript script = DiffScript.load(p);
            Deviations deviations = Deviations.load(p);
            Map<String, DiffOutcome> first = runOn(TestEngine.H2, script);
            Map<String, DiffOutcome> second = runOn(TestEngine.H2, script);
            List<String> problems = new ArrayList<>();
            for (DiffScript.Step step : script.steps()) {
                DiffOutcome a = first.get(step.name());
                if (a.isError() && !deviations.entries().containsKey(step.name())) {
                    problems.add(step.name() + ": H2 fails it; record PostgreSQL's answer in a deviation: " + a.error());
                }
                String diff = a.differenceFrom(second.get(step.name()), step.isOrdered());
                if (diff != null) {
                    problems.add(step.name() + ": two H2 runs disagree (nondeterministic query?): " + diff);
                }
            }
            for (Deviations.Entry e : deviations.entries().values()) {
                DiffOutcome h2 = first.get(e.query());
                if (h2 == null) {
                    problems.add("deviation names unknown query " + e.query());
                } else if (h2.differenceFrom(e.outcome(), true) == null) {
                    problems.add("deviation " + e.query() + " is stale: H2 now gives PostgreSQL's answer");
                }
            }
            assertThat(problems).as(script.name()).isEmpty();
        }));
    }

    private static Map<String, DiffOutcome> runOn(TestEngine engine, DiffScript script) throws SQLException {
        try (Connection c = engine.openPrivate()) {
            return DiffRunner.run(script, c);
        }
    }

    static Stream<Path> scripts() {
        Path dir = findUpwards(Path.of("src-test/src/test/resources/differential"))
                .or(() -> findUpwards(Path.of("src/test/resources/differential")))
                .orElseThrow(() -> new IllegalStateException("differential scripts folder not found"));
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".sql")).sorted().toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Path> findUpwards(Path relative) {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isDirectory(d.resolve(relative))) {
                return Optional.of(d.resolve(relative));
            }
        }
        return Optional.empty();
    }
}

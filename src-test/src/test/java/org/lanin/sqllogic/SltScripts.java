package org.lanin.sqllogic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;

/** Finds script folders and turns each {@code .test} file into one JUnit dynamic test. */
public final class SltScripts {
    private SltScripts() {
    }

    /** This module's own scripts, as source files (so golden updates land in the source tree). */
    static Path ownScripts() {
        return findUpwards(Path.of("src-test/src/test/resources/sql"))
                .or(() -> findUpwards(Path.of("src/test/resources/sql")))
                .orElseThrow(() -> new IllegalStateException("cannot find src-test/src/test/resources/sql from "
                        + Path.of("").toAbsolutePath()));
    }

    /** shared/suites, found by walking up from the working directory (CI has shared/ beside the clone). */
    public static Optional<Path> sharedSuites() {
        return findUpwards(Path.of("shared/suites"));
    }

    static Optional<Path> findUpwards(Path relative) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(relative);
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** One dynamic test per {@code .test} file under {@code root} whose relative path passes the filter. */
    static Stream<DynamicTest> tests(Path root, Predicate<String> include, TestEngine engine, boolean golden) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".test"))
                    .filter(p -> include.test(relative(root, p)))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files.stream().map(f -> DynamicTest.dynamicTest(relative(root, f), f.toUri(),
                () -> runFile(f, relative(root, f), engine, golden)));
    }

    static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }

    static void runFile(Path file, String name, TestEngine engine, boolean golden) throws IOException, SQLException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<SltRecord> records = SltParser.parse(lines, name);
        SltRunner.Outcome outcome;
        try (Connection c = engine.openPrivate()) {
            outcome = new SltRunner(c, engine.sltNames(), engine == TestEngine.LANIN, name).run(records);
        }
        if (golden) {
            Files.write(file, SltGolden.rewrite(lines, outcome.golden()), StandardCharsets.UTF_8);
            return;
        }
        assertThat(outcome.failures())
                .as("%s on %s: %d failures (%d records run, %d skipped); first ones:%n%s", name, engine,
                        outcome.failures().size(), outcome.executed(), outcome.skipped(),
                        String.join("\n\n", outcome.failures().subList(0, Math.min(20, outcome.failures().size()))))
                .isEmpty();
    }
}

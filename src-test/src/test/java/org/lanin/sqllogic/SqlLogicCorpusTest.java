package org.lanin.sqllogic;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.lanin.testkit.TestEngine;

/**
 * SQLite's sqllogictest corpus from {@code shared/suites/sqllogictest/test} (slow: off unless
 * {@code -Dsqllogic.shared=true}). {@code -Dsqllogic.shared.include=REGEX} selects files by relative
 * path (default: the select and evidence files; the 18 MB index/ tree is opt-in). The H2 factory
 * validates the runner's rendering and hashing against the corpus' recorded hashes.
 */
@Tag("slow")
class SqlLogicCorpusTest {
    private static final String DEFAULT_INCLUDE = "select\\d\\.test|evidence/.*\\.test";

    @TestFactory
    Stream<DynamicTest> laninCorpus() {
        return corpus(TestEngine.LANIN);
    }

    @TestFactory
    Stream<DynamicTest> h2Corpus() {
        return corpus(TestEngine.H2);
    }

    private static Stream<DynamicTest> corpus(TestEngine engine) {
        Assumptions.assumeTrue(Boolean.getBoolean("sqllogic.shared"), "enable with -Dsqllogic.shared=true");
        Optional<Path> suites = SltScripts.sharedSuites();
        Assumptions.assumeTrue(suites.isPresent(), "shared/suites not found above the working directory");
        Pattern include = Pattern.compile(System.getProperty("sqllogic.shared.include", DEFAULT_INCLUDE));
        Predicate<String> filter = name -> include.matcher(name).matches();
        return SltScripts.tests(suites.get().resolve("sqllogictest/test"), filter, engine, false);
    }
}

package org.lanin.sqllogic;

import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.lanin.testkit.TestEngine;

/**
 * Runs every {@code src/test/resources/sql/**.test} script (found by walking the folder, no list to
 * keep) against Lanin; the expectations are PostgreSQL's answers. {@code -Dgolden.update=true}
 * rewrites the expected output from Lanin's answers for review; {@code -Dsqllogic.include=REGEX} selects scripts. The second factory runs the same
 * scripts against H2 in PostgreSQL mode to validate the runner and the expectations themselves
 * (records where H2 differs from PostgreSQL carry {@code skipif h2}).
 */
class SqlLogicTest {
    /** {@code -Dsqllogic.include=REGEX} runs only the scripts whose relative path matches. */
    private static final Predicate<String> INCLUDE =
            Pattern.compile(System.getProperty("sqllogic.include", ".*")).asMatchPredicate();

    @TestFactory
    Stream<DynamicTest> laninScripts() {
        return SltScripts.tests(SltScripts.ownScripts(), INCLUDE, TestEngine.LANIN, SltGolden.enabled());
    }

    @TestFactory
    Stream<DynamicTest> h2ValidatesScripts() {
        return SltScripts.tests(SltScripts.ownScripts(), INCLUDE, TestEngine.H2, false);
    }
}

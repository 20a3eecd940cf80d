package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Each statement of {@code locks/levels.spec} takes on each table the mode PostgreSQL 15 takes
 * ({@code locks/levels.expected}, recorded by {@link LockLevelSpec}), except where
 * {@code locks/levels.departures} says otherwise, with the reason.
 */
class LockLevelSpecTest {
    @Test
    void statementsLockWhatPostgresqlLocks() throws Exception {
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("levels") + ";autovacuum=off";
        List<String> actual;
        try (Connection keep = DriverManager.getConnection(url + ";keep=true")) {
            actual = LockLevelSpec.run(() -> DriverManager.getConnection(url));
        }
        Map<String, String> departures = new HashMap<>();
        for (String line : LockLevelSpec.lines("/locks/levels.departures")) {
            String outcome = line.substring(0, line.indexOf("  # ")).strip();
            departures.put(outcome.substring(0, outcome.indexOf(": ")), outcome);
        }
        List<String> expected = LockLevelSpec.lines("/locks/levels.expected");
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            String e = expected.get(i);
            String statement = e.substring(0, e.indexOf(": "));
            String want = departures.getOrDefault(statement, e);
            String got = i < actual.size() ? actual.get(i) : "(none)";
            if (!want.equals(got)) {
                differences.add("expected " + want + "\n     got " + got);
            }
        }
        assertThat(differences).as("statements whose locks differ from PostgreSQL 15 (and levels.departures)").isEmpty();
        assertThat(actual).hasSameSizeAs(expected);
    }
}

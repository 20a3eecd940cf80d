package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * The conflict table as statements meet it: {@code locks/conflicts.spec} run on Lanin gives the
 * outcomes PostgreSQL 15 gave (recorded in {@code locks/conflicts.expected}; see
 * {@link LockConflictSpec} for how to re-record).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LockConflictSpecTest {
    @Test
    void statementsWaitForWhomPostgresqlsWait() throws Exception {
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("conflicts") + ";autovacuum=off";
        List<String> actual;
        try (Connection keep = DriverManager.getConnection(url + ";keep=true")) {
            actual = LockConflictSpec.load().run(() -> DriverManager.getConnection(url));
        }
        List<String> expected;
        try (InputStream in = getClass().getResourceAsStream("/locks/conflicts.expected")) {
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        List<String> differences = new java.util.ArrayList<>();
        for (int i = 0; i < Math.max(actual.size(), expected.size()); i++) {
            String a = i < actual.size() ? actual.get(i) : "(none)";
            String e = i < expected.size() ? expected.get(i) : "(none)";
            if (!a.equals(e)) {
                differences.add("expected " + e + "\n     got " + a);
            }
        }
        assertThat(differences).as("pairs that differ from PostgreSQL 15").isEmpty();
    }
}

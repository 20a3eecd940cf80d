package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Roles are transactional across sessions: another session does not see a role until its CREATE
 * commits, and a second CREATE ROLE of the same name waits for the first transaction, then fails
 * with 42710 if it committed or succeeds if it rolled back (as PostgreSQL's unique index on
 * pg_authid.rolname makes the second wait).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RoleConcurrencyTest {
    @Test
    void aSecondCreateOfTheSameRoleWaitsForTheFirst() throws Exception {
        try (Sessions s = new Sessions(TestEngine.LANIN, "roleconc")) {
            for (boolean firstCommits : new boolean[] {true, false}) {
                String role = firstCommits ? "r_commit" : "r_rollback";
                try (Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED);
                        Connection b = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                    Sessions.exec(a, "CREATE ROLE " + role);
                    assertThat(Sessions.queryLong(b, "SELECT count(*) FROM pg_roles WHERE rolname = '" + role + "'"))
                            .isZero(); // not committed: not seen
                    CompletableFuture<Void> second = s.async(() -> {
                        Sessions.exec(b, "CREATE ROLE " + role);
                        b.commit();
                    });
                    if (firstCommits) {
                        a.commit();
                        ExecutionException e = catchThrowableOfType(() -> second.get(20, TimeUnit.SECONDS),
                                ExecutionException.class);
                        assertThat(((SQLException) e.getCause()).getSQLState()).isEqualTo("42710");
                        b.rollback();
                    } else {
                        a.rollback();
                        second.get(20, TimeUnit.SECONDS);
                    }
                }
                try (Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                    assertThat(Sessions.queryLong(c, "SELECT count(*) FROM pg_roles WHERE rolname = '" + role + "'"))
                            .isEqualTo(1);
                    c.commit();
                }
            }
        }
    }
}

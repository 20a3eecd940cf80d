package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Roles are transactional across sessions: another session does not see a role until its CREATE
 * commits, and a second CREATE ROLE of the same name waits for the first transaction (as
 * PostgreSQL's unique index on pg_authid.rolname makes the second wait). If the first commits, the
 * second fails: 23505 on pg_authid_rolname_index when it was waiting, 42710 when it began after the
 * commit (which of the two depends on the threads' timing, here as in PostgreSQL); if the first
 * rolls back, the second succeeds. Either way exactly one role of the name exists afterwards.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RoleConcurrencyTest {
    @RepeatedTest(5)
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
                        assertThat(e).as("the second CREATE ROLE must fail").isNotNull();
                        assertThat(((SQLException) e.getCause()).getSQLState()).isIn("23505", "42710");
                        b.rollback();
                    } else {
                        a.rollback();
                        second.get(20, TimeUnit.SECONDS);
                    }
                }
                assertOneRole(s, role);
            }
        }
    }

    /** While the first transaction is open the second CREATE waits: with lock_timeout set it times out (55P03). */
    @Test
    void theSecondCreateWaitsWhileTheFirstIsOpen() throws Exception {
        try (Sessions s = new Sessions(TestEngine.LANIN, "rolewait")) {
            try (Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED);
                    Connection b = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                Sessions.exec(a, "CREATE ROLE r_wait");
                Sessions.exec(b, "SET lock_timeout = 100");
                SQLException e = catchThrowableOfType(() -> Sessions.exec(b, "CREATE ROLE r_wait"), SQLException.class);
                assertThat((Throwable) e).as("the second CREATE ROLE must time out").isNotNull();
                assertThat(e.getSQLState()).isEqualTo("55P03");
                b.rollback();
                a.commit();
            }
            assertOneRole(s, "r_wait");
        }
    }

    private static void assertOneRole(Sessions s, String role) throws SQLException {
        try (Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            assertThat(Sessions.queryLong(c, "SELECT count(*) FROM pg_roles WHERE rolname = '" + role + "'"))
                    .isEqualTo(1);
            c.commit();
        }
    }
}

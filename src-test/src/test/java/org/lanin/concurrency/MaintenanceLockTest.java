package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * ANALYZE and VACUUM ANALYZE under the table's SHARE UPDATE EXCLUSIVE lock (which modes each
 * statement takes is checked against PostgreSQL in {@code locks/levels.spec}): they wait for a
 * conflicting holder, honour lock_timeout, and wait for an uncommitted DROP of a table they name.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class MaintenanceLockTest {
    private Sessions s;

    @BeforeEach
    void setUp() throws SQLException {
        s = new Sessions(TestEngine.LANIN, "maintlock");
        s.exec("CREATE TABLE t (id integer PRIMARY KEY, v integer)");
        s.exec("INSERT INTO t SELECT g, g % 7 FROM generate_series(1, 200) g");
    }

    @AfterEach
    void tearDown() throws SQLException {
        s.close();
    }

    private Connection open() throws SQLException {
        return s.open(Connection.TRANSACTION_READ_COMMITTED);
    }

    private Connection autoCommit() throws SQLException {
        Connection c = open();
        c.setAutoCommit(true);
        return c;
    }

    private static int pid(Connection c) throws SQLException {
        return (int) Sessions.queryLong(c, "SELECT pg_backend_pid()");
    }

    private void awaitWaiting(int pid) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (s.queryLong("SELECT count(*) FROM pg_locks WHERE pid = " + pid + " AND NOT granted") == 0) {
            assertThat(System.nanoTime()).as("session " + pid + " never waited").isLessThan(deadline);
            Thread.sleep(2);
        }
    }

    private long statsRows() throws SQLException {
        return s.queryLong("SELECT count(*) FROM pg_stats WHERE tablename = 't'");
    }

    @Test
    void analyzeWaitsForAConflictingLockAndHonoursLockTimeout() throws Exception {
        for (String analyze : new String[] {"ANALYZE t", "VACUUM ANALYZE t"}) {
            try (Connection holder = open(); Connection b = autoCommit()) {
                Sessions.exec(holder, "LOCK TABLE t IN SHARE UPDATE EXCLUSIVE MODE");
                Sessions.exec(b, "SET lock_timeout = 50");
                assertThatThrownBy(() -> Sessions.exec(b, analyze))
                        .hasMessageContaining("canceling statement due to lock timeout")
                        .satisfies(e -> assertThat(Sessions.sqlCause(e).getSQLState()).isEqualTo("55P03"));
                Sessions.exec(b, "SET lock_timeout = 0");
                int bPid = pid(b);
                CompletableFuture<Void> waiting = s.async(() -> Sessions.exec(b, analyze));
                awaitWaiting(bPid);
                holder.commit();
                waiting.get(5, TimeUnit.SECONDS);
                assertThat(statsRows()).isEqualTo(2);
            }
        }
    }

    @Test
    void analyzeInABlockHoldsItsLockToTheEnd() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "ANALYZE t");
            assertThatThrownBy(() -> Sessions.exec(b, "LOCK TABLE t IN SHARE MODE NOWAIT")) // CREATE INDEX's mode
                    .satisfies(e -> assertThat(Sessions.sqlCause(e).getSQLState()).isEqualTo("55P03"));
            b.rollback();
            a.commit();
            Sessions.exec(b, "CREATE INDEX t_v ON t (v)");
            b.commit();
        }
    }

    @Test
    void analyzeWaitsForAnUncommittedDrop() throws Exception {
        try (Connection dropper = open(); Connection b = autoCommit()) {
            int bPid = pid(b);
            Sessions.exec(dropper, "DROP TABLE t");
            CompletableFuture<Void> analyze = s.async(() -> Sessions.exec(b, "ANALYZE t"));
            awaitWaiting(bPid);
            dropper.rollback(); // the table is back: ANALYZE goes on
            analyze.get(5, TimeUnit.SECONDS);
            assertThat(statsRows()).isEqualTo(2);

            Sessions.exec(dropper, "DROP TABLE t");
            CompletableFuture<Void> vacuum = s.async(() -> Sessions.exec(b, "VACUUM ANALYZE t"));
            awaitWaiting(bPid);
            dropper.commit(); // gone for good
            assertThatThrownBy(() -> vacuum.get(5, TimeUnit.SECONDS))
                    .satisfies(e -> assertThat(Sessions.sqlCause(e).getSQLState()).isEqualTo("42P01"));
        }
    }
}

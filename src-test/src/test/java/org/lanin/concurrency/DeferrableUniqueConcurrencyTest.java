package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * DEFERRABLE unique constraints across transactions. The insert enters its key without waiting
 * for anyone; the recheck (end of statement, or COMMIT) waits for a transaction still in
 * progress with an equal key, and fails only when that one commits. Under concurrent swaps of
 * positions the constraint holds at every commit and the index checker finds the tree sound.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DeferrableUniqueConcurrencyTest {
    @Test
    void aDeferredDuplicateFailsAtCommitOnlyWhenTheOtherCommits() throws Exception {
        try (Sessions s = new Sessions(TestEngine.LANIN, "deferuq")) {
            s.exec("CREATE TABLE k (id int PRIMARY KEY DEFERRABLE INITIALLY DEFERRED)");
            for (boolean firstCommits : new boolean[] {true, false}) {
                int key = firstCommits ? 1 : 2;
                try (Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED);
                        Connection b = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                    Sessions.exec(a, "INSERT INTO k VALUES (" + key + ")");
                    Sessions.exec(b, "INSERT INTO k VALUES (" + key + ")"); // enters its key: no wait while deferred
                    if (firstCommits) {
                        a.commit();
                        SQLException e = catchThrowableOfType(b::commit, SQLException.class);
                        assertThat(e.getSQLState()).isEqualTo("23505");
                    } else {
                        a.rollback();
                        b.commit();
                    }
                }
                assertThat(s.queryLong("SELECT count(*) FROM k WHERE id = " + key)).isEqualTo(1);
            }
        }
    }

    @Test
    void anImmediateRecheckWaitsForTheOtherTransaction() throws Exception {
        try (Sessions s = new Sessions(TestEngine.LANIN, "deferuqwait")) {
            s.exec("CREATE TABLE k (id int UNIQUE DEFERRABLE)");
            for (boolean firstCommits : new boolean[] {true, false}) {
                int key = firstCommits ? 1 : 2;
                try (Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED);
                        Connection b = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                    Sessions.exec(a, "INSERT INTO k VALUES (" + key + ")");
                    CompletableFuture<Void> second = s.async(() -> {
                        Sessions.exec(b, "INSERT INTO k VALUES (" + key + ")"); // its recheck at the statement's end waits for a
                        b.commit();
                    });
                    if (firstCommits) {
                        a.commit();
                        ExecutionException e = catchThrowableOfType(() -> second.get(20, TimeUnit.SECONDS), ExecutionException.class);
                        assertThat(((SQLException) e.getCause()).getSQLState()).isEqualTo("23505");
                        b.rollback();
                    } else {
                        a.rollback();
                        second.get(20, TimeUnit.SECONDS);
                    }
                }
                assertThat(s.queryLong("SELECT count(*) FROM k WHERE id = " + key)).isEqualTo(1);
            }
        }
    }

    @Test
    void concurrentSwapsKeepPositionsUniqueAndTheIndexSound() throws Exception {
        int rows = 20;
        int threads = 3;
        int swaps = Integer.getInteger("deferuq.swaps", 150);
        try (Sessions s = new Sessions(TestEngine.LANIN, "deferuqswap")) {
            s.exec("CREATE TABLE slot (id int PRIMARY KEY, pos int NOT NULL, CONSTRAINT slot_pos UNIQUE (pos) DEFERRABLE)");
            s.exec("INSERT INTO slot SELECT g, g FROM generate_series(1, " + rows + ") g");
            List<String> unexpected = new CopyOnWriteArrayList<>();
            java.util.concurrent.atomic.AtomicInteger committed = new java.util.concurrent.atomic.AtomicInteger();
            CompletableFuture<?>[] workers = new CompletableFuture<?>[threads];
            for (int w = 0; w < threads; w++) {
                long seed = w;
                workers[w] = s.async(() -> {
                    Random r = new Random(seed);
                    try (Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                        for (int i = 0; i < swaps; i++) {
                            int x = 1 + r.nextInt(rows);
                            int y = 1 + r.nextInt(rows);
                            try {
                                if (r.nextBoolean()) { // one statement: checked at its end
                                    Sessions.exec(c, "UPDATE slot SET pos = CASE id WHEN " + x + " THEN (SELECT pos FROM slot WHERE id = " + y
                                            + ") ELSE (SELECT pos FROM slot WHERE id = " + x + ") END WHERE id IN (" + x + ", " + y + ")");
                                } else { // two statements, checked at COMMIT
                                    Sessions.exec(c, "SET CONSTRAINTS slot_pos DEFERRED");
                                    long px = Sessions.queryLong(c, "SELECT pos FROM slot WHERE id = " + x + " FOR UPDATE");
                                    long py = Sessions.queryLong(c, "SELECT pos FROM slot WHERE id = " + y + " FOR UPDATE");
                                    Sessions.exec(c, "UPDATE slot SET pos = " + py + " WHERE id = " + x);
                                    Sessions.exec(c, "UPDATE slot SET pos = " + px + " WHERE id = " + y);
                                }
                                c.commit();
                                committed.incrementAndGet();
                            } catch (SQLException e) {
                                c.rollback();
                                if (!s.retryableStates().contains(e.getSQLState()) && !"23505".equals(e.getSQLState())) {
                                    unexpected.add(e.getSQLState() + " " + e.getMessage());
                                }
                            }
                        }
                    }
                });
            }
            CompletableFuture.allOf(workers).get(50, TimeUnit.SECONDS);
            assertThat(unexpected).isEmpty();
            System.out.println("deferrable swaps: " + committed.get() + " of " + threads * swaps + " committed");
            assertThat(committed.get()).isGreaterThan(threads * swaps / 4);
            assertThat(s.queryLong("SELECT count(DISTINCT pos) FROM slot")).isEqualTo(rows);
            assertThat(s.queryLong("SELECT min(pos) * 1000 + max(pos) FROM slot")).isEqualTo(1000L + rows);
            s.exec("SELECT bt_index_parent_check('slot_pos', true)");
            s.exec("SELECT bt_index_parent_check('slot_pkey', true)");
        }
    }
}

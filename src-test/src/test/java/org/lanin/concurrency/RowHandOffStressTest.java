package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Row-lock hand-off under contention: clients update, lock, re-check and roll back (whole
 * transactions and savepoints) a few hot rows, so rows are passed on to waiters again and again,
 * some of which then do not use them. Afterwards every committed increment is there exactly
 * once, no row is still locked by anyone (a lock passed on and given back, or passed to a
 * transaction that then rolled back, must not linger), and the primary key checks clean with
 * its heap. {@code -Dhandoff.stress.millis=N} runs longer (default 2000), {@code -Dseed=N}
 * replays each client's choices (not the thread schedule). It found a prune judging a HOT chain
 * that a concurrent updater had re-linked (HotPruneTest.versionClaimedAgainWhileItsChainIsJudged...).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RowHandOffStressTest {
    private static final int ROWS = 3;
    private static final int CLIENTS = 4;

    @Test
    void handedRowsKeepEveryCommitAndLeaveNoLockBehind() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        long millis = Long.getLong("handoff.stress.millis", 2000);
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("handoffstress");
        try (Connection admin = DriverManager.getConnection(url)) {
            Sessions.exec(admin, "CREATE TABLE hot (id integer PRIMARY KEY, n integer NOT NULL, parity integer NOT NULL)");
            Sessions.exec(admin, "INSERT INTO hot SELECT g, 0, 0 FROM generate_series(1, " + ROWS + ") g");
            AtomicLongArray committed = new AtomicLongArray(ROWS + 1);
            AtomicBoolean stop = new AtomicBoolean();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                long clientSeed = seed + i;
                threads.add(new Thread(() -> client(url, new Random(clientSeed), committed, stop, failure)));
            }
            threads.forEach(Thread::start);
            Thread.sleep(millis);
            stop.set(true);
            for (Thread t : threads) {
                t.join(30_000);
            }
            String why = "replay with -Dseed=" + seed;
            if (failure.get() != null) {
                throw new AssertionError(why, failure.get());
            }
            for (int id = 1; id <= ROWS; id++) {
                assertThat(Sessions.queryLong(admin, "SELECT n FROM hot WHERE id = " + id)).as(why)
                        .isEqualTo(committed.get(id));
            }
            try (Connection c = DriverManager.getConnection(url)) {
                c.setAutoCommit(false);
                assertThat(Sessions.queryLong(c, "SELECT count(*) FROM (SELECT id FROM hot FOR UPDATE NOWAIT) s"))
                        .as("no row is left locked: " + why).isEqualTo(ROWS);
                c.rollback();
            }
            Sessions.exec(admin, "SELECT bt_index_parent_check('hot_pkey', true)");
            long waits = Sessions.queryLong(admin, "SELECT waits FROM lanin_stat_lock_waits");
            long handOffs = Sessions.queryLong(admin, "SELECT hand_offs FROM lanin_stat_lock_waits");
            assertThat(handOffs).as(why).isLessThanOrEqualTo(waits);
            System.out.println("hand-off stress: " + waits + " row-lock waits, " + handOffs + " rows handed to a waiter");
        }
    }

    private static void client(String url, Random rnd, AtomicLongArray committed, AtomicBoolean stop,
                               AtomicReference<Throwable> failure) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement bump = c.prepareStatement("UPDATE hot SET n = n + 1, parity = (n + 1) % 2 WHERE id = ?");
             PreparedStatement bumpIfEven = c.prepareStatement(
                     "UPDATE hot SET n = n + 1, parity = (n + 1) % 2 WHERE id = ? AND parity = 0");
             PreparedStatement lock = c.prepareStatement("SELECT n FROM hot WHERE id = ? FOR UPDATE");
             Statement st = c.createStatement()) {
            c.setAutoCommit(false);
            while (!stop.get() && failure.get() == null) {
                int id = 1 + rnd.nextInt(ROWS);
                int done;
                switch (rnd.nextInt(5)) {
                    case 0 -> { // lock first, then change
                        lock.setInt(1, id);
                        lock.executeQuery().close();
                        done = update(bump, id);
                    }
                    case 1 -> { // the re-check may reject the version passed on to us
                        done = update(bumpIfEven, id);
                    }
                    case 2 -> { // a change rolled back to a savepoint, then made again
                        st.execute("SAVEPOINT s");
                        update(bump, id);
                        st.execute("ROLLBACK TO SAVEPOINT s");
                        done = update(bump, id);
                    }
                    default -> done = update(bump, id);
                }
                if (rnd.nextInt(8) == 0) {
                    c.rollback(); // rows handed to us go on to the next waiter
                } else {
                    c.commit();
                    committed.addAndGet(id, done);
                }
            }
            c.rollback();
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
        }
    }

    private static int update(PreparedStatement ps, int id) throws SQLException {
        ps.setInt(1, id);
        return ps.executeUpdate();
    }
}

package org.lanin.vacuum;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.vacuum.DeadTupleTest.balanceOf;
import static org.lanin.vacuum.DeadTupleTest.exec;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * TPC-B-like traffic from several threads while explicit VACUUMs, autovacuum and in-page pruning
 * (HOT updates of the branch, teller and account rows) run: afterwards
 * every index passes {@code bt_index_parent_check(..., true)} and no money or row was lost
 * (sum of account, teller and branch balances = sum of history deltas; row counts unchanged).
 * {@code -Dvacuum.stress.millis=N} runs longer (default 2500); {@code -Dseed=N} replays the
 * random choices of each client (thread scheduling is not replayed).
 */
class VacuumStressTest {
    private static final int ACCOUNTS = 300;
    private static final int TELLERS = 10;
    private static final int CLIENTS = 4;

    @BeforeEach
    void assumeLanin() {
    }

    @Test
    void tpcbTrafficWithVacuumKeepsIndexesAndMoney() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        long millis = Long.getLong("vacuum.stress.millis", 2500);
        String db = TestEngine.uniqueName("vacstress");
        try (Connection admin = DriverManager.getConnection("jdbc:lanin:mem:" + db)) {
            exec(admin, "CREATE TABLE branches (bid integer PRIMARY KEY, bbalance integer)");
            exec(admin, "CREATE TABLE tellers (tid integer PRIMARY KEY, bid integer, tbalance integer)");
            exec(admin, "CREATE TABLE accounts (aid integer PRIMARY KEY, bid integer, abalance integer)");
            exec(admin, "CREATE INDEX accounts_bid ON accounts (bid)");
            exec(admin, "CREATE TABLE history (tid integer, bid integer, aid integer, delta integer)");
            exec(admin, "INSERT INTO branches VALUES (1, 0)");
            exec(admin, "INSERT INTO tellers SELECT g, 1, 0 FROM generate_series(1, " + TELLERS + ") g");
            exec(admin, "INSERT INTO accounts SELECT g, 1, 0 FROM generate_series(1, " + ACCOUNTS + ") g");
            AtomicBoolean stop = new AtomicBoolean();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            AtomicLong commits = new AtomicLong();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                long clientSeed = seed + i;
                threads.add(new Thread(() -> client(db, clientSeed, stop, commits, failure)));
            }
            threads.add(new Thread(() -> vacuumer(db, stop, failure)));
            threads.forEach(Thread::start);
            Thread.sleep(millis);
            stop.set(true);
            for (Thread t : threads) {
                t.join(10_000);
            }
            if (failure.get() != null) {
                throw new AssertionError("replay with -Dseed=" + seed, failure.get());
            }
            exec(admin, "VACUUM");
            String why = "replay with -Dseed=" + seed;
            long history = balanceOf(admin, "SELECT coalesce(sum(delta), 0) FROM history");
            assertThat(balanceOf(admin, "SELECT sum(abalance) FROM accounts")).as(why).isEqualTo(history);
            assertThat(balanceOf(admin, "SELECT sum(tbalance) FROM tellers")).as(why).isEqualTo(history);
            assertThat(balanceOf(admin, "SELECT sum(bbalance) FROM branches")).as(why).isEqualTo(history);
            assertThat(balanceOf(admin, "SELECT count(*) FROM history")).as(why).isEqualTo(commits.get());
            assertThat(balanceOf(admin, "SELECT count(*) FROM accounts")).as(why).isEqualTo(ACCOUNTS);
            assertThat(balanceOf(admin, "SELECT count(*) FROM accounts WHERE aid BETWEEN 1 AND " + ACCOUNTS))
                    .as(why).isEqualTo(ACCOUNTS);
            for (String idx : new String[] {"accounts_pkey", "accounts_bid", "tellers_pkey", "branches_pkey"}) {
                exec(admin, "SELECT bt_index_parent_check('" + idx + "', true)");
            }
            assertThat(DeadTupleTest.tableStat(admin, "accounts", "vacuum_count")).isPositive();
            // the branch and teller updates change no indexed column: HOT, and their pages get pruned
            assertThat(DeadTupleTest.tableStat(admin, "branches", "n_tup_hot_upd")).as(why).isPositive();
            assertThat(DeadTupleTest.tableStat(admin, "branches", "pruned_tuples")).as(why).isPositive();
            System.out.println("vacuum stress: " + commits.get() + " commits, autovacuums of branches: "
                    + DeadTupleTest.tableStat(admin, "branches", "autovacuum_count") + ", HOT updates of branches: "
                    + DeadTupleTest.tableStat(admin, "branches", "n_tup_hot_upd") + " of "
                    + DeadTupleTest.tableStat(admin, "branches", "n_tup_upd") + ", pruned: "
                    + DeadTupleTest.tableStat(admin, "branches", "pruned_tuples"));
        }
    }

    private static void client(String db, long seed, AtomicBoolean stop, AtomicLong commits,
                               AtomicReference<Throwable> failure) {
        Random rnd = new Random(seed);
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:" + db);
             PreparedStatement a = c.prepareStatement("UPDATE accounts SET abalance = abalance + ? WHERE aid = ?");
             PreparedStatement s = c.prepareStatement("SELECT abalance FROM accounts WHERE aid = ?");
             PreparedStatement t = c.prepareStatement("UPDATE tellers SET tbalance = tbalance + ? WHERE tid = ?");
             PreparedStatement b = c.prepareStatement("UPDATE branches SET bbalance = bbalance + ? WHERE bid = 1");
             PreparedStatement h = c.prepareStatement("INSERT INTO history VALUES (?, 1, ?, ?)")) {
            c.setAutoCommit(false);
            while (!stop.get() && failure.get() == null) {
                int aid = 1 + rnd.nextInt(ACCOUNTS);
                int tid = 1 + rnd.nextInt(TELLERS);
                int delta = rnd.nextInt(10_001) - 5000;
                a.setInt(1, delta);
                a.setInt(2, aid);
                assertThat(a.executeUpdate()).isEqualTo(1);
                s.setInt(1, aid);
                s.executeQuery().close();
                t.setInt(1, delta);
                t.setInt(2, tid);
                assertThat(t.executeUpdate()).isEqualTo(1);
                b.setInt(1, delta);
                assertThat(b.executeUpdate()).isEqualTo(1);
                h.setInt(1, tid);
                h.setInt(2, aid);
                h.setInt(3, delta);
                h.executeUpdate();
                c.commit();
                commits.incrementAndGet();
            }
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
        }
    }

    private static void vacuumer(String db, AtomicBoolean stop, AtomicReference<Throwable> failure) {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:" + db)) {
            String[] tables = {"accounts", "tellers", "branches", "history", ""};
            for (int i = 0; !stop.get() && failure.get() == null; i++) {
                exec(c, "VACUUM " + tables[i % tables.length]);
                Thread.sleep(20);
            }
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
        }
    }
}

package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * The FOREIGN KEY check takes a shared key-share lock on the referenced row (PostgreSQL's FOR
 * KEY SHARE): child inserts of one parent do not wait for each other, nor deadlock in opposite
 * orders; a non-key UPDATE of the parent does not wait for them; a DELETE or key UPDATE does,
 * and then sees their rows.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class KeyShareLockTest {
    private static final Set<String> ALLOWED = Set.of("23503", "40001", "40P01");

    private static Sessions schema(String name) throws SQLException {
        Sessions s = new Sessions(TestEngine.LANIN, name);
        s.exec("CREATE TABLE parent (id integer PRIMARY KEY, name text)");
        s.exec("CREATE TABLE child (id serial PRIMARY KEY, parent_id integer REFERENCES parent)");
        s.exec("INSERT INTO parent VALUES (1, 'one'), (2, 'two')");
        return s;
    }

    @Test
    void childInsertsOfOneParentDoNotWaitForEachOther() throws Exception {
        try (Sessions s = schema("ks_share");
                Connection t1 = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection t2 = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            for (int i = 0; i < 20; i++) {
                Sessions.exec(t1, "INSERT INTO child (parent_id) VALUES (1)");
            }
            // t1 holds its key share and does not commit; t2's inserts must not wait for it
            Future<?> other = s.async(() -> {
                for (int i = 0; i < 20; i++) {
                    Sessions.exec(t2, "INSERT INTO child (parent_id) VALUES (1)");
                }
                t2.commit();
            });
            other.get(60, TimeUnit.SECONDS);
            t1.commit();
            assertThat(s.queryLong("SELECT count(*) FROM child WHERE parent_id = 1")).isEqualTo(40);
        }
    }

    @Test
    void oppositeOrderChildInsertsDoNotDeadlock() throws Exception {
        try (Sessions s = schema("ks_order");
                Connection t1 = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection t2 = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            Sessions.exec(t1, "INSERT INTO child (parent_id) VALUES (1)");
            Sessions.exec(t2, "INSERT INTO child (parent_id) VALUES (2)");
            Future<?> a = s.async(() -> {
                Sessions.exec(t1, "INSERT INTO child (parent_id) VALUES (2)");
            });
            Future<?> b = s.async(() -> {
                Sessions.exec(t2, "INSERT INTO child (parent_id) VALUES (1)");
            });
            a.get(60, TimeUnit.SECONDS);
            b.get(60, TimeUnit.SECONDS);
            t1.commit();
            t2.commit();
            assertThat(s.queryLong("SELECT count(*) FROM child")).isEqualTo(4);
        }
    }

    @Test
    void nonKeyUpdateOfTheParentDoesNotWaitForAChildInserter() throws Exception {
        try (Sessions s = schema("ks_nokey");
                Connection child = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection parent = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            Sessions.exec(child, "INSERT INTO child (parent_id) VALUES (1)");
            s.async(() -> {
                Sessions.exec(parent, "UPDATE parent SET name = 'uno' WHERE id = 1");
            }).get(60, TimeUnit.SECONDS);
            // and a child insert does not wait for the open non-key update either
            s.async(() -> {
                Sessions.exec(child, "INSERT INTO child (parent_id) VALUES (1)");
            }).get(60, TimeUnit.SECONDS);
            parent.commit();
            child.commit();
            // the key share survived the non-key update: deleting the new version sees the children
            assertThatThrownBy(() -> s.exec("DELETE FROM parent WHERE id = 1"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23503"));
            assertThat(s.queryLong("SELECT count(*) FROM child WHERE parent_id = 1")).isEqualTo(2);
        }
    }

    @Test
    void keyUpdateOfTheParentWaitsForAChildInserterThenFails() throws Exception {
        try (Sessions s = schema("ks_key");
                Connection child = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection parent = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            Sessions.exec(child, "INSERT INTO child (parent_id) VALUES (1)");
            Future<?> update = s.async(() -> {
                Sessions.exec(parent, "UPDATE parent SET id = 10 WHERE id = 1");
            });
            assertWaits(update);
            child.commit();
            assertThatThrownBy(() -> update.get(60, TimeUnit.SECONDS)).cause()
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23503"));
            parent.rollback();
            assertThat(s.queryLong("SELECT count(*) FROM child WHERE parent_id = 1")).isEqualTo(1);
        }
    }

    @Test
    void keyUpdateOfTheParentWaitsThenCascades() throws Exception {
        try (Sessions s = new Sessions(TestEngine.LANIN, "ks_cascade");
                Connection child = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection parent = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            s.exec("CREATE TABLE parent (id integer PRIMARY KEY, name text)");
            s.exec("CREATE TABLE child (id serial PRIMARY KEY, parent_id integer REFERENCES parent "
                    + "ON UPDATE CASCADE ON DELETE CASCADE)");
            s.exec("INSERT INTO parent VALUES (1, 'one'), (2, 'two')");
            Sessions.exec(child, "INSERT INTO child (parent_id) VALUES (1)");
            Sessions.exec(child, "INSERT INTO child (parent_id) VALUES (2)");
            Future<?> update = s.async(() -> {
                Sessions.exec(parent, "UPDATE parent SET id = 10 WHERE id = 1");
                Sessions.exec(parent, "DELETE FROM parent WHERE id = 2");
            });
            assertWaits(update);
            child.commit();
            update.get(60, TimeUnit.SECONDS);
            parent.commit();
            assertThat(s.queryLong("SELECT count(*) FROM child WHERE parent_id = 10")).isEqualTo(1);
            assertThat(s.queryLong("SELECT count(*) FROM child")).isEqualTo(1);
        }
    }

    @Test
    void selectForUpdateOfTheParentWaitsForAChildInserter() throws Exception {
        try (Sessions s = schema("ks_forupdate");
                Connection child = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection locker = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            Sessions.exec(child, "INSERT INTO child (parent_id) VALUES (1)");
            Future<?> lock = s.async(() -> {
                Sessions.exec(locker, "SELECT * FROM parent WHERE id = 1 FOR UPDATE");
            });
            assertWaits(lock);
            child.commit();
            lock.get(60, TimeUnit.SECONDS);
            locker.commit();
        }
    }

    @Test
    void deletingAParentWhileSeveralChildInsertersRunLeavesNoOrphan() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        Random random = new Random(seed);
        int rounds = Integer.getInteger("fk.rounds", 40);
        try (Sessions s = new Sessions(TestEngine.LANIN, "ks_race")) {
            s.exec("CREATE TABLE parent (id integer PRIMARY KEY, name text)");
            s.exec("CREATE TABLE child (id serial PRIMARY KEY, parent_id integer REFERENCES parent)");
            List<String> unexpected = new CopyOnWriteArrayList<>();
            for (int round = 0; round < rounds; round++) {
                s.exec("INSERT INTO parent VALUES (" + round + ", 'p')");
                int p = round;
                int inserters = 2 + random.nextInt(3);
                boolean keyUpdate = random.nextBoolean();
                int delay = random.nextInt(3);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Void>> all = new java.util.ArrayList<>();
                for (int i = 0; i < inserters; i++) {
                    int isolation = (i + round) % 2 == 0 ? Connection.TRANSACTION_READ_COMMITTED
                            : Connection.TRANSACTION_REPEATABLE_READ;
                    all.add(s.async(() -> {
                        try (Connection c = s.open(isolation)) {
                            await(go);
                            try {
                                Sessions.exec(c, "INSERT INTO child (parent_id) VALUES (" + p + ")");
                                sleep(delay);
                                Sessions.exec(c, "INSERT INTO child (parent_id) VALUES (" + p + ")");
                                c.commit();
                            } catch (SQLException e) {
                                note(e, unexpected);
                                c.rollback();
                            }
                        }
                    }));
                }
                all.add(s.async(() -> {
                    try (Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                        await(go);
                        sleep(delay);
                        try {
                            Sessions.exec(c, "UPDATE parent SET name = 'q' WHERE id = " + p);
                            Sessions.exec(c, keyUpdate ? "UPDATE parent SET id = -id - 1 WHERE id = " + p
                                    : "DELETE FROM parent WHERE id = " + p);
                            c.commit();
                        } catch (SQLException e) {
                            note(e, unexpected);
                            c.rollback();
                        }
                    }
                }));
                go.countDown();
                for (Future<Void> f : all) {
                    f.get(15, TimeUnit.SECONDS);
                }
            }
            assertThat(unexpected).as("replay with -Dseed=" + seed).isEmpty();
            assertThat(s.queryLong("SELECT count(*) FROM child c WHERE NOT EXISTS "
                    + "(SELECT 1 FROM parent p WHERE p.id = c.parent_id)")).as("replay with -Dseed=" + seed).isZero();
        }
    }

    private static void await(CountDownLatch go) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The statement is blocked: it has not finished after a while. */
    private static void assertWaits(Future<?> f) throws Exception {
        try {
            f.get(300, TimeUnit.MILLISECONDS);
            throw new AssertionError("expected the statement to wait");
        } catch (TimeoutException expected) {
            // still waiting
        }
    }

    private static void note(SQLException e, List<String> unexpected) {
        if (!ALLOWED.contains(e.getSQLState())) {
            unexpected.add(e.getSQLState() + " " + e.getMessage());
        }
    }
}

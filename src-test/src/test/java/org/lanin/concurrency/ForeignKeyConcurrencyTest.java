package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * A parent deleted while children are inserted for it: the child's FOREIGN KEY check locks the
 * parent, so whichever order the two transactions take, no orphan is left. Also with a partitioned
 * parent, whose row the check locks in the partition that holds it.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class ForeignKeyConcurrencyTest {
    private static final Set<String> ALLOWED = Set.of("23503", "40001", "40P01");

    @ParameterizedTest(name = "partitioned parent: {0}")
    @ValueSource(booleans = {false, true})
    void deletingAParentWhileInsertingChildrenLeavesNoOrphan(boolean partitioned) throws Exception {
        int rounds = Integer.getInteger("fk.rounds", 40);
        try (Sessions s = new Sessions(TestEngine.LANIN, "fkrace")) {
            if (partitioned) {
                s.exec("CREATE TABLE parent (id integer PRIMARY KEY) PARTITION BY RANGE (id)");
                s.exec("CREATE TABLE parent_lo PARTITION OF parent FOR VALUES FROM (0) TO (20)");
                s.exec("CREATE TABLE parent_hi PARTITION OF parent FOR VALUES FROM (20) TO (1000)");
            } else {
                s.exec("CREATE TABLE parent (id integer PRIMARY KEY)");
            }
            s.exec("CREATE TABLE child (id serial PRIMARY KEY, parent_id integer REFERENCES parent)");
            List<String> unexpected = new CopyOnWriteArrayList<>();
            for (int round = 0; round < rounds; round++) {
                s.exec("INSERT INTO parent VALUES (" + round + ")");
                int p = round;
                CountDownLatch go = new CountDownLatch(1);
                CountDownLatch inserted = new CountDownLatch(1);
                var inserter = s.async(() -> {
                    try (Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                        await(go);
                        try {
                            Sessions.exec(c, "INSERT INTO child (parent_id) VALUES (" + p + ")");
                            inserted.countDown();
                            pause(); // the child is checked but not committed: the deleter runs now
                            c.commit();
                        } catch (SQLException e) {
                            note(e, unexpected);
                            c.rollback();
                        } finally {
                            inserted.countDown();
                        }
                    }
                });
                var deleter = s.async(() -> {
                    try (Connection c = s.open(p % 2 == 0 ? Connection.TRANSACTION_READ_COMMITTED
                            : Connection.TRANSACTION_REPEATABLE_READ)) {
                        await(go);
                        if (p % 3 != 0) {
                            await(inserted);
                        }
                        try {
                            Sessions.exec(c, "DELETE FROM parent WHERE id = " + p);
                            c.commit();
                        } catch (SQLException e) {
                            note(e, unexpected);
                            c.rollback();
                        }
                    }
                });
                go.countDown();
                inserter.get(15, TimeUnit.SECONDS);
                deleter.get(15, TimeUnit.SECONDS);
            }
            assertThat(unexpected).isEmpty();
            System.out.println("fk race: " + rounds + " rounds, parents left " + s.queryLong("SELECT count(*) FROM parent")
                    + ", children " + s.queryLong("SELECT count(*) FROM child"));
            assertThat(s.queryLong("SELECT count(*) FROM child c WHERE NOT EXISTS "
                    + "(SELECT 1 FROM parent p WHERE p.id = c.parent_id)")).isZero();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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

    private static void note(SQLException e, List<String> unexpected) {
        if (!ALLOWED.contains(e.getSQLState())) {
            unexpected.add(e.getSQLState() + " " + e.getMessage());
        }
    }
}

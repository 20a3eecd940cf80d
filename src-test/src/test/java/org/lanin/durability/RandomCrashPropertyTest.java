package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A property over random workloads: autocommit and explicit transactions (committed, rolled
 * back, rolled back to a savepoint), TRUNCATE, CREATE/DROP INDEX and CHECKPOINTs, over up to three
 * lives ended by clean restarts (an open after a clean shutdown writes no checkpoint, so the last
 * life's log follows an earlier life's image and names its rows by their TIDs), crashed (the
 * files copied while open) at a random point, with a transaction left open. After recovery the
 * table equals the model of committed work, indexes check clean, and the serial sequence goes
 * on past every value a committed row holds. {@code -Dlanin.durability.trials=N} runs more.
 */
class RandomCrashPropertyTest {
    @TempDir
    Path tmp;

    @Test
    void recoveryEqualsTheCommittedModel() throws Exception {
        int trials = Integer.getInteger("lanin.durability.trials", 6);
        for (int trial = 0; trial < trials; trial++) {
            runTrial(trial, new Random(1000L + trial));
        }
    }

    private void runTrial(int trial, Random random) throws Exception {
        Path dir = tmp.resolve("db" + trial);
        Path copy = tmp.resolve("crash" + trial);
        Map<Integer, Integer> model = new TreeMap<>();
        int crashAt = 10 + random.nextInt(50);
        int cleanLives = random.nextInt(3);
        for (int life = 0; life < cleanLives; life++) {
            try (Connection c = open(dir)) {
                if (life == 0) {
                    createTable(c);
                }
                for (int op = 10 + random.nextInt(30); op > 0; op--) {
                    step(c, random, model, true);
                }
            }
        }
        // half the lives after a clean restart take no checkpoint: recovery then starts from an earlier life's image
        boolean checkpoints = cleanLives == 0 || random.nextBoolean();
        try (Connection c = open(dir); Connection open = open(dir)) {
            if (cleanLives == 0) {
                createTable(c);
            }
            for (int op = 0; op < crashAt; op++) {
                step(c, random, model, checkpoints);
            }
            open.setAutoCommit(false); // in flight at the crash: must leave no trace
            exec(open, "INSERT INTO t (id, v) VALUES (-1, -1)", "DELETE FROM t WHERE id IN (SELECT min(id) FROM t)");
            if (random.nextBoolean() && checkpoints) {
                exec(c, "CHECKPOINT");
            }
            FileDb.crashCopy(dir, copy);
            open.rollback();
        }
        try (Connection c = open(copy)) {
            List<String> expected = new ArrayList<>();
            model.forEach((k, v) -> expected.add(k + "|" + v));
            assertThat(rows(c, "SELECT id, v FROM t ORDER BY id")).as("trial %d", trial).isEqualTo(expected);
            RestartTest.assertIndexesClean(c);
            long maxSerial = scalar(c, "SELECT coalesce(max(s), 0) FROM t");
            assertThat(scalar(c, "SELECT nextval('t_s_seq')")).isGreaterThan(maxSerial);
        }
    }

    private static void createTable(Connection c) throws Exception {
        exec(c, "CREATE TABLE t (id int PRIMARY KEY, v int, s serial)", "CREATE INDEX t_v ON t (v)");
    }

    /** One random statement or transaction, applied to the model only when it commits. */
    private static void step(Connection c, Random random, Map<Integer, Integer> model, boolean checkpoints)
            throws Exception {
        int dice = random.nextInt(100);
        if (dice < 35) {
            int id = random.nextInt(200);
            if (!model.containsKey(id)) {
                int v = random.nextInt(1000);
                exec(c, "INSERT INTO t (id, v) VALUES (" + id + ", " + v + ")");
                model.put(id, v);
            }
        } else if (dice < 50 && !model.isEmpty()) {
            int id = pick(random, model);
            int v = random.nextInt(1000);
            exec(c, "UPDATE t SET v = " + v + " WHERE id = " + id);
            model.put(id, v);
        } else if (dice < 60 && !model.isEmpty()) {
            int id = pick(random, model);
            exec(c, "DELETE FROM t WHERE id = " + id);
            model.remove(id);
        } else if (dice < 85) {
            transaction(c, random, model);
        } else if (dice < 88) {
            exec(c, "TRUNCATE t");
            model.clear();
        } else if (dice < 93) {
            exec(c, random.nextBoolean() ? "DROP INDEX IF EXISTS t_v" : "CREATE INDEX IF NOT EXISTS t_v ON t (v)");
        } else if (checkpoints) {
            exec(c, "CHECKPOINT");
        }
    }

    private static void transaction(Connection c, Random random, Map<Integer, Integer> model) throws Exception {
        Map<Integer, Integer> work = new TreeMap<>(model);
        c.setAutoCommit(false);
        try {
            int id = 200 + random.nextInt(200);
            if (!work.containsKey(id)) {
                exec(c, "INSERT INTO t (id, v) VALUES (" + id + ", 7)");
                work.put(id, 7);
            }
            exec(c, "UPDATE t SET v = v + 1 WHERE id % 3 = 0");
            work.replaceAll((k, v) -> k % 3 == 0 ? v + 1 : v);
            if (random.nextBoolean()) { // work after a savepoint, rolled back to it
                exec(c, "SAVEPOINT s", "DELETE FROM t", "INSERT INTO t (id, v) VALUES (999, 9)", "ROLLBACK TO SAVEPOINT s");
            }
            if (random.nextInt(4) == 0) {
                c.rollback();
            } else {
                c.commit();
                model.clear();
                model.putAll(work);
            }
        } finally {
            c.setAutoCommit(true);
        }
    }

    private static int pick(Random random, Map<Integer, Integer> model) {
        List<Integer> keys = new ArrayList<>(model.keySet());
        return keys.get(random.nextInt(keys.size()));
    }
}

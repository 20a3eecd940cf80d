package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The crash harness: a child JVM runs concurrent transactions (inserts, updates and deletes in
 * one transaction, sequences, DDL with enum and domain types and comments, user functions, aggregates
 * and triggers, checkpoints) against a
 * file database and prints each commit once {@code commit()} has returned; the parent kills it with SIGKILL
 * (through the {@code ProcessHandle}) after a random number of acknowledgements, reopens the
 * database and checks that every acknowledged commit is there, that a transaction is either
 * wholly there or wholly absent (only the one each thread had in flight may be there
 * unacknowledged), that the sequence never hands out a value a surviving row holds, that every
 * function, aggregate and trigger created before an acknowledgement is there and works (they are not
 * transactional in Lanin: each is forced to the log when its statement returns), and that every
 * index checks clean. Writers {@code ASYNC_FROM} and up run with {@code synchronous_commit = off}:
 * their acknowledged commits may be lost, but what survives is a prefix of their transactions (never
 * half of one), and the others' promises hold beside them. {@code -Dlanin.durability.killTrials=N} runs N trials (the default suite
 * runs 3; the stress command in the README runs hundreds), {@code -Dlanin.durability.killSeed=S}
 * replays one.
 */
class KillCrashTest {
    private static final int THREADS = 4;
    private static final int PER_THREAD = 1_000_000;
    /** Writers from this one on commit with synchronous_commit = off. */
    private static final int ASYNC_FROM = 2;
    private static final String[] MOODS = {"low", "mid", "high"};

    @TempDir
    Path tmp;

    @Test
    void everyAcknowledgedCommitSurvivesSigkill() throws Exception {
        long base = Long.getLong("lanin.durability.killSeed", 4242L);
        int trials = Integer.getInteger("lanin.durability.killTrials", 3);
        for (int trial = 0; trial < trials; trial++) {
            long seed = base + trial;
            Path dir = tmp.resolve("db" + trial);
            Acks acks = runAndKill(dir, seed);
            verify(dir, acks, seed);
        }
    }

    /** What the child acknowledged: per thread the last committed transaction; DDL tables created and dropped. */
    private static final class Acks {
        final int[] lastTxn = new int[THREADS];
        final TreeSet<Integer> tablesCreated = new TreeSet<>();
        final TreeSet<Integer> tablesDropped = new TreeSet<>();
        final TreeSet<Integer> labelsAdded = new TreeSet<>();
        /** Rounds whose function f_k, aggregate agg_k and trigger on d_k were acknowledged. */
        final TreeSet<Integer> routinesCreated = new TreeSet<>();
        int total;
    }

    private static Acks runAndKill(Path dir, long seed) throws Exception {
        Random random = new Random(seed);
        int killAfter = 20 + random.nextInt(300);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                Child.class.getName(), dir.toString(), Long.toString(seed)).redirectErrorStream(true).start();
        Acks acks = new Acks();
        List<String> other = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                record(line, acks, other);
                if (acks.total == killAfter) {
                    // SIGKILL (no shutdown hook, no close); through the handle, which leaves our end of the pipe open
                    p.toHandle().destroyForcibly();
                }
            }
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(other).as("child output other than acknowledgements (seed %d)", seed).isEmpty();
        assertThat(acks.total).as("acknowledged commits before the kill (seed %d)", seed).isGreaterThanOrEqualTo(killAfter);
        return acks;
    }

    private static void record(String line, Acks acks, List<String> other) {
        String[] f = line.split(" ");
        switch (f[0]) {
            case "txn" -> acks.lastTxn[Integer.parseInt(f[1])] = Integer.parseInt(f[2]);
            case "create" -> acks.tablesCreated.add(Integer.parseInt(f[1]));
            case "drop" -> acks.tablesDropped.add(Integer.parseInt(f[1]));
            case "label" -> acks.labelsAdded.add(Integer.parseInt(f[1]));
            case "routine" -> acks.routinesCreated.add(Integer.parseInt(f[1]));
            default -> {
                other.add(line);
                return;
            }
        }
        acks.total++;
    }

    private static void verify(Path dir, Acks acks, long seed) throws SQLException {
        try (Connection c = open(dir)) {
            for (int t = 0; t < THREADS; t++) {
                List<String> actual = rows(c, "SELECT id, balance, m FROM acct WHERE id / " + PER_THREAD + " = " + t
                        + " ORDER BY id");
                List<List<String>> allowed = new ArrayList<>();
                for (int n = t >= ASYNC_FROM ? 0 : acks.lastTxn[t]; n <= acks.lastTxn[t] + 1; n++) {
                    allowed.add(model(t, n)); // asynchronous: any prefix; synchronous: every acknowledged one
                }
                assertThat(allowed).as("thread %d after acknowledged transaction %d (seed %d)", t, acks.lastTxn[t], seed)
                        .contains(actual);
            }
            String labels = rows(c, "SELECT enum_range(NULL::mood)").get(0);
            for (int k : acks.labelsAdded) {
                assertThat(labels).as("label added by an acknowledged ALTER TYPE (seed %d)", seed).contains(",v" + k + ",");
            }
            SqlFails.expect(() -> exec(c, "UPDATE acct SET balance = 0 WHERE id = -1 OR true"), "23514");
            List<String> dupes = rows(c, "SELECT seqval FROM acct GROUP BY seqval HAVING count(*) > 1");
            assertThat(dupes).as("sequence values handed out twice (seed %d)", seed).isEmpty();
            long maxSeq = scalar(c, "SELECT coalesce(max(seqval), 0) FROM acct");
            assertThat(scalar(c, "SELECT nextval('acct_seq')")).as("seed %d", seed).isGreaterThan(maxSeq);
            int droppedInFlight = acks.tablesCreated.isEmpty() ? -1 : acks.tablesCreated.last() - 21;
            for (int k : acks.tablesCreated) {
                long present = scalar(c, "SELECT count(*) FROM pg_tables WHERE tablename = 'd_" + k + "'");
                if (k == droppedInFlight && present == 0) {
                    continue; // its DROP committed, the kill came before the child printed it
                }
                if (acks.tablesDropped.contains(k)) {
                    assertThat(present).as("table d_%d dropped by an acknowledged commit (seed %d)", k, seed).isZero();
                } else {
                    assertThat(present).as("table d_%d created by an acknowledged commit (seed %d)", k, seed).isEqualTo(1);
                    assertThat(scalar(c, "SELECT sum(x) FROM d_" + k)).isEqualTo(k);
                    assertThat(rows(c, "SELECT obj_description('d_" + k + "'::regclass, 'pg_class')"))
                            .as("comment on d_%d (seed %d)", k, seed).containsExactly("table " + k);
                }
            }
            verifyRoutines(c, acks, seed);
            RestartTest.assertIndexesClean(c);
            exec(c, "INSERT INTO acct VALUES (-1, 1, nextval('acct_seq'), 'after', 'mid')"); // writable after recovery
        }
    }

    /** Each acknowledged round's function and aggregate answer; its trigger fires while its table lives. */
    private static void verifyRoutines(Connection c, Acks acks, long seed) throws SQLException {
        for (int k : acks.routinesCreated) {
            assertThat(scalar(c, "SELECT f_" + k + "()")).as("function f_%d (seed %d)", k, seed).isEqualTo(k);
            assertThat(scalar(c, "SELECT agg_" + k + "(x) FROM (VALUES (1), (2)) v(x)"))
                    .as("aggregate agg_%d (seed %d)", k, seed).isEqualTo(k + 3);
            if (scalar(c, "SELECT count(*) FROM pg_tables WHERE tablename = 'd_" + k + "'") == 1) {
                exec(c, "INSERT INTO d_" + k + " VALUES (1)");
                assertThat(scalar(c, "SELECT count(*) FROM d_" + k + " WHERE x = 1001"))
                        .as("trigger on d_%d fired (seed %d)", k, seed).isEqualTo(1);
            }
        }
    }

    /** The rows of thread {@code t} after its transactions 1..n, as "id|balance". */
    private static List<String> model(int t, int n) {
        Map<Integer, Integer> rows = new HashMap<>();
        for (int k = 1; k <= n; k++) {
            apply(rows, t, k);
        }
        List<String> out = new ArrayList<>();
        rows.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> out.add(e.getKey() + "|" + e.getValue()
                + "|" + MOODS[(e.getKey() - t * PER_THREAD) % 3]));
        return out;
    }

    /** Transaction k of thread t: insert row k, add 1 to row k-5, delete row k-9 every 10th time. */
    private static void apply(Map<Integer, Integer> rows, int t, int k) {
        int id = t * PER_THREAD + k;
        rows.put(id, k);
        rows.computeIfPresent(id - 5, (key, v) -> v + 1);
        if (k % 10 == 0) {
            rows.remove(id - 9);
        }
    }

    /** The child JVM: {@code THREADS} writers, thread 0 also doing DDL and checkpoints, until it is killed. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            String url = "jdbc:lanin:file:" + args[0];
            long seed = Long.parseLong(args[1]);
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("CREATE TYPE mood AS ENUM ('low', 'high')");
                s.execute("ALTER TYPE mood ADD VALUE 'mid' BEFORE 'high'");
                s.execute("CREATE DOMAIN pos AS int NOT NULL CHECK (VALUE > 0)");
                s.execute("CREATE TABLE acct (id int PRIMARY KEY, balance pos, seqval bigint UNIQUE, tag text, m mood)");
                s.execute("CREATE INDEX acct_tag ON acct (tag)");
                s.execute("CREATE SEQUENCE acct_seq");
                s.execute("CREATE FUNCTION add_int(a int, b int) RETURNS int LANGUAGE sql AS $$ SELECT a + b $$");
                s.execute("CREATE FUNCTION plus_1000() RETURNS trigger LANGUAGE plpgsql AS"
                        + " $$ BEGIN NEW.x := NEW.x + 1000; RETURN NEW; END $$");
            }
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                threads.add(new Thread(() -> work(url, thread, new Random(seed * 31 + thread))));
            }
            threads.forEach(Thread::start);
            for (Thread t : threads) {
                t.join();
            }
        }

        private static void work(String url, int t, Random random) {
            try (Connection c = DriverManager.getConnection(url)) {
                if (t >= ASYNC_FROM) {
                    try (Statement s = c.createStatement()) {
                        s.execute("SET synchronous_commit = off");
                    }
                }
                c.setAutoCommit(false);
                PreparedStatement insert = c.prepareStatement("INSERT INTO acct VALUES (?, ?, nextval('acct_seq'), ?, ?::mood)");
                PreparedStatement update = c.prepareStatement("UPDATE acct SET balance = balance + 1 WHERE id = ?");
                PreparedStatement delete = c.prepareStatement("DELETE FROM acct WHERE id = ?");
                for (int k = 1; k < PER_THREAD; k++) {
                    int id = t * PER_THREAD + k;
                    insert.setInt(1, id);
                    insert.setInt(2, k);
                    insert.setString(3, "t" + t + "-" + random.nextInt(50));
                    insert.setString(4, MOODS[k % 3]);
                    insert.executeUpdate();
                    update.setInt(1, id - 5);
                    update.executeUpdate();
                    if (k % 10 == 0) {
                        delete.setInt(1, id - 9);
                        delete.executeUpdate();
                    }
                    c.commit();
                    System.out.println("txn " + t + " " + k);
                    if (t == 0 && k % 7 == 0) {
                        ddl(c, k, random);
                    }
                }
            } catch (SQLException e) {
                System.out.println("error " + e.getSQLState() + " " + e.getMessage());
            }
        }

        private static void ddl(Connection c, int k, Random random) throws SQLException {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE d_" + k + " (x int)");
                s.execute("INSERT INTO d_" + k + " VALUES (" + k + ")");
                s.execute("COMMENT ON TABLE d_" + k + " IS 'table " + k + "'");
                c.commit();
                System.out.println("create " + k);
                s.execute("ALTER TYPE mood ADD VALUE 'v" + k + "' BEFORE 'mid'");
                c.commit();
                System.out.println("label " + k);
                s.execute("CREATE FUNCTION f_" + k + "() RETURNS int LANGUAGE sql AS $$ SELECT " + k + " $$");
                s.execute("CREATE AGGREGATE agg_" + k + "(int) (SFUNC = add_int, STYPE = int, INITCOND = '" + k + "')");
                s.execute("CREATE TRIGGER big_" + k + " BEFORE INSERT ON d_" + k + " FOR EACH ROW EXECUTE FUNCTION plus_1000()");
                c.commit();
                System.out.println("routine " + k);
                if (k > 21) {
                    s.execute("DROP TABLE d_" + (k - 21));
                    c.commit();
                    System.out.println("drop " + (k - 21));
                }
                if (random.nextInt(4) == 0) {
                    c.setAutoCommit(true);
                    s.execute("CHECKPOINT");
                    c.setAutoCommit(false);
                }
            }
        }
    }
}

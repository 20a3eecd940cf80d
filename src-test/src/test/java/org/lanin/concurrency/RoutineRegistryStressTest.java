package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Sessions create, replace and drop their own functions in transactions that commit, roll back or
 * roll back to a savepoint, while calling the functions others have committed. Checked: a function
 * committed by another session is callable with its committed value, a rolled-back one is gone
 * everywhere, and pg_proc ends with exactly the committed ones. Calls of a function another session
 * has replaced but not committed must still give the committed body. {@code -Dseed=N} replays;
 * {@code -Droutine.stress.rounds=N} runs longer (default 20 per session).
 */
class RoutineRegistryStressTest {
    private static final int SESSIONS = 4;

    @Test
    void committedRoutinesOnlyAreSeenByOthers() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        int rounds = Integer.getInteger("routine.stress.rounds", 20);
        String url = "jdbc:lanin:mem:routine_stress_" + seed;
        Map<String, Integer> committed = new ConcurrentHashMap<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        try (Connection keep = DriverManager.getConnection(url)) {
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < SESSIONS; i++) {
                int id = i;
                Random random = new Random(seed + i);
                threads.add(new Thread(() -> {
                    try {
                        session(url, id, random, rounds, committed);
                    } catch (Throwable t) {
                        failure.compareAndSet(null, t);
                    }
                }));
            }
            threads.forEach(Thread::start);
            for (Thread t : threads) {
                t.join();
            }
            String why = "replay with -Dseed=" + seed;
            assertThat(failure.get()).as(why).isNull();
            try (Statement st = keep.createStatement();
                 ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_proc WHERE proname LIKE 'f\\_%'")) {
                rs.next();
                assertThat(rs.getInt(1)).as(why).isEqualTo(committed.size());
            }
            for (Map.Entry<String, Integer> e : committed.entrySet()) {
                assertThat(call(keep, e.getKey())).as(why + " " + e.getKey()).isEqualTo(e.getValue());
            }
        }
    }

    private static void session(String url, int id, Random random, int rounds, Map<String, Integer> committed)
            throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (int round = 0; round < rounds; round++) {
                String name = "f_" + id + "_" + random.nextInt(6); // names are the session's own: no two change one
                Integer before = committed.get(name);
                int value = round * 10 + id;
                c.setAutoCommit(false);
                if (before != null && random.nextInt(3) == 0) {
                    st.execute("DROP FUNCTION " + name + "()");
                } else {
                    st.execute("CREATE OR REPLACE FUNCTION " + name + "() RETURNS integer LANGUAGE sql AS $$ SELECT " + value + " $$");
                }
                boolean dropped = before != null && !exists(st, name);
                if (random.nextBoolean()) {
                    st.execute("SAVEPOINT s");
                    st.execute("CREATE FUNCTION f_tmp_" + id + "() RETURNS integer LANGUAGE sql AS $$ SELECT 0 $$");
                    st.execute("ROLLBACK TO SAVEPOINT s");
                }
                checkOthers(c, committed, id);
                if (random.nextInt(4) == 0) {
                    c.rollback();
                } else {
                    c.commit();
                    if (dropped) {
                        committed.remove(name);
                    } else {
                        committed.put(name, value);
                    }
                }
                c.setAutoCommit(true);
                Integer now = committed.get(name);
                if (now == null) {
                    assertThat(exists(st, name)).as(name).isFalse();
                } else {
                    assertThat(call(c, name)).as(name).isEqualTo(now);
                }
                assertThat(exists(st, "f_tmp_" + id)).isFalse();
            }
        }
    }

    /** Functions of other sessions committed before this look: callable (a later commit may change the value, never remove it unseen). */
    private static void checkOthers(Connection c, Map<String, Integer> committed, int id) throws SQLException {
        for (Map.Entry<String, Integer> e : committed.entrySet()) {
            if (!e.getKey().startsWith("f_" + id + "_")) {
                try (Statement st = c.createStatement()) {
                    st.execute("SAVEPOINT call"); // a failed call must not abort the transaction
                    try {
                        call(c, e.getKey());
                    } catch (SQLException ex) {
                        if (!"42883".equals(ex.getSQLState())) { // dropped by its owner's commit since
                            throw ex;
                        }
                        st.execute("ROLLBACK TO SAVEPOINT call");
                    }
                }
            }
        }
    }

    private static boolean exists(Statement st, String name) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_proc WHERE proname = '" + name + "'")) {
            rs.next();
            return rs.getInt(1) == 1;
        }
    }

    private static int call(Connection c, String name) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT " + name + "()")) {
            rs.next();
            return rs.getInt(1);
        }
    }
}

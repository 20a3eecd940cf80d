package org.lanin.concurrency;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 8 connections move money between 100 accounts under READ COMMITTED, retrying on 40001/40P01.
 * Afterwards the total is unchanged and every balance equals its initial amount plus the logged
 * transfers in minus those out (the audit). Seeded: {@code -Dseed=N} replays; {@code -Dstress.transfers=N}
 * sets transfers per thread (default 150, so the test stays well under 15 s).
 */
class TransferStressTest {
    private static final int ACCOUNTS = 100;
    private static final int THREADS = 8;
    private static final long INITIAL = 1_000;

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void totalsArePreservedAndMatchTheAudit(TestEngine engine) throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        int perThread = Integer.getInteger("stress.transfers", 150);
        try (Sessions s = new Sessions(engine, "transfer")) {
            s.exec("CREATE TABLE accounts (id integer PRIMARY KEY, balance bigint NOT NULL)");
            s.exec("CREATE TABLE transfers (worker integer, seq integer, src integer, dst integer, amount integer,"
                    + " PRIMARY KEY (worker, seq))");
            s.exec("INSERT INTO accounts SELECT n, " + INITIAL + " FROM generate_series(1, " + ACCOUNTS + ") AS g(n)");
            AtomicInteger retries = new AtomicInteger();
            List<CompletableFuture<Void>> workers = new ArrayList<>();
            for (int w = 0; w < THREADS; w++) {
                int worker = w;
                Random random = new Random(seed + w);
                workers.add(s.async(() -> runWorker(s, worker, random, perThread, retries)));
            }
            try {
                CompletableFuture.allOf(workers.toArray(new CompletableFuture<?>[0])).get(50, TimeUnit.SECONDS);
                assertThat(s.queryLong("SELECT sum(balance) FROM accounts")).isEqualTo(ACCOUNTS * INITIAL);
                assertThat(s.queryLong("SELECT count(*) FROM transfers")).isEqualTo((long) THREADS * perThread);
                assertThat(auditMismatches(s.keeper())).as("accounts whose balance disagrees with the transfer log")
                        .isEmpty();
            } catch (Throwable t) {
                throw new AssertionError("replay with -Dseed=" + seed + " (" + engine + ", retries=" + retries + ")", t);
            }
        }
    }

    private static void runWorker(Sessions s, int worker, Random random, int transfers, AtomicInteger retries)
            throws SQLException {
        try (Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED);
             PreparedStatement debit = c.prepareStatement("UPDATE accounts SET balance = balance - ? WHERE id = ?");
             PreparedStatement credit = c.prepareStatement("UPDATE accounts SET balance = balance + ? WHERE id = ?");
             PreparedStatement log = c.prepareStatement("INSERT INTO transfers VALUES (?, ?, ?, ?, ?)")) {
            for (int seq = 0; seq < transfers; seq++) {
                int src = 1 + random.nextInt(ACCOUNTS);
                int dst = 1 + (src + random.nextInt(ACCOUNTS - 1)) % ACCOUNTS;
                int amount = 1 + random.nextInt(50);
                for (int attempt = 0; ; attempt++) {
                    try {
                        update(debit, amount, src);
                        update(credit, amount, dst);
                        log.setInt(1, worker);
                        log.setInt(2, seq);
                        log.setInt(3, src);
                        log.setInt(4, dst);
                        log.setInt(5, amount);
                        log.executeUpdate();
                        c.commit();
                        break;
                    } catch (SQLException e) {
                        c.rollback();
                        if (!s.retryableStates().contains(e.getSQLState()) || attempt > 100) {
                            throw e;
                        }
                        retries.incrementAndGet();
                    }
                }
            }
        }
    }

    /** Recomputes every balance from the transfer log in Java (no SQL beyond plain scans). */
    private static List<String> auditMismatches(Connection c) throws SQLException {
        long[] expected = new long[ACCOUNTS + 1];
        java.util.Arrays.fill(expected, INITIAL);
        try (java.sql.Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT src, dst, amount FROM transfers")) {
            while (rs.next()) {
                expected[rs.getInt(1)] -= rs.getInt(3);
                expected[rs.getInt(2)] += rs.getInt(3);
            }
        }
        List<String> mismatches = new ArrayList<>();
        try (java.sql.Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT id, balance FROM accounts")) {
            while (rs.next()) {
                if (rs.getLong(2) != expected[rs.getInt(1)]) {
                    mismatches.add("account " + rs.getInt(1) + ": " + rs.getLong(2) + " != " + expected[rs.getInt(1)]);
                }
            }
        }
        return mismatches;
    }

    private static void update(PreparedStatement ps, int amount, int id) throws SQLException {
        ps.setInt(1, amount);
        ps.setInt(2, id);
        if (ps.executeUpdate() != 1) {
            throw new AssertionError("account " + id + " not updated");
        }
    }
}

package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * 8 connections upserting counters on a few hot keys at once (INSERT ... ON CONFLICT DO UPDATE):
 * no increment is lost, no key gets two rows, and the primary key index checks clean.
 */
class UpsertStressTest {
    private static final int THREADS = 8;
    private static final int KEYS = 20;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void concurrentUpsertsLoseNothing() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        int perThread = Integer.getInteger("stress.upserts", 3000);
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("upsert");
        try (Connection keeper = DriverManager.getConnection(url)) {
            keeper.createStatement().execute("CREATE TABLE counters (k integer PRIMARY KEY, n bigint NOT NULL)");
            List<CompletableFuture<Void>> workers = new ArrayList<>();
            for (int w = 0; w < THREADS; w++) {
                Random random = new Random(seed + w);
                workers.add(CompletableFuture.runAsync(() -> upsert(url, random, perThread)));
            }
            try {
                CompletableFuture.allOf(workers.toArray(new CompletableFuture<?>[0])).get(50, TimeUnit.SECONDS);
                try (ResultSet rs = keeper.createStatement().executeQuery("SELECT count(*), sum(n) FROM counters")) {
                    rs.next();
                    assertThat(rs.getLong(1)).isLessThanOrEqualTo(KEYS);
                    assertThat(rs.getLong(2)).isEqualTo((long) THREADS * perThread);
                }
                keeper.createStatement().executeQuery("SELECT bt_index_parent_check('counters_pkey', true)").close();
            } catch (Throwable t) {
                throw new AssertionError("replay with -Dseed=" + seed, t);
            }
        }
    }

    private static void upsert(String url, Random random, int count) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO counters VALUES (?, 1) ON CONFLICT (k) DO UPDATE SET n = counters.n + 1")) {
            for (int i = 0; i < count; i++) {
                ps.setInt(1, random.nextInt(KEYS));
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }
}

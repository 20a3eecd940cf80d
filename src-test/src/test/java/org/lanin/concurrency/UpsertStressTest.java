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
 * 8 connections upserting counters on a few hot keys at once (INSERT ... ON CONFLICT DO UPDATE),
 * into a plain table and into a partitioned one: no increment is lost, no key gets two rows, and
 * the primary key indexes check clean.
 */
class UpsertStressTest {
    private static final int THREADS = 8;
    private static final int KEYS = 20;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void concurrentUpsertsLoseNothing() throws Exception {
        run(Integer.getInteger("stress.upserts", 3000), List.of("CREATE TABLE counters (k integer PRIMARY KEY, n bigint NOT NULL)"),
                List.of("counters_pkey"));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void concurrentUpsertsIntoPartitionsLoseNothing() throws Exception {
        run(Integer.getInteger("stress.upserts", 3000) / 3,
                List.of("CREATE TABLE counters (k integer PRIMARY KEY, n bigint NOT NULL) PARTITION BY RANGE (k)",
                        "CREATE TABLE counters_lo PARTITION OF counters FOR VALUES FROM (0) TO (10)",
                        "CREATE TABLE counters_hi PARTITION OF counters FOR VALUES FROM (10) TO (20)"),
                List.of("counters_lo_pkey", "counters_hi_pkey"));
    }

    private static void run(int perThread, List<String> ddl, List<String> indexes) throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("upsert");
        try (Connection keeper = DriverManager.getConnection(url)) {
            for (String sql : ddl) {
                keeper.createStatement().execute(sql);
            }
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
                for (String index : indexes) {
                    keeper.createStatement().executeQuery("SELECT bt_index_parent_check('" + index + "', true)").close();
                }
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

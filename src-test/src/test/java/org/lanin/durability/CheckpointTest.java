package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checkpoints cut the log: with small segments, CHECKPOINT leaves only the segment the redo
 * point is in; max_wal_size starts one by itself (the background checkpointer; the test waits
 * for its counter, it does not time it); recovery after it redoes only the log after it.
 */
class CheckpointTest {
    @TempDir
    Path tmp;

    @BeforeEach
    void smallSegments() {
        System.setProperty("lanin.wal.segment_bytes", "4096");
    }

    @AfterEach
    void defaultSegments() {
        System.clearProperty("lanin.wal.segment_bytes");
    }

    @Test
    void checkpointRemovesOldSegments() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, pad text)");
            insert(c, 1, 300);
            assertThat(FileDb.segments(dir).size()).isGreaterThan(3);
            exec(c, "CHECKPOINT");
            assertThat(FileDb.segments(dir)).hasSize(1);
            insert(c, 301, 310);
            FileDb.crashCopy(dir, tmp.resolve("copy"));
        }
        try (Connection c = open(tmp.resolve("copy"))) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(310);
            assertThat(scalar(c, "SELECT recovered_records FROM lanin_stat_wal")).isEqualTo(10);
        }
    }

    @Test
    void maxWalSizeStartsACheckpoint() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir, ";max_wal_size=64kB")) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, pad text)");
            long before = scalar(c, "SELECT checkpoints FROM lanin_stat_wal");
            insert(c, 1, 400); // about 100 kB of log
            long deadline = System.nanoTime() + 120_000_000_000L; // generous: only a hung checkpointer fails
            while (scalar(c, "SELECT checkpoints FROM lanin_stat_wal") == before && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(scalar(c, "SELECT checkpoints FROM lanin_stat_wal")).isGreaterThan(before);
        }
    }

    private static void insert(Connection c, int from, int to) throws Exception {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, repeat('x', 200))")) {
            for (int i = from; i <= to; i++) {
                ps.setInt(1, i);
                ps.executeUpdate();
            }
        }
    }
}

package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Concurrent committers share flushes: with a commit_delay the first committer waits for the
 * others before it writes, so the log is flushed fewer times than transactions commit; every
 * commit is there after a crash. synchronous_commit = off returns before the flush.
 */
class GroupCommitTest {
    private static final int THREADS = 8;
    private static final int PER_THREAD = 40;

    @TempDir
    Path tmp;

    @Test
    void concurrentCommittersShareFlushes() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir, ";commit_delay=2000;commit_siblings=1")) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, who int)");
            long before = scalar(c, "SELECT commits FROM lanin_stat_wal");
            long flushesBefore = scalar(c, "SELECT flushes FROM lanin_stat_wal");
            runWriters(dir, 0);
            long commits = scalar(c, "SELECT commits FROM lanin_stat_wal") - before;
            long flushes = scalar(c, "SELECT flushes FROM lanin_stat_wal") - flushesBefore;
            assertThat(commits).isEqualTo(THREADS * PER_THREAD);
            assertThat(flushes).as("flushes for %d commits", commits).isLessThan(commits);
            FileDb.crashCopy(dir, tmp.resolve("copy"));
        }
        try (Connection c = open(tmp.resolve("copy"))) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(THREADS * PER_THREAD);
        }
    }

    @Test
    void asynchronousCommitsAreThereAfterAnOrderlyClose() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir, ";synchronous_commit=off")) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, who int)");
            runWriters(dir, 0);
        }
        try (Connection c = open(dir)) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(THREADS * PER_THREAD);
        }
    }

    private static void runWriters(Path dir, int base) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < THREADS; w++) {
                int who = w;
                done.add(pool.submit(() -> {
                    try (Connection c = open(dir);
                         PreparedStatement ins = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
                        for (int i = 0; i < PER_THREAD; i++) {
                            ins.setInt(1, base + who * PER_THREAD + i);
                            ins.setInt(2, who);
                            ins.executeUpdate();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
    }
}

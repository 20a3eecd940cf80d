package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lanin.engine.wal.IoFaults;

/**
 * I/O errors other than a full disk, injected through {@link IoFaults} (the writer's and the
 * checkpointer's seam) for this test's directory only. A failed log write or force fails that
 * commit with 58030 and every later write with 58030 until the database is reopened (PostgreSQL
 * PANICs and restarts); reads go on; nothing acknowledged is lost, and the failed commit is there
 * after reopening only if its record reached the file. A failed checkpoint image fails CHECKPOINT
 * with 58030 and leaves the database writable (the previous image and the log stay in place).
 */
class IoErrorTest {
    @TempDir
    Path tmp;

    @AfterEach
    void noMoreFaults() {
        IoFaults.clear();
    }

    @Test
    void aFailedForceFailsTheCommitAndRefusesWritesUntilReopened() throws Exception {
        Path dir = tmp.resolve("force");
        failedLogWriteThenReopen(dir, IoFaults.Op.LOG_FORCE, 11); // the record was written, only not forced
    }

    @Test
    void aFailedWriteFailsTheCommitAndRefusesWritesUntilReopened() throws Exception {
        Path dir = tmp.resolve("write");
        failedLogWriteThenReopen(dir, IoFaults.Op.LOG_WRITE, 10); // the record never reached the file
    }

    private static void failedLogWriteThenReopen(Path dir, IoFaults.Op op, long afterReopen) throws Exception {
        try (Connection c = open(dir); Connection other = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY)", "CREATE SEQUENCE s");
            for (int i = 1; i <= 10; i++) {
                exec(c, "INSERT INTO t VALUES (" + i + ")");
            }
            IoFaults.inject((file, o) -> o == op && file.startsWith(dir));
            SqlFails.expect(() -> exec(c, "INSERT INTO t VALUES (11)"), "58030");
            IoFaults.clear(); // the disk is back, but the log has failed: refused until reopened
            SqlFails.expect(() -> exec(other, "INSERT INTO t VALUES (12)"), "58030");
            SqlFails.expect(() -> exec(c, "CHECKPOINT"), "58030");
            SqlFails.expect(() -> exec(c, "SELECT nextval('s')"), "58030");
            assertThat(scalar(other, "SELECT count(*) FROM t")).as("reads go on").isEqualTo(10);
        }
        try (Connection c = open(dir)) {
            assertThat(scalar(c, "SELECT count(*) FROM t WHERE id <= 10")).isEqualTo(10);
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(afterReopen);
            exec(c, "INSERT INTO t VALUES (12)");
            RestartTest.assertIndexesClean(c);
        }
    }

    @Test
    void aFailedCheckpointLeavesTheDatabaseWritable() throws Exception {
        Path dir = tmp.resolve("image");
        Path crashed = tmp.resolve("image-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY)", "INSERT INTO t VALUES (1)");
            long checkpoints = scalar(c, "SELECT checkpoints FROM lanin_stat_wal");
            IoFaults.inject((file, o) -> o == IoFaults.Op.IMAGE_WRITE && file.startsWith(dir));
            SqlFails.expect(() -> exec(c, "CHECKPOINT"), "58030");
            exec(c, "INSERT INTO t VALUES (2)");
            assertThat(scalar(c, "SELECT checkpoints FROM lanin_stat_wal")).isEqualTo(checkpoints);
            FileDb.crashCopy(dir, crashed); // the old image and the whole log
            IoFaults.clear();
            exec(c, "CHECKPOINT", "INSERT INTO t VALUES (3)");
        }
        try (Connection c = open(crashed)) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(2);
        }
        try (Connection c = open(dir)) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(3);
        }
    }
}

package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.crashCopy;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CREATE UNLOGGED TABLE: its rows skip the log (a commit touching only it writes nothing), a
 * clean close keeps them, a crash empties the table but keeps its definition (PostgreSQL's rule).
 */
class UnloggedTableTest {
    @TempDir
    Path tmp;

    @Test
    void emptyAfterACrashKeptAfterACleanClose() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir)) {
            exec(c, "CREATE UNLOGGED TABLE u (id int PRIMARY KEY)", "CREATE TABLE t (id int)", "INSERT INTO t VALUES (1)");
            long commits = scalar(c, "SELECT commits FROM lanin_stat_wal");
            exec(c, "INSERT INTO u SELECT g FROM generate_series(1, 50) g");
            assertThat(scalar(c, "SELECT commits FROM lanin_stat_wal")).isEqualTo(commits); // nothing logged
            exec(c, "CHECKPOINT", "INSERT INTO u VALUES (51)");
            crashCopy(dir, tmp.resolve("crash"));
        }
        try (Connection c = open(tmp.resolve("crash"))) {
            assertThat(scalar(c, "SELECT count(*) FROM u")).isZero();
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(1);
            exec(c, "INSERT INTO u VALUES (1)"); // the definition and its index came back
            SqlFails.expect(() -> exec(c, "INSERT INTO u VALUES (1)"), "23505");
        }
        try (Connection c = open(dir)) {
            assertThat(scalar(c, "SELECT count(*) FROM u")).isEqualTo(51);
            exec(c, "TRUNCATE u", "INSERT INTO u VALUES (7)");
            long commits = scalar(c, "SELECT commits FROM lanin_stat_wal");
            exec(c, "INSERT INTO u VALUES (8)");
            assertThat(scalar(c, "SELECT commits FROM lanin_stat_wal")).isEqualTo(commits); // still unlogged
            crashCopy(dir, tmp.resolve("crash2"));
        }
        try (Connection c = open(tmp.resolve("crash2"))) {
            assertThat(scalar(c, "SELECT count(*) FROM u")).isZero();
        }
    }
}

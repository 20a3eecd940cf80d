package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lanin_backup('dir')} while a writer commits: the copy opens as a database holding every
 * commit acknowledged before the backup began (and perhaps some after), with clean indexes, and
 * takes writes of its own; the source is untouched. A non-empty target is refused (58P02), an
 * in-memory database has nothing to copy (0A000).
 */
class BackupTest {
    @TempDir
    Path tmp;

    @Test
    void aBackupTakenWhileWritingOpensWithEveryEarlierCommit() throws Exception {
        Path dir = tmp.resolve("db");
        Path backup = tmp.resolve("backup");
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger acked = new AtomicInteger();
        int before;
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, v text)", "CREATE INDEX t_v ON t (v)",
                    "CREATE SEQUENCE s", "SELECT nextval('s')");
            Thread writer = new Thread(() -> {
                try (Connection w = DriverManager.getConnection("jdbc:lanin:file:" + dir);
                     PreparedStatement ps = w.prepareStatement("INSERT INTO t VALUES (?, 'v' || ?)")) {
                    for (int i = 1; !stop.get(); i++) {
                        ps.setInt(1, i);
                        ps.setInt(2, i % 17);
                        ps.executeUpdate();
                        acked.set(i);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            writer.start();
            while (acked.get() < 200) {
                Thread.sleep(5);
            }
            before = acked.get();
            String lsn = FileDb.rows(c, "SELECT lanin_backup('" + backup + "')").get(0);
            assertThat(lsn).matches("[0-9A-F]+/[0-9A-F]+");
            Thread.sleep(50);
            stop.set(true);
            writer.join();
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(acked.get());
            SqlFails.expect(() -> exec(c, "SELECT lanin_backup('" + backup + "')"), "58P02");
        }
        try (Connection c = open(backup)) {
            long n = scalar(c, "SELECT count(*) FROM t");
            assertThat(n).isBetween((long) before, (long) acked.get());
            assertThat(scalar(c, "SELECT max(id) FROM t")).isEqualTo(n); // a prefix of the commits, no gaps
            RestartTest.assertIndexesClean(c);
            assertThat(scalar(c, "SELECT nextval('s')")).isGreaterThan(1);
            exec(c, "INSERT INTO t VALUES (-1, 'in the copy')");
        }
        try (Connection c = open(dir)) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(acked.get());
            assertThat(rows(c, "SELECT count(*) FROM t WHERE id < 0")).containsExactly("0");
        }
    }

    @Test
    void anInMemoryDatabaseHasNothingToCopy() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            SqlFails.expect(() -> exec(c, "SELECT lanin_backup('" + tmp.resolve("x") + "')"), "0A000");
        }
    }
}

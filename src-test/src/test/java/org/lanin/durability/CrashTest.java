package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.crashCopy;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Crash simulation: the files of a database that was never closed (copied while it is open),
 * then damaged by hand. Committed work is there, uncommitted work is not, a torn log tail is
 * ignored, damage in the middle of the log or in an image is reported, never skipped.
 */
class CrashTest {
    @TempDir
    Path tmp;

    @Test
    void committedPresentUncommittedAbsent() throws SQLException, IOException {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir); Connection open = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, v text)", "INSERT INTO t VALUES (1, 'one'), (2, 'two')");
            open.setAutoCommit(false);
            exec(open, "INSERT INTO t VALUES (3, 'three')", "UPDATE t SET v = 'uno' WHERE id = 1",
                    "CREATE TABLE ghost (x int)", "INSERT INTO ghost VALUES (1)");
            exec(c, "INSERT INTO t VALUES (4, 'four')", "DELETE FROM t WHERE id = 2");
            crashCopy(dir, tmp.resolve("crash1"));
            exec(c, "CHECKPOINT"); // an image taken while the other transaction is open
            crashCopy(dir, tmp.resolve("crash2"));
            open.commit();
            crashCopy(dir, tmp.resolve("crash3"));
        }
        for (String copy : List.of("crash1", "crash2")) {
            try (Connection c = open(tmp.resolve(copy))) {
                assertThat(rows(c, "SELECT id, v FROM t ORDER BY id")).as(copy).containsExactly("1|one", "4|four");
                assertThat(rows(c, "SELECT count(*) FROM pg_tables WHERE tablename = 'ghost'")).containsExactly("0");
                RestartTest.assertIndexesClean(c);
            }
        }
        try (Connection c = open(tmp.resolve("crash3"))) {
            assertThat(rows(c, "SELECT id, v FROM t ORDER BY id")).containsExactly("1|uno", "3|three", "4|four");
            assertThat(scalar(c, "SELECT count(*) FROM ghost")).isEqualTo(1);
            assertThat(scalar(c, "SELECT recovered_records FROM lanin_stat_wal")).isPositive();
            RestartTest.assertIndexesClean(c);
        }
    }

    @Test
    void tornTailIsIgnoredAtEveryCut() throws SQLException, IOException {
        Path dir = tmp.resolve("db");
        long redo;
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY)", "CHECKPOINT");
            redo = scalar(c, "SELECT redo_lsn FROM lanin_stat_wal");
            for (int i = 1; i <= 40; i++) {
                exec(c, "INSERT INTO t VALUES (" + i + ")");
            }
            crashCopy(dir, tmp.resolve("whole"));
        }
        Path whole = tmp.resolve("whole");
        Path segment = FileDb.segments(whole).get(FileDb.segments(whole).size() - 1);
        long start = Long.parseLong(segment.getFileName().toString().substring(0, 16), 16);
        long from = redo - start; // a crash never loses what the control file's checkpoint covers
        long size = Files.size(segment);
        Random random = new Random(13);
        long previous = -1;
        for (int trial = 0; trial < 12; trial++) {
            long cut = trial == 0 ? size - 1 : from + random.nextLong(size - from);
            Path copy = tmp.resolve("cut" + trial);
            crashCopy(whole, copy);
            try (RandomAccessFile f = new RandomAccessFile(copy.resolve(segment.getFileName()).toFile(), "rw")) {
                f.setLength(cut);
            }
            try (Connection c = open(copy)) {
                long n = scalar(c, "SELECT count(*) FROM t");
                assertThat(scalar(c, "SELECT coalesce(max(id), 0) FROM t")).as("a prefix of the commits").isEqualTo(n);
                exec(c, "INSERT INTO t VALUES (1000)"); // the log goes on after the cut
                previous = n;
            }
            try (Connection c = open(copy)) {
                assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(previous + 1);
            }
        }
        try (Connection c = open(whole)) {
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(40);
        }
    }

    @Test
    void aFlippedByteInTheMiddleOfTheLogIsReportedWithFileAndOffset() throws SQLException, IOException {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, pad text)", "CHECKPOINT");
            for (int i = 1; i <= 20; i++) {
                exec(c, "INSERT INTO t VALUES (" + i + ", repeat('x', 100))");
            }
            crashCopy(dir, tmp.resolve("copy"));
        }
        Path copy = tmp.resolve("copy");
        Path segment = FileDb.segments(copy).get(0);
        long size = Files.size(segment);
        try (RandomAccessFile f = new RandomAccessFile(segment.toFile(), "rw")) {
            long at = size / 2;
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0x40);
        }
        SQLException e = SqlFails.expect(() -> open(copy).close(), "XX001");
        assertThat(e.getMessage()).contains(segment.getFileName().toString()).contains("at offset");
    }

    @Test
    void aDamagedImageIsReported() throws SQLException, IOException {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int)", "INSERT INTO t SELECT g FROM generate_series(1, 100) g");
        }
        Path image;
        try (var files = Files.list(dir)) {
            image = files.filter(p -> p.toString().endsWith(".img")).findFirst().orElseThrow();
        }
        try (RandomAccessFile f = new RandomAccessFile(image.toFile(), "rw")) {
            f.seek(f.length() / 2);
            int b = f.read();
            f.seek(f.length() / 2);
            f.write(b ^ 1);
        }
        SQLException e = SqlFails.expect(() -> open(dir).close(), "XX001");
        assertThat(e.getMessage()).contains(image.getFileName().toString());
    }
}

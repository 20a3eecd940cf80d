package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database on a full disk: a child JVM runs in its own mount namespace ({@code unshare}) over a
 * 512 kB tmpfs and commits one row per transaction until the disk is full. The commit that does
 * not fit fails with 53100 (PostgreSQL's disk_full), later writes are refused with 58030 (the log
 * failed; PostgreSQL would PANIC and restart), reads still answer, and the database files copied
 * off the full disk open with every acknowledged commit present and clean indexes: nothing
 * committed is lost and nothing is half written. Skipped, saying so, where the machine allows no
 * mount namespace (no {@code unshare}, or user namespaces disabled).
 */
class DiskFullTest {
    @TempDir
    Path tmp;

    @Test
    void aFullDiskFailsTheCommitWith53100AndLosesNothingCommitted() throws Exception {
        Path copy = tmp.resolve("copy");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String script = "mount -t tmpfs -o size=512k tmpfs \"$1\" && exec \"$2\" -Xmx256m -Dlanin.wal.segment_bytes=65536 "
                + "-cp \"$3\" \"$5\" \"$1\" \"$4\"";
        Path mountPoint = tmp.resolve("mnt");
        Files.createDirectories(mountPoint);
        List<String> command = new ArrayList<>(unshare());
        command.addAll(List.of("sh", "-c", script, "sh", mountPoint.toString(), java,
                System.getProperty("java.class.path"), copy.toString(), Child.class.getName()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        Assumptions.assumeFalse(out.contains("mount:") || out.contains("unshare:"),
                "no mount namespace on this machine: " + out.strip());
        List<String> lines = List.of(out.strip().split("\n"));
        assertThat(lines).as(out).contains("first-failure 53100", "next-write 58030", "copied");
        long acked = lines.stream().filter(l -> l.startsWith("ack ")).count();
        assertThat(acked).as("commits before the disk filled").isGreaterThan(10);
        assertThat(lines).contains("count-after " + acked);
        try (Connection c = open(copy)) {
            List<String> ids = rows(c, "SELECT id FROM t ORDER BY id");
            for (String line : lines) {
                if (line.startsWith("ack ")) {
                    assertThat(ids).contains(line.substring(4));
                }
            }
            assertThat(scalar(c, "SELECT count(*) FROM t")).isBetween(acked, acked + 1); // + the one that failed, if it got out
            RestartTest.assertIndexesClean(c);
        }
    }

    /** {@code unshare} with a private mount namespace; as a user without privileges, in a user namespace too. */
    private static List<String> unshare() throws IOException, InterruptedException {
        Process id = new ProcessBuilder("id", "-u").start();
        String uid = new String(id.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        id.waitFor();
        return "0".equals(uid) ? List.of("unshare", "-m") : List.of("unshare", "-r", "-m");
    }

    /** Fills the disk one committed row at a time, then reports what a client sees and copies the files off it. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            try (Connection c = DriverManager.getConnection("jdbc:lanin:file:" + args[0]); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY, pad text)");
                s.execute("CREATE INDEX t_pad ON t (pad)");
                String pad = "x".repeat(2000);
                int id = 0;
                try {
                    while (id < 100_000) {
                        id++;
                        s.execute("INSERT INTO t VALUES (" + id + ", '" + pad + id + "')");
                        System.out.println("ack " + id);
                    }
                } catch (SQLException e) {
                    System.out.println("first-failure " + e.getSQLState());
                }
                try {
                    s.execute("INSERT INTO t VALUES (-1, 'after')");
                    System.out.println("next-write ok");
                } catch (SQLException e) {
                    System.out.println("next-write " + e.getSQLState());
                }
                try (var rs = s.executeQuery("SELECT count(*) FROM t")) {
                    rs.next();
                    System.out.println("count-after " + rs.getLong(1));
                }
                FileDb.crashCopy(Path.of(args[0]), Path.of(args[1]));
                System.out.println("copied");
            } catch (SQLException e) {
                System.out.println("error " + e.getSQLState() + " " + e.getMessage());
            }
        }
    }
}

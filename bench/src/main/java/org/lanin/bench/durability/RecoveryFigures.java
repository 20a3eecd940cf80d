package org.lanin.bench.durability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Checkpoint time, recovery time and size on disk for N rows (issue 13): each engine loads the same
 * rows {@code (id int PRIMARY KEY, v text, n bigint)} in transactions of 10,000, then
 * <ul>
 *   <li>Lanin: its directory is copied as a crash would leave it (everything since the first
 *       checkpoint only in the log), {@code CHECKPOINT} is timed, the database closed; then the
 *       crash copy is opened (recovery: redo of every row, then the end-of-recovery checkpoint) and
 *       the clean directory is opened (image load, no redo, no checkpoint), each timed to the first
 *       answered query (the close after it, with its shutdown checkpoint, is not counted);</li>
 *   <li>H2 file mode and SQLite (WAL, synchronous=FULL): closed and opened again, timed the same way;</li>
 *   <li>every engine: bytes on disk after a clean close, per row (Lanin's include the log segment
 *       still open, which holds the load's records until the log switches segments at 16 MB).</li>
 * </ul>
 *
 * <pre>
 * java -cp bench/target/lanin-bench.jar org.lanin.bench.durability.RecoveryFigures [--rows 1000000] [--dir /tmp/x]
 *     [--engines lanin,h2,sqlite]
 * </pre>
 */
public final class RecoveryFigures {
    private static final int BATCH = 10_000;

    /** One engine's figures; -1 where it has no such step. */
    record Figures(String engine, long rows, double loadSeconds, double checkpointMillis, Timed recovery,
                   long recoveredRecords, Timed open, long bytes, long logBytes) {
    }

    /**
     * Wall-clock and process CPU milliseconds of one step. The CPU time (every thread of the JVM: the
     * open, the JIT, GC, autovacuum's first ANALYZE) is the figure to compare on a loaded machine,
     * where the wall clock mostly measures the wait for a core.
     */
    record Timed(double wallMillis, double cpuMillis) {
        static final Timed NONE = new Timed(-1, -1);

        static Timed since(long wallNanos, long cpuNanos) {
            return new Timed((System.nanoTime() - wallNanos) / 1e6, (cpuNanos() - cpuNanos) / 1e6);
        }

        String format() {
            return wallMillis < 0 ? "—" : String.format(Locale.ROOT, "%,.0f [%,.0f]", wallMillis, cpuMillis);
        }
    }

    static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private RecoveryFigures() {
    }

    public static void main(String[] args) throws Exception {
        long rows = 1_000_000;
        Path root = Path.of(System.getProperty("java.io.tmpdir"), "lanin-recovery-figures");
        List<String> engines = List.of("lanin", "h2", "sqlite");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rows" -> rows = Long.parseLong(args[++i]);
                case "--dir" -> root = Path.of(args[++i]);
                case "--engines" -> engines = List.of(args[++i].split(","));
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (--rows N, --dir D, --engines lanin,h2,sqlite)");
            }
        }
        delete(root);
        List<Figures> out = new ArrayList<>();
        if (engines.contains("lanin")) {
            out.add(lanin(root, rows));
        }
        if (engines.contains("h2")) {
            out.add(other("h2-file", "jdbc:h2:file:" + root.resolve("h2").toAbsolutePath() + "/h2;MODE=PostgreSQL",
                    root.resolve("h2"), rows));
        }
        if (engines.contains("sqlite")) {
            Files.createDirectories(root.resolve("sqlite"));
            out.add(other("sqlite-file (WAL, synchronous=FULL)", "jdbc:sqlite:" + root.resolve("sqlite").toAbsolutePath()
                    + "/db.sqlite?journal_mode=WAL&synchronous=FULL", root.resolve("sqlite"), rows));
        }
        System.out.println(table(out));
        delete(root);
    }

    private static Figures lanin(Path root, long rows) throws Exception {
        Path dir = root.resolve("lanin").toAbsolutePath();
        Path crashed = root.resolve("lanin-crashed").toAbsolutePath();
        String url = "jdbc:lanin:file:" + dir;
        double load;
        double checkpoint;
        try (Connection c = DriverManager.getConnection(url)) {
            load = load(c, rows);
            crashCopy(dir, crashed);
            long t0 = System.nanoTime();
            exec(c, "CHECKPOINT");
            checkpoint = (System.nanoTime() - t0) / 1e6;
        }
        long bytes = size(dir);
        long t0 = System.nanoTime();
        long cpu0 = cpuNanos();
        long redone;
        Timed recovery;
        try (Connection c = DriverManager.getConnection("jdbc:lanin:file:" + crashed)) {
            check(c, rows);
            recovery = Timed.since(t0, cpu0); // the close (its shutdown checkpoint) is not recovery
            redone = scalar(c, "SELECT recovered_records FROM lanin_stat_wal");
        }
        Timed open = timedOpen(url, rows);
        return new Figures("lanin-file", rows, load, checkpoint, recovery, redone, open, bytes, logBytes(dir));
    }

    private static Figures other(String name, String url, Path dir, long rows) throws Exception {
        double load;
        try (Connection c = DriverManager.getConnection(url)) {
            load = load(c, rows);
        }
        long bytes = size(dir);
        return new Figures(name, rows, load, -1, Timed.NONE, -1, timedOpen(url, rows), bytes, -1);
    }

    private static double load(Connection c, long rows) throws SQLException {
        long t0 = System.nanoTime();
        exec(c, "CREATE TABLE t (id int PRIMARY KEY, v text, n bigint)");
        c.setAutoCommit(false);
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
            for (long i = 1; i <= rows; i++) {
                ps.setInt(1, (int) i);
                ps.setString(2, "row " + i);
                ps.setLong(3, i * 7919);
                ps.addBatch();
                if (i % BATCH == 0 || i == rows) {
                    ps.executeBatch();
                    c.commit();
                }
            }
        }
        c.setAutoCommit(true);
        return (System.nanoTime() - t0) / 1e9;
    }

    /** Milliseconds from asking for a connection to the first answered query; the close after it is not counted. */
    private static Timed timedOpen(String url, long rows) throws SQLException {
        long t0 = System.nanoTime();
        long cpu0 = cpuNanos();
        try (Connection c = DriverManager.getConnection(url)) {
            check(c, rows);
            return Timed.since(t0, cpu0);
        }
    }

    private static void check(Connection c, long rows) throws SQLException {
        if (scalar(c, "SELECT count(*) FROM t WHERE id = " + rows) != 1) {
            throw new IllegalStateException("row " + rows + " missing after reopening " + c.getMetaData().getURL());
        }
    }

    private static long scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    /** The files as a crash would leave them: the log segments copied last (see the wal README). */
    private static void crashCopy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            for (Path p : files.filter(f -> !f.endsWith("lock") && !f.toString().endsWith(".tmp"))
                    .sorted(Comparator.comparing((Path f) -> f.toString().endsWith(".wal"))).toList()) {
                Files.copy(p, to.resolve(p.getFileName()));
            }
        }
    }

    private static long size(Path dir) throws IOException {
        try (var walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    /** The log segments' bytes: the last one keeps records from before the checkpoint until it is switched. */
    private static long logBytes(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".wal")).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    private static void delete(Path d) throws IOException {
        if (!Files.exists(d)) {
            return;
        }
        try (var walk = Files.walk(d)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    static String table(List<Figures> figures) {
        StringBuilder b = new StringBuilder("| engine | rows | load s | CHECKPOINT ms | recovery ms [CPU ms] (records redone)"
                + " | clean open ms [CPU ms] | bytes on disk (of it log) | bytes/row |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Figures f : figures) {
            b.append(String.format(Locale.ROOT, "| %s | %,d | %.1f | %s | %s | %s | %,d%s | %.1f |%n", f.engine(), f.rows(),
                    f.loadSeconds(), f.checkpointMillis() < 0 ? "—" : String.format(Locale.ROOT, "%,.0f", f.checkpointMillis()),
                    f.recovery().wallMillis() < 0 ? "—" : f.recovery().format() + String.format(Locale.ROOT, " (%,d)",
                            f.recoveredRecords()),
                    f.open().format(), f.bytes(), f.logBytes() < 0 ? "" : String.format(Locale.ROOT, " (%,d)", f.logBytes()),
                    (double) f.bytes() / f.rows()));
        }
        return b.toString();
    }
}

package org.lanin.durability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Helpers for file-database tests: open, run, query, and copy a live directory (a simulated crash). */
final class FileDb {
    private FileDb() {
    }

    static Connection open(Path dir) throws SQLException {
        return open(dir, "");
    }

    static Connection open(Path dir, String settings) throws SQLException {
        return DriverManager.getConnection("jdbc:lanin:file:" + dir + settings);
    }

    static void exec(Connection c, String... sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String q : sql) {
                s.execute(q);
            }
        }
    }

    static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    b.append(i > 1 ? "|" : "").append(rs.getString(i));
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    static long scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /**
     * Copies the files of a database that is still open, as a crash would leave them: log
     * segments are copied last, so the copy's log reaches at least as far as its control file
     * and image say (the order a crash guarantees too). The lock file is left behind.
     */
    static void crashCopy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        List<Path> later = new ArrayList<>();
        try (var files = Files.list(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                String n = p.getFileName().toString();
                if (n.endsWith(".wal")) {
                    later.add(p);
                } else if (!n.equals("lock") && !n.endsWith(".tmp")) {
                    copy(p, to.resolve(n));
                }
            }
        }
        for (Path p : later) {
            copy(p, to.resolve(p.getFileName()));
        }
    }

    private static void copy(Path p, Path to) throws IOException {
        try {
            Files.copy(p, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (java.nio.file.NoSuchFileException e) {
            // a checkpoint removed it meanwhile: the newer control file does not need it
        }
    }

    /** Statements against an open connection. */
    interface Steps {
        void run(Connection c) throws Exception;
    }

    /**
     * The restart-test shape: {@code setup} runs on a new database {@code tmp/name}; a crash copy
     * (everything only in the log) and an online backup are taken while it is open; it is closed
     * (everything in the image); {@code check} then runs on the crash copy, the backup and the
     * database itself, each opened again, with the path in the assertion descriptions.
     */
    static void checkAfterCrashBackupAndRestart(Path tmp, String name, Steps setup, Steps check) throws Exception {
        Path dir = tmp.resolve(name);
        Path crashed = tmp.resolve(name + "-crashed");
        Path backup = tmp.resolve(name + "-backup");
        try (Connection c = open(dir)) {
            setup.run(c);
            crashCopy(dir, crashed);
            rows(c, "SELECT lanin_backup('" + backup + "')");
        }
        for (Path p : List.of(crashed, backup, dir)) {
            try (Connection c = open(p)) {
                check.run(c);
            } catch (AssertionError | SQLException e) {
                throw new AssertionError("opened from " + p.getFileName() + ": " + e.getMessage(), e);
            }
        }
    }

    static List<Path> segments(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".wal")).sorted().toList();
        }
    }
}

package org.lanin.concurrency;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code locks/conflicts.spec} over JDBC against any PostgreSQL-speaking database: for each
 * (holder, other) pair, whether the other statement runs, waits or fails while the holder's
 * transaction is open. A wait is seen in pg_locks (a lock of the other session's pid that is not
 * granted), so the outcome does not depend on timing. One line per pair:
 * {@code holder || other -> outcome}.
 *
 * <p>Re-record the expected output from PostgreSQL 15 (a role that may create tables in the
 * database; pgJDBC on the class path):
 * <pre>
 * java -cp src-test/target/test-classes:$HOME/.m2/repository/org/postgresql/postgresql/42.7.13/postgresql-42.7.13.jar \
 *   org.lanin.concurrency.LockConflictSpec 'jdbc:postgresql://localhost/locks?user=locks&amp;password=locks' \
 *   src-test/src/test/resources/locks/conflicts.expected
 * </pre>
 */
public final class LockConflictSpec {
    private final String setup;
    private final List<String> holders = new ArrayList<>();
    private final List<String> others = new ArrayList<>();

    private LockConflictSpec(List<String> lines) {
        String s = null;
        for (String line : lines) {
            if (line.startsWith("setup: ")) {
                s = line.substring(7);
            } else if (line.startsWith("holder: ")) {
                holders.add(line.substring(8));
            } else if (line.startsWith("other: ") || line.startsWith("other!: ")) {
                others.add(line);
            }
        }
        this.setup = s;
    }

    static LockConflictSpec load() throws IOException {
        try (InputStream in = LockConflictSpec.class.getResourceAsStream("/locks/conflicts.spec")) {
            return new LockConflictSpec(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        }
    }

    /** Every pair's outcome line, in spec order (holders outer, others inner). */
    List<String> run(ConnectionSource db) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection setupConn = db.open(); Connection holder = db.open(); Connection other = db.open()) {
            int otherPid = pid(other);
            boolean fresh = false;
            for (String h : holders) {
                for (String o : others) {
                    if (!fresh) {
                        for (String sql : setup.split(";")) {
                            exec(setupConn, sql.strip());
                        }
                    }
                    out.add(h + " || " + statement(o) + " -> " + pair(setupConn, holder, other, otherPid, h, o));
                    fresh = !o.startsWith("other!"); // both sessions rolled back: the setup still stands
                }
            }
        }
        return out;
    }

    private static String statement(String otherLine) {
        return otherLine.substring(otherLine.indexOf(": ") + 2);
    }

    private String pair(Connection setupConn, Connection holder, Connection other, int otherPid, String h, String o)
            throws Exception {
        holder.setAutoCommit(false);
        exec(holder, h);
        boolean inBlock = !o.startsWith("other!");
        other.setAutoCommit(!inBlock);
        String sql = statement(o);
        CompletableFuture<Void> run = CompletableFuture.runAsync(() -> {
            try {
                exec(other, sql);
            } catch (SQLException e) {
                throw new CompletionException(e);
            }
        });
        String outcome = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (outcome == null) {
            if (run.isDone()) {
                outcome = outcome(run);
            } else if (waiting(setupConn, otherPid)) {
                outcome = "waits";
            } else if (System.nanoTime() > deadline) {
                outcome = "stuck";
            } else {
                Thread.sleep(1);
            }
        }
        holder.rollback();
        holder.setAutoCommit(true);
        try {
            run.get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            // its outcome was recorded already (or it failed after the holder let it go: not part of the spec)
        }
        if (inBlock) {
            other.rollback();
        }
        other.setAutoCommit(true);
        return outcome;
    }

    private static String outcome(CompletableFuture<Void> run) {
        try {
            run.join();
            return "runs";
        } catch (CompletionException e) {
            return e.getCause() instanceof SQLException s ? "error " + s.getSQLState() : "error " + e.getCause();
        }
    }

    private static boolean waiting(Connection observer, int pid) throws SQLException {
        try (Statement st = observer.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_locks WHERE pid = " + pid + " AND NOT granted")) {
            rs.next();
            return rs.getLong(1) > 0;
        }
    }

    private static int pid(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT pg_backend_pid()")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    /** Opens connections to the database under test. */
    @FunctionalInterface
    interface ConnectionSource {
        Connection open() throws SQLException;
    }

    /** Records the outcomes of a real PostgreSQL: args = JDBC URL, output file. */
    public static void main(String[] args) throws Exception {
        List<String> lines = load().run(() -> DriverManager.getConnection(args[0]));
        Files.write(Path.of(args[1]), lines, StandardCharsets.UTF_8);
        System.out.println(lines.size() + " pairs written to " + args[1]);
    }
}

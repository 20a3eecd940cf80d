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
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs {@code locks/levels.spec} over JDBC (its setup once: every statement rolls back): for each
 * statement, the tables it locks and the
 * strongest mode on each ({@code statement: table Mode, table Mode}, tables by name), read from
 * pg_locks joined to pg_class inside the statement's transaction. Re-record from PostgreSQL 15
 * as {@link LockConflictSpec} does, with this class and {@code levels.expected}.
 */
public final class LockLevelSpec {
    private static final List<String> MODES = List.of("AccessShareLock", "RowShareLock", "RowExclusiveLock",
            "ShareUpdateExclusiveLock", "ShareLock", "ShareRowExclusiveLock", "ExclusiveLock", "AccessExclusiveLock");
    private static final String OWN_LOCKS = "SELECT c.relname, l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation"
            + " WHERE l.locktype = 'relation' AND l.pid = pg_backend_pid() AND c.relnamespace = 2200"
            + " AND c.relkind IN ('r', 'p')";

    private LockLevelSpec() {
    }

    static List<String> lines(String resource) throws IOException {
        try (InputStream in = LockLevelSpec.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
    }

    /** One line per statement, in spec order. */
    static List<String> run(LockConflictSpec.ConnectionSource db) throws Exception {
        List<String> spec = lines("/locks/levels.spec");
        String setup = spec.get(0).substring("setup: ".length());
        List<String> out = new ArrayList<>();
        try (Connection c = db.open()) {
            for (String sql : setup.split(";")) {
                exec(c, sql.strip());
            }
            c.setAutoCommit(false);
            for (String statement : spec.subList(1, spec.size())) {
                exec(c, statement);
                out.add(statement + ": " + strongest(c));
                c.rollback();
            }
        }
        return out;
    }

    private static String strongest(Connection c) throws SQLException {
        Map<String, String> byTable = new TreeMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(OWN_LOCKS)) {
            while (rs.next()) {
                byTable.merge(rs.getString(1), rs.getString(2),
                        (a, b) -> MODES.indexOf(a) >= MODES.indexOf(b) ? a : b);
            }
        }
        List<String> parts = new ArrayList<>();
        byTable.forEach((t, m) -> parts.add(t + " " + m));
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    /** Records PostgreSQL's answers: args = JDBC URL, output file. */
    public static void main(String[] args) throws Exception {
        List<String> lines = run(() -> DriverManager.getConnection(args[0]));
        Files.write(Path.of(args[1]), lines, StandardCharsets.UTF_8);
        System.out.println(lines.size() + " statements written to " + args[1]);
    }
}

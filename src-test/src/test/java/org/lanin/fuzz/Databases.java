package org.lanin.fuzz;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.lanin.fuzz.FuzzSchema.Target;
import org.lanin.testkit.TestEngine;

/**
 * The databases one generated schema is loaded into: Lanin as generated (partitioned tables
 * partitioned), Lanin with every table plain (only when the schema partitions one), H2 (plain), and
 * PostgreSQL when a developer names one with {@code -Dfuzz.pg.url} (never in the test suite). Each
 * Lanin database is private to its connection, with autovacuum off so that when ANALYZE runs (and
 * so which plans are chosen) depends only on the seed. Every statement goes through {@link #query}
 * or {@link #execute}, which sort failures into {@link SqlFault} (Lanin broke a rule) and
 * {@link SqlSkip} (an ordinary SQL error), and log the statements of the current check.
 */
final class Databases implements AutoCloseable {
    private static final int TIMEOUT_SECONDS = 30;
    private final Map<Target, Connection> connections = new EnumMap<>(Target.class);
    private final List<String> log = new ArrayList<>();

    private Databases() {
    }

    /**
     * Loads {@code schema} everywhere it applies. A statement of the script that fails on Lanin is a
     * fault (the generator only writes statements PostgreSQL runs); on H2 or PostgreSQL that engine
     * is left out.
     */
    static Databases open(FuzzSchema schema, String pgUrl) throws SqlFault {
        Databases d = new Databases();
        try {
            d.load(Target.LANIN, DriverManager.getConnection(TestEngine.LANIN.privateUrl() + ";autovacuum=off"), schema);
            if (schema.partitioned()) {
                d.load(Target.LANIN_PLAIN, DriverManager.getConnection(TestEngine.LANIN.privateUrl() + ";autovacuum=off"), schema);
            }
            d.loadOptional(Target.H2, () -> DriverManager.getConnection(TestEngine.H2.privateUrl()), schema);
            if (pgUrl != null) {
                d.loadOptional(Target.POSTGRES, () -> postgres(pgUrl), schema);
            }
            return d;
        } catch (SqlFault | RuntimeException | Error e) {
            d.close();
            throw e;
        } catch (SQLException | SqlSkip e) {
            d.close();
            throw new SqlFault("setup", "loading the schema failed: " + e.getMessage(), e);
        }
    }

    private interface Opener {
        Connection open() throws SQLException;
    }

    /** PostgreSQL schemas in use: the minimiser loads its own while the run's is still open. */
    private static final java.util.concurrent.atomic.AtomicInteger PG_SCHEMAS = new java.util.concurrent.atomic.AtomicInteger();

    private static Connection postgres(String url) throws SQLException {
        Connection c = DriverManager.getConnection(url);
        String schema = "fuzz" + PG_SCHEMAS.incrementAndGet();
        try (Statement st = c.createStatement()) {
            st.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            st.execute("CREATE SCHEMA " + schema);
            st.execute("SET search_path TO " + schema);
            st.execute("SET jit = off"); // compiling tiny queries costs PostgreSQL seconds
        }
        return c;
    }

    private void load(Target t, Connection c, FuzzSchema schema) throws SqlFault, SqlSkip {
        connections.put(t, c);
        for (String s : schema.before(t)) {
            execute(t, s);
        }
        for (int i = 0; i < schema.tables().size(); i++) {
            if (!schema.rows().get(i).isEmpty()) {
                insert(t, schema.tables().get(i), schema.rows().get(i));
            }
        }
        for (String s : schema.after(t)) {
            execute(t, s);
        }
        log.clear();
    }

    /** The rows as one prepared batch: a big table's literal INSERT would cost seconds to parse. */
    private void insert(Target t, FuzzTable table, List<List<String>> rows) throws SqlFault, SqlSkip {
        String sql = "INSERT INTO " + table.name() + " VALUES (" + "?, ".repeat(table.columns().size() - 1) + "?)";
        try (PreparedStatement ps = connections.get(t).prepareStatement(sql)) {
            for (List<String> row : rows) {
                for (int k = 0; k < row.size(); k++) {
                    LiteralValues.bind(ps, k + 1, table.columns().get(k).type(), row.get(k));
                }
                ps.addBatch();
            }
            ps.executeBatch();
        } catch (SQLException e) {
            throw rethrow(t, e.getNextException() != null ? e.getNextException() : e);
        } catch (RuntimeException | Error e) {
            throw leaked(t, e);
        }
    }

    private void loadOptional(Target t, Opener opener, FuzzSchema schema) throws SqlFault {
        try {
            load(t, opener.open(), schema);
        } catch (SQLException | SqlSkip e) {
            Connection c = connections.remove(t);
            closeQuietly(c);
        }
    }

    boolean has(Target t) {
        return connections.containsKey(t);
    }

    List<String> log() {
        return List.copyOf(log);
    }

    void clearLog() {
        log.clear();
    }

    List<List<Object>> query(Target t, String sql) throws SqlFault, SqlSkip {
        return query(t, sql, 0, 0);
    }

    /** With JDBC's {@code maxRows} and {@code fetchSize} (0: none, the default). */
    List<List<Object>> query(Target t, String sql, int maxRows, int fetchSize) throws SqlFault, SqlSkip {
        log.add(prefix(t) + sql + (maxRows > 0 ? " -- with maxRows " + maxRows : "")
                + (fetchSize > 0 ? " -- with fetchSize " + fetchSize : ""));
        try (Statement st = connections.get(t).createStatement()) {
            st.setQueryTimeout(TIMEOUT_SECONDS);
            st.setMaxRows(maxRows);
            st.setFetchSize(fetchSize);
            try (ResultSet rs = st.executeQuery(sql)) {
                return Values.read(rs);
            }
        } catch (SQLException e) {
            throw rethrow(t, e);
        } catch (RuntimeException | Error e) {
            throw leaked(t, e);
        }
    }

    void execute(Target t, String sql) throws SqlFault, SqlSkip {
        log.add(prefix(t) + sql);
        try (Statement st = connections.get(t).createStatement()) {
            st.execute(sql);
        } catch (SQLException e) {
            throw rethrow(t, e);
        } catch (RuntimeException | Error e) {
            throw leaked(t, e);
        }
    }

    private static String prefix(Target t) {
        return t == Target.LANIN ? "" : "-- on " + t + ": ";
    }

    /** Throws {@code e} as the fault or skip it is; declared to return so callers can write {@code throw}. */
    private static RuntimeException rethrow(Target t, SQLException e) throws SqlFault, SqlSkip {
        Exception x = classify(t, e);
        if (x instanceof SqlFault f) {
            throw f;
        }
        throw (SqlSkip) x;
    }

    private static Exception classify(Target t, SQLException e) {
        boolean lanin = t == Target.LANIN || t == Target.LANIN_PLAIN;
        String state = e.getSQLState();
        if (lanin && state == null) {
            return new SqlFault("no SQLSTATE", "SQLException without SQLSTATE: " + e, e);
        }
        if (lanin && state.equals("XX000")) {
            return new SqlFault("XX000 " + firstWords(e.getMessage()), "internal error: " + e.getMessage(), e);
        }
        return new SqlSkip(t == Target.LANIN ? state : t + " " + state, e.getMessage());
    }

    private static SqlFault leaked(Target t, Throwable e) {
        if (e instanceof OutOfMemoryError oom) {
            throw oom;
        }
        return new SqlFault("leak " + e.getClass().getName(), t + " threw " + e + " (not an SQLException)", e);
    }

    /** An internal error's kind without its details (the Java exception it names). */
    private static String firstWords(String message) {
        String m = message == null ? "" : message;
        int cut = m.indexOf(':');
        return cut > 0 ? m.substring(0, cut) : m.length() > 60 ? m.substring(0, 60) : m;
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException | RuntimeException e) {
                // closing a database that failed to load: nothing to report beyond the load failure
            }
        }
    }

    @Override
    public void close() {
        Connection pg = connections.get(Target.POSTGRES);
        if (pg != null) {
            try (Statement st = pg.createStatement()) {
                st.execute("DROP SCHEMA " + pg.getSchema() + " CASCADE");
            } catch (SQLException e) {
                // a schema left behind in a developer's database: harmless, the next run drops it
            }
        }
        connections.values().forEach(Databases::closeQuietly);
        connections.clear();
    }
}

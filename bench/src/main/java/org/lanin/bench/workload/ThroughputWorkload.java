package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.lanin.bench.engine.EngineKind;
import org.lanin.bench.engine.EngineSpec;

/**
 * N threads, each on its own connection, run {@link #prepare}'s operation for a fixed time;
 * the result is successful operations per second. {@link #setUp} runs once per engine database
 * (schema and load, not timed); {@link #beforeSample} before every timed sample.
 */
public abstract class ThroughputWorkload implements Workload {

    /** True when the operation writes: SQLite then runs it single-threaded only. */
    public boolean writes() {
        return true;
    }

    /** Schema and initial load, on the holder connection (autocommit on when called). */
    public abstract void setUp(Connection c, Scale scale) throws SQLException;

    /** Resets state between samples, e.g. recreates an insert table. Default: nothing. */
    public void beforeSample(Connection c) throws SQLException {
    }

    /** Prepares one thread's operation on its own connection (not timed). */
    public abstract Op prepare(Connection c, ThreadContext t) throws SQLException;

    /** The same operation against the in-process floor, or null when there is none. */
    public Op prepareFloor(FloorStore store, ThreadContext t) {
        return null;
    }

    @Override
    public String unsupported(EngineSpec engine, int threads) {
        if (engine.kind() == EngineKind.FLOOR && !hasFloor()) {
            return "no in-process floor for this workload";
        }
        return engine.kind().unsupported(writes(), threads);
    }

    protected static void exec(Connection c, String... sqls) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String sql : sqls) {
                st.execute(sql);
            }
        }
    }

    @Override
    public String toString() {
        return name();
    }
}

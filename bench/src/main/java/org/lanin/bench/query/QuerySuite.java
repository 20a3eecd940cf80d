package org.lanin.bench.query;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.lanin.bench.engine.EngineKind;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.bench.workload.Workload;
import org.lanin.tpch.LoadReport;
import org.lanin.tpch.TpchLoader;

/**
 * A workload of named read queries over TPC-H data, each timed on its own: the result is time
 * per execution (lower is better), per query and engine. Schema and load are the TPC-H kit's
 * (one DDL file, one generator); a suite adds its queries. Run by {@link SuiteRunner}, not by
 * the throughput runner; only with {@code --workloads NAME}, never under {@code all}.
 */
public abstract class QuerySuite implements Workload {

    /** The queries at scale factor {@code sf} (parameter ranges grow with the data). */
    public abstract List<SuiteQuery> queries(double sf);

    /** Microseconds for key lookups, milliseconds for analytics. */
    public abstract TimeUnitLabel timeUnit();

    /** Schema, load and indexes into {@code c} (holder connection, autocommit on), untimed by the suite. */
    public LoadReport load(Connection c, EngineSpec engine, double sf) throws SQLException {
        return TpchLoader.load(c, sf, EngineSql.writer(engine.kind()));
    }

    @Override
    public String unsupported(EngineSpec engine, int threads) {
        return engine.kind() == EngineKind.FLOOR ? "no in-process floor for query suites" : null;
    }

    @Override
    public List<Integer> threadCounts(List<Integer> requested) {
        return List.of(1);
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public String toString() {
        return name();
    }

    /** How a suite shows time per execution. */
    public enum TimeUnitLabel {
        MICROS("µs", 1e3), MILLIS("ms", 1e6);

        private final String label;
        private final double nanos;

        TimeUnitLabel(String label, double nanos) {
            this.label = label;
            this.nanos = nanos;
        }

        public String label() {
            return label;
        }

        public double fromNanos(double n) {
            return n / nanos;
        }
    }
}

package org.lanin.bench.query;

import java.util.List;
import org.lanin.tpch.TpchQuery;

/**
 * TPC-H's 22 queries with the spec's validation parameters (the kit's PostgreSQL text; H2 and
 * SQLite run the kit's dialect rewrites), over the kit's schema: the spec's primary keys plus
 * indexes on the foreign-key columns, loaded at {@code --sf}.
 */
public final class TpchSuite extends QuerySuite {

    @Override
    public String name() {
        return "tpch";
    }

    @Override
    public String description() {
        return "TPC-H's 22 queries (validation parameters; text in `tpch/src/main/resources/org/lanin/tpch/queries`, "
                + "PostgreSQL's spelling, run unchanged by Lanin, DuckDB and PostgreSQL; H2 and SQLite get the kit's "
                + "`SqlDialect` rewrites) over data from `io.trino.tpch` at the scale factor below, schema "
                + "`tpch/src/main/resources/org/lanin/tpch/schema.sql` (the spec's primary keys, indexes on the "
                + "foreign-key columns). Time per execution, one connection, no parameters.";
    }

    @Override
    public TimeUnitLabel timeUnit() {
        return TimeUnitLabel.MILLIS;
    }

    @Override
    public List<SuiteQuery> queries(double sf) {
        return TpchQuery.ALL.stream()
                .map(q -> new SuiteQuery(q.name(), title(q), q.sql(), SuiteQuery.Params.NONE, q.orderColumns()))
                .toList();
    }

    /** "Pricing Summary Report", from the file's first header line. */
    private static String title(TpchQuery q) {
        String first = q.sql().lines().findFirst().orElse("");
        int comma = first.indexOf(", ");
        int dot = first.indexOf('.', comma + 2);
        return comma < 0 || dot < 0 ? q.name() : first.substring(comma + 2, dot);
    }
}

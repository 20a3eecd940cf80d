package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * One query under the default settings and under settings that steer the planner to other access
 * paths and join methods (index vs sequential scans, hash / merge / nested-loop joins, sorting, the
 * FROM order, literals planned as constants, spilling to temporary files): every plan must return
 * the same rows, in ORDER BY order where there is one. Two more variants fetch the rows through
 * JDBC's maxRows and one at a time (streaming results).
 */
final class PlanSettingsOracle implements Oracle {
    static final List<String> SETTINGS = List.of(
            "SET enable_indexscan = off; SET enable_indexonlyscan = off",
            "SET enable_seqscan = off",
            "SET enable_seqscan = off; SET enable_indexscan = off",
            "SET enable_hashjoin = off",
            "SET enable_hashjoin = off; SET enable_mergejoin = off",
            "SET enable_hashjoin = off; SET enable_nestloop = off",
            "SET enable_mergejoin = off; SET enable_nestloop = off",
            "SET enable_sort = off",
            "SET join_collapse_limit = 1; SET from_collapse_limit = 1",
            "SET enable_seqscan = off; SET enable_hashjoin = off; SET enable_nestloop = off",
            "SET random_page_cost = 50; SET cpu_tuple_cost = 1",
            // literals planned as constants (partition pruning, index bounds at plan time) instead of parameters
            "SET plan_cache_normalise = off",
            "SET plan_cache_normalise = off; SET enable_seqscan = off",
            // hash join batches and sort runs in temporary files (a big table has some thousand rows)
            "SET work_mem = '64kB'",
            "SET work_mem = '64kB'; SET enable_hashjoin = off; SET enable_nestloop = off",
            // GROUP BY and DISTINCT over sorted input (an index's order or a sort), also spilling sorts
            "SET enable_hashagg = off",
            "SET enable_hashagg = off; SET work_mem = '64kB'");

    @Override
    public String name() {
        return "plan";
    }

    /** Variants past the settings: the rows fetched through JDBC's maxRows, or one at a time. */
    private static final int MAX_ROWS = SETTINGS.size();
    private static final int FETCH_ONE = SETTINGS.size() + 1;

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        return new FuzzCase(queries.query(), null, exprs.rnd().nextInt(SETTINGS.size() + 2));
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        Query q = c.query();
        List<List<Object>> expected = dbs.query(Target.LANIN, q.sql());
        Compare.sorted("default plan", q, expected);
        if (c.variant() >= MAX_ROWS) {
            fetched(dbs, c, expected);
            return;
        }
        String settings = SETTINGS.get(c.variant());
        List<List<Object>> actual;
        try {
            for (String s : settings.split("; ")) {
                dbs.execute(Target.LANIN, s);
            }
            actual = dbs.query(Target.LANIN, q.sql());
        } finally {
            dbs.execute(Target.LANIN, "RESET ALL");
        }
        Compare.sorted("plan under " + settings, q, actual);
        Compare.sameResult("default plan vs plan under " + settings, q, expected, actual);
    }

    /**
     * Streaming results: with {@code maxRows} k the rows are the first k of the whole result (where
     * the order is fixed; else some k of them), fetched one at a time all of them.
     */
    private static void fetched(Databases dbs, FuzzCase c, List<List<Object>> all) throws Mismatch, SqlSkip, SqlFault {
        Query q = c.query();
        if (c.variant() == FETCH_ONE) {
            Compare.sameResult("all rows vs rows fetched one at a time", q, all, dbs.query(Target.LANIN, q.sql(), 0, 1));
            return;
        }
        int k = 1 + q.sql().length() % 3;
        List<List<Object>> some = dbs.query(Target.LANIN, q.sql(), k, 0);
        List<List<Object>> expected = all.subList(0, Math.min(k, all.size()));
        if (q.totallyOrdered()) {
            Compare.sameResult("the first " + k + " rows vs maxRows " + k, q, expected, some);
        } else if (some.size() != expected.size() || !Compare.contains(all, some)) {
            throw new Mismatch("maxRows " + k + " returned " + Values.show(some) + " of " + Values.show(all));
        }
    }
}

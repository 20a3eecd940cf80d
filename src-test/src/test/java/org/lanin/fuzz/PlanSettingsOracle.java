package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * One query under the default settings and under settings that steer the planner to other access
 * paths and join methods (index vs sequential scans, hash / merge / nested-loop joins, sorting, the
 * FROM order): every plan must return the same rows, in ORDER BY order where there is one.
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
            "SET work_mem = '64kB'; SET enable_hashjoin = off; SET enable_nestloop = off");

    @Override
    public String name() {
        return "plan";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        return new FuzzCase(queries.query(), null, exprs.rnd().nextInt(SETTINGS.size()));
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        Query q = c.query();
        List<List<Object>> expected = dbs.query(Target.LANIN, q.sql());
        Compare.sorted("default plan", q, expected);
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
}

package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * TLP over GROUP BY: the groups of {@code SELECT keys FROM ... GROUP BY keys} equal the UNION of
 * the groups of the three partitions (SQLancer's TLPGroupByOracle).
 */
final class TlpGroupByOracle implements Oracle {
    @Override
    public String name() {
        return "tlp-groupby";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        List<Expr> keys = queries.groupKeys(f.scope());
        Query q = Query.select(keys, f.items()).withGroupBy(keys);
        return new FuzzCase(q, exprs.condition(f.scope()), 0);
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        List<List<Object>> all = dbs.query(Target.LANIN, c.query().sql());
        List<List<Object>> parts = dbs.query(Target.LANIN, Tlp.partitioned(c.query(), c.p(), "UNION"));
        Compare.sameBag("groups vs the UNION of the partitions' groups", all, parts);
    }
}

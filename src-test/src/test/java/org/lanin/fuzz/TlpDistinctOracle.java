package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * TLP over DISTINCT: {@code SELECT DISTINCT cols FROM ...} equals the UNION (which removes
 * duplicates too) of the three partitions (SQLancer's TLPDistinctOracle).
 */
final class TlpDistinctOracle implements Oracle {
    @Override
    public String name() {
        return "tlp-distinct";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        Query q = Query.select(queries.selectList(f.scope()), f.items()).withDistinct(true);
        return new FuzzCase(q, exprs.condition(f.scope()), 0);
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        List<List<Object>> all = dbs.query(Target.LANIN, c.query().sql());
        List<List<Object>> parts = dbs.query(Target.LANIN, Tlp.partitioned(c.query(), c.p(), "UNION"));
        Compare.sameBag("distinct rows vs the UNION of the partitions", all, parts);
    }
}

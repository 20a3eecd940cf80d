package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * TLP over WHERE: {@code SELECT cols FROM ...} returns the same multiset of rows as the UNION ALL
 * of the query under p, NOT p and p IS NULL (SQLancer's TLPWhereOracle).
 */
final class TlpWhereOracle implements Oracle {
    @Override
    public String name() {
        return "tlp-where";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        Query q = Query.select(queries.selectList(f.scope()), f.items());
        return new FuzzCase(q, exprs.condition(f.scope()), 0);
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        List<List<Object>> all = dbs.query(Target.LANIN, c.query().sql());
        List<List<Object>> parts = dbs.query(Target.LANIN, Tlp.partitioned(c.query(), c.p(), "UNION ALL"));
        Compare.sameBag("rows of the query vs its three partitions", all, parts);
    }
}

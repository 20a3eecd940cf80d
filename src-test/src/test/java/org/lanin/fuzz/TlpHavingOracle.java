package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * TLP over HAVING (SQLancer's TLPHavingOracle): the groups of a grouped query without HAVING are
 * those under HAVING p, HAVING NOT p and HAVING (p) IS NULL together, as a multiset.
 */
final class TlpHavingOracle implements Oracle {
    @Override
    public String name() {
        return "tlp-having";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        List<Expr> keys = exprs.rnd().nextInt(6) == 0 ? List.of() : queries.groupKeys(f.scope());
        List<Expr> items = new ArrayList<>(keys);
        items.add(exprs.aggregate(f.scope()));
        Query q = Query.select(items, f.items()).withGroupBy(keys);
        if (exprs.rnd().nextBoolean()) {
            q = q.withWhere(exprs.predicate(f.scope(), 1));
        }
        Expr p = new HavingGenerator(exprs).predicate(f.scope(), keys, 1 + exprs.rnd().nextInt(2));
        return new FuzzCase(q, p, 0);
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        List<List<Object>> all = dbs.query(Target.LANIN, c.query().sql());
        List<List<Object>> parts = dbs.query(Target.LANIN, Tlp.partitionedHaving(c.query(), c.p()));
        Compare.sameBag("groups vs the groups under HAVING p / NOT p / p IS NULL", all, parts);
    }
}

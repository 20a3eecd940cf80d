package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;
import org.lanin.fuzz.FuzzType.Family;

/**
 * TLP over aggregates (SQLancer's TLPAggregateOracle): {@code SELECT agg(e) FROM ...} equals the
 * aggregate, combined, of the three partitions' aggregates: MIN of MINs, MAX of MAXes, SUM of SUMs
 * and SUM of COUNTs. The combination runs in SQL over a UNION ALL in FROM.
 */
final class TlpAggregateOracle implements Oracle {
    private static final String[] AGGREGATES = {"min", "max", "sum", "count"};

    @Override
    public String name() {
        return "tlp-aggregate";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        String agg = AGGREGATES[exprs.rnd().nextInt(AGGREGATES.length)];
        Family family = agg.equals("sum") ? Family.NUMBER : f.scope().someFamily(exprs.rnd());
        if (family == Family.BOOLEAN && !agg.equals("count")) {
            family = Family.NUMBER;
        }
        Expr arg = exprs.value(family, f.scope(), exprs.rnd().nextInt(2));
        Expr call = agg.equals("count") && exprs.rnd().nextInt(3) == 0
                ? Expr.aggregate(Family.NUMBER, "count(*)")
                : Expr.aggregate(agg.equals("count") ? Family.NUMBER : family, agg + "($0)", arg);
        Query q = Query.select(List.of(call), f.items());
        return new FuzzCase(q, exprs.condition(f.scope()), 0);
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        Expr call = c.query().select().get(0);
        String agg = call.template().substring(0, call.template().indexOf('('));
        String combine = agg.equals("count") ? "sum" : agg;
        Query inner = c.query().withSelect(List.of(Expr.op(call.type(), "$0 AS agg", call)));
        List<List<Object>> all = dbs.query(Target.LANIN, c.query().sql());
        List<List<Object>> parts = dbs.query(Target.LANIN,
                "SELECT " + combine + "(agg) FROM (" + Tlp.partitioned(inner, c.p(), "UNION ALL") + ") AS tlp");
        Compare.sameBag(agg + " vs " + combine + " over the partitions", all, parts);
    }
}

package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * Non-optimizing Reference Engine Construction (Rigger and Su, ESEC/FSE 2020): the rows that
 * {@code WHERE p} keeps, which the optimizer may push into scans, joins and index conditions, are
 * counted against p evaluated once per row in the select list, where nothing can optimise it:
 * {@code SELECT sum(CASE WHEN p THEN 1 ELSE 0 END) FROM ...}. Variant 0 counts with
 * {@code count(*)}, variant 1 fetches the rows and counts them here.
 */
final class NoRecOracle implements Oracle {
    @Override
    public String name() {
        return "norec";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        Query q = Query.select(queries.selectList(f.scope()), f.items());
        return new FuzzCase(q, exprs.condition(f.scope()), exprs.rnd().nextInt(2));
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        Query q = c.query();
        long optimised;
        if (c.variant() == 0) {
            optimised = Compare.count(dbs.query(Target.LANIN,
                    "SELECT count(*) FROM " + q.fromSql() + " WHERE " + c.p().sql()));
        } else {
            optimised = dbs.query(Target.LANIN, q.withWhere(c.p()).sql()).size();
        }
        List<List<Object>> reference = dbs.query(Target.LANIN,
                "SELECT sum(CASE WHEN " + c.p().sql() + " THEN 1 ELSE 0 END) FROM " + q.fromSql());
        long expected = Compare.count(reference);
        if (optimised != expected) {
            throw new Mismatch("WHERE p kept " + optimised + " rows, p evaluated per row is true for " + expected);
        }
    }
}

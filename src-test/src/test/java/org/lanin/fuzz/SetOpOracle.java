package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * Set operations against multiset arithmetic: {@code Q op (Q WHERE p)} for op EXCEPT ALL,
 * INTERSECT ALL, EXCEPT or INTERSECT (the variant) must return what the same operation computes
 * here from the rows of Q and of Q WHERE p (SQL's rules: ALL keeps min / difference of the counts,
 * without ALL the result is a set; NULLs are equal to each other).
 */
final class SetOpOracle implements Oracle {
    private static final String[] OPS = {"EXCEPT ALL", "INTERSECT ALL", "EXCEPT", "INTERSECT"};

    @Override
    public String name() {
        return "setop";
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        QueryGenerator.From f = queries.from();
        Query q = Query.select(queries.selectList(f.scope()), f.items());
        return new FuzzCase(q, exprs.condition(f.scope()), exprs.rnd().nextInt(OPS.length));
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        String op = OPS[c.variant()];
        List<List<Object>> all = dbs.query(Target.LANIN, c.query().sql());
        List<List<Object>> some = dbs.query(Target.LANIN, c.query().withWhere(c.p()).sql());
        List<List<Object>> actual = dbs.query(Target.LANIN, c.query().sql() + " " + op + " " + c.query().withWhere(c.p()).sql());
        Compare.sameBag(op + " vs the same operation on the two results", expected(op, all, some), actual);
    }

    /** {@code op} computed over the two row lists (rows in {@code left}'s order). */
    static List<List<Object>> expected(String op, List<List<Object>> left, List<List<Object>> right) {
        Map<List<Object>, Integer> l = Values.bag(left);
        Map<List<Object>, Integer> r = Values.bag(right);
        boolean except = op.startsWith("EXCEPT");
        boolean keepAll = op.endsWith("ALL");
        Map<List<Object>, Integer> out = new HashMap<>();
        for (Map.Entry<List<Object>, Integer> e : l.entrySet()) {
            int inRight = r.getOrDefault(e.getKey(), 0);
            int n = except ? (keepAll ? e.getValue() - inRight : inRight == 0 ? 1 : 0)
                    : (keepAll ? Math.min(e.getValue(), inRight) : inRight > 0 ? 1 : 0);
            if (n > 0) {
                out.put(e.getKey(), n);
            }
        }
        List<List<Object>> rows = new ArrayList<>();
        for (List<Object> row : new LinkedHashSet<>(left)) {
            for (int i = 0; i < out.getOrDefault(row, 0); i++) {
                rows.add(row);
            }
        }
        return rows;
    }
}

package org.lanin.planner.cost;

import java.util.List;
import java.util.function.IntFunction;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * The fraction of rows a condition keeps (PostgreSQL's clause_selectivity with selfuncs.c's
 * defaults): equality 1/distinct values (a unique column: one row), an inequality a third, a
 * range pair on one column 0.005, IS NULL the NULL fraction, LIKE with a fixed prefix like a
 * range, IN lists the sum of their equalities, AND the product, OR the union. Columns are looked
 * up by position through {@code columns} (null: not a base table's column, defaults apply).
 */
public final class ClauseSelectivity {
    public static final double DEFAULT_EQ_SEL = 0.005;
    public static final double DEFAULT_INEQ_SEL = 1.0 / 3;
    public static final double DEFAULT_RANGE_INEQ_SEL = 0.005;
    public static final double DEFAULT_MATCH_SEL = 0.005;
    public static final double DEFAULT_UNK_SEL = 0.005;
    public static final double DEFAULT_BOOL_SEL = 0.5;

    private final IntFunction<ColumnFacts> columns;

    public ClauseSelectivity(IntFunction<ColumnFacts> columns) {
        this.columns = columns;
    }

    /** Selectivity of the conjunction of {@code conjuncts} (range pairs on one column recognised). */
    public double ofAll(List<BoundExpr> conjuncts) {
        double s = 1;
        java.util.Map<Integer, Integer> ineqPerColumn = new java.util.HashMap<>();
        for (BoundExpr c : conjuncts) {
            Integer col = ineqColumn(c);
            if (col != null) {
                ineqPerColumn.merge(col, 1, Integer::sum);
            }
        }
        java.util.Set<Integer> rangeDone = new java.util.HashSet<>();
        for (BoundExpr c : conjuncts) {
            Integer col = ineqColumn(c);
            if (col != null && ineqPerColumn.get(col) >= 2) {
                // a < col AND col < b: PostgreSQL's addRangeClause treats the pair as one range
                if (rangeDone.add(col)) {
                    s *= DEFAULT_RANGE_INEQ_SEL;
                }
                continue;
            }
            s *= of(c);
        }
        return clamp(s);
    }

    public double of(BoundExpr e) {
        if (e instanceof Literal l) {
            return Boolean.TRUE.equals(l.value()) ? 1 : 0;
        }
        if (e instanceof Logic l) {
            if (l.and()) {
                return ofAll(l.args());
            }
            double s = 0;
            for (BoundExpr a : l.args()) {
                double x = of(a);
                s = s + x - s * x;
            }
            return clamp(s);
        }
        if (e instanceof Not n) {
            return clamp(1 - of(n.input()));
        }
        if (e instanceof Compare c) {
            return compare(c);
        }
        return other(e);
    }

    private double other(BoundExpr e) {
        if (e instanceof IsNull n) {
            ColumnFacts f = facts(n.input());
            double nullSel = f == null ? DEFAULT_UNK_SEL : f.notNull() ? 0 : Math.max(f.nullFraction(), 0.0);
            if (f != null && !f.notNull() && f.nullFraction() == 0) {
                nullSel = DEFAULT_UNK_SEL;
            }
            return n.negated() ? 1 - nullSel : nullSel;
        }
        if (e instanceof InList in) {
            double one = equality(in.input(), null);
            double s = Math.min(1, one * in.list().size());
            return in.negated() ? 1 - s : s;
        }
        if (e instanceof Like l) {
            double s = l.pattern() instanceof Literal p && p.value() instanceof String text
                    ? likeSelectivity(l.input(), text) : DEFAULT_MATCH_SEL;
            return l.negated() ? 1 - s : s;
        }
        if (e instanceof ColumnRef) {
            return DEFAULT_BOOL_SEL;
        }
        if (e instanceof Distinct d) {
            double s = equality(d.left(), d.right());
            return d.negated() ? s : 1 - s;
        }
        if (e instanceof Exists || e instanceof InSubquery) {
            return DEFAULT_BOOL_SEL;
        }
        return DEFAULT_INEQ_SEL;
    }

    private double compare(Compare c) {
        if (c.op() == CompareOp.EQ) {
            return equality(c.left(), c.right());
        }
        if (c.op() == CompareOp.NE) {
            return clamp(1 - equality(c.left(), c.right()));
        }
        return DEFAULT_INEQ_SEL;
    }

    /** {@code a = b}: a join clause between two columns, or a column against a value. */
    private double equality(BoundExpr a, BoundExpr b) {
        ColumnFacts fa = facts(a);
        ColumnFacts fb = b == null ? null : facts(b);
        if (fa != null && fb != null && BoundExprs.readsColumns(a) && BoundExprs.readsColumns(b)) {
            // eqjoinsel without statistics: 1 / max(nd1, nd2)
            return clamp(1 / Math.max(fa.distinct(), fb.distinct()));
        }
        ColumnFacts f = fa != null ? fa : fb;
        if (f == null) {
            return DEFAULT_EQ_SEL;
        }
        return clamp((1 - f.nullFraction()) / Math.max(1, f.distinct()));
    }

    private double likeSelectivity(BoundExpr input, String pattern) {
        int i = 0;
        while (i < pattern.length() && pattern.charAt(i) != '%' && pattern.charAt(i) != '_' && pattern.charAt(i) != '\\') {
            i++;
        }
        if (i == pattern.length()) {
            return equality(input, null);
        }
        if (i == 0) {
            return DEFAULT_MATCH_SEL * 10;
        }
        // a fixed prefix: a range on the column, narrower the longer the prefix
        return clamp(Math.max(DEFAULT_MATCH_SEL, Math.pow(0.2, i)));
    }

    /** The facts of {@code e} when it is a base-table column (through casts), else null. */
    public ColumnFacts facts(BoundExpr e) {
        while (e instanceof Cast c) {
            e = c.input();
        }
        return e instanceof ColumnRef ref ? columns.apply(ref.index()) : null;
    }

    private static Integer ineqColumn(BoundExpr c) {
        if (!(c instanceof Compare cmp) || cmp.op() == CompareOp.EQ || cmp.op() == CompareOp.NE) {
            return null;
        }
        if (cmp.left() instanceof ColumnRef l && !BoundExprs.readsColumns(cmp.right())) {
            return l.index();
        }
        if (cmp.right() instanceof ColumnRef r && !BoundExprs.readsColumns(cmp.left())) {
            return r.index();
        }
        return null;
    }

    static double clamp(double s) {
        return Double.isNaN(s) ? DEFAULT_INEQ_SEL : Math.max(1e-9, Math.min(1, s));
    }
}

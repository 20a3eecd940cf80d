package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.BoundIndexExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * Whether a query's restrictions imply a partial index's WHERE (PostgreSQL's predtest.c,
 * predicate_implied_by, for the cases that matter in practice): every conjunct of the predicate must
 * follow from one restriction, by being the same expression, by a strict comparison, IN list or
 * IS NOT NULL implying {@code x IS NOT NULL}, or by B-tree range reasoning between comparisons of
 * the same expression with constants of one type ({@code x = 5} and {@code x > 3} imply
 * {@code x >= 1}); an OR in the predicate follows when one of its arms does. Anything else is
 * "not proven", so the index is not used: never a wrong answer, at worst a missed index.
 */
public final class IndexPredicates {
    private IndexPredicates() {
    }

    /** True for an index that is not partial, or whose WHERE the restrictions of its relation (at {@code offset}) imply. */
    public static boolean usable(IndexDef ix, int offset, List<BoundExpr> restrictions) {
        BoundIndexExprs b = BoundIndexExprs.of(ix);
        if (b == null || b.predicate() == null) {
            return true;
        }
        List<BoundExpr> have = new ArrayList<>();
        for (BoundExpr r : restrictions) {
            conjuncts(BoundIndexExprs.canonical(r, 0), have);
        }
        for (BoundExpr want : conjuncts(b.predicate(), offset)) {
            if (have.stream().noneMatch(h -> implies(h, want))) {
                return false;
            }
        }
        return true;
    }

    /** The predicate's conjuncts over the relation at {@code offset}, names stripped. */
    static List<BoundExpr> conjuncts(BoundExpr predicate, int offset) {
        List<BoundExpr> out = new ArrayList<>();
        conjuncts(BoundIndexExprs.canonical(predicate, offset), out);
        return out;
    }

    private static void conjuncts(BoundExpr e, List<BoundExpr> out) {
        if (e instanceof BoundExpr.Logic l && l.and()) {
            l.args().forEach(a -> conjuncts(a, out));
        } else {
            out.add(e);
        }
    }

    static boolean implies(BoundExpr r, BoundExpr c) {
        if (r.equals(c)) {
            return true;
        }
        if (c instanceof BoundExpr.Logic l && !l.and()) {
            return l.args().stream().anyMatch(arm -> implies(r, arm));
        }
        if (c instanceof BoundExpr.IsNull n && n.negated()) {
            return strictOn(r, n.input());
        }
        return c instanceof Compare want && r instanceof Compare have && rangeImplies(have, want);
    }

    /** Whether {@code r} can only be true when {@code x} is not null (a strict operator on it). */
    private static boolean strictOn(BoundExpr r, BoundExpr x) {
        if (r instanceof BoundExpr.IsNull n) {
            return n.negated() && n.input().equals(x);
        }
        if (r instanceof Compare cmp) {
            return cmp.left().equals(x) || cmp.right().equals(x);
        }
        if (r instanceof BoundExpr.InList in) {
            return !in.negated() && in.input().equals(x);
        }
        if (r instanceof BoundExpr.Like like) {
            return like.input().equals(x);
        }
        return false;
    }

    /** {@code x op2 k2} implies {@code x op1 k1}, for constants of one type (btree's strategy table). */
    private static boolean rangeImplies(Compare have, Compare want) {
        Compare h = normalised(have);
        Compare w = normalised(want);
        if (h == null || w == null || !h.left().equals(w.left())) {
            return false;
        }
        BoundExpr.Literal k2 = (BoundExpr.Literal) h.right();
        BoundExpr.Literal k1 = (BoundExpr.Literal) w.right();
        if (k1.value() == null || k2.value() == null || k1.type().kind() != k2.type().kind()) {
            return false;
        }
        int cmp = ValueComparators.nullsLast(k1.type()).compare(k2.value(), k1.value());
        CompareOp o2 = h.op();
        CompareOp o1 = w.op();
        if (o2 == CompareOp.EQ) {
            return o1.test(cmp);
        }
        if (o2 == CompareOp.GT || o2 == CompareOp.GE) { // mirror: x > k2 is -x < -k2
            o2 = o2.flip();
            o1 = o1.flip();
            cmp = -cmp;
        }
        if (o2 != CompareOp.LT && o2 != CompareOp.LE) {
            return false;
        }
        boolean strict = o2 == CompareOp.LT;
        return switch (o1) {
            case LT -> cmp < 0 || cmp == 0 && strict;
            case LE -> cmp <= 0;
            case NE -> cmp < 0 || cmp == 0 && strict;
            default -> false;
        };
    }

    /** The comparison as (expression op constant), or null when neither side is a constant. */
    private static Compare normalised(Compare c) {
        if (c.right() instanceof BoundExpr.Literal && !(c.left() instanceof BoundExpr.Literal)) {
            return c;
        }
        if (c.left() instanceof BoundExpr.Literal && !(c.right() instanceof BoundExpr.Literal)) {
            return new Compare(c.op().flip(), c.right(), c.left());
        }
        return null;
    }
}

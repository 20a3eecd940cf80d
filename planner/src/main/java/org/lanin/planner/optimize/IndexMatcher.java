package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.CompareOp;
import org.lanin.planner.physical.IndexBounds;

/**
 * Matches conditions to a B-tree's leading columns (PostgreSQL's match_clause_to_indexcol for
 * the B-tree operators): equality on a prefix of the key columns, then at most one lower and
 * one upper bound on the next column. A condition qualifies when one side is exactly the column
 * and the other a value of the same type that {@code isValue} accepts: constants and
 * parameters for a plain scan, also expressions over a nest loop's outer relations for a
 * parameterised one.
 */
final class IndexMatcher {
    /** Bounds found and the conditions they enforce; {@code equalities} leading columns pinned. */
    record Match(IndexBounds bounds, List<BoundExpr> used, int equalities) {
    }

    private IndexMatcher() {
    }

    /** The bounds of {@code index} over a relation at scope {@code offset}, or null when none. */
    static Match match(IndexDef index, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue) {
        List<BoundExpr> eq = new ArrayList<>();
        List<BoundExpr> used = new ArrayList<>();
        BoundExpr lo = null;
        BoundExpr hi = null;
        boolean loIncl = true;
        boolean hiIncl = true;
        for (int attnum : index.attnums()) {
            int pos = offset + attnum - 1;
            Bound e = find(conds, pos, CompareOp.EQ, isValue, used);
            if (e != null) {
                eq.add(e.value());
                used.add(e.condition());
                continue;
            }
            for (CompareOp op : new CompareOp[] {CompareOp.GT, CompareOp.GE}) {
                Bound b = lo == null ? find(conds, pos, op, isValue, used) : null;
                if (b != null) {
                    lo = b.value();
                    loIncl = op == CompareOp.GE;
                    used.add(b.condition());
                }
            }
            for (CompareOp op : new CompareOp[] {CompareOp.LT, CompareOp.LE}) {
                Bound b = hi == null ? find(conds, pos, op, isValue, used) : null;
                if (b != null) {
                    hi = b.value();
                    hiIncl = op == CompareOp.LE;
                    used.add(b.condition());
                }
            }
            break;
        }
        if (used.isEmpty()) {
            return null;
        }
        List<BoundExpr> low = null;
        List<BoundExpr> high = null;
        if (!eq.isEmpty() || lo != null) {
            low = new ArrayList<>(eq);
            if (lo != null) {
                low.add(lo);
            }
        }
        if (!eq.isEmpty() || hi != null) {
            high = new ArrayList<>(eq);
            if (hi != null) {
                high.add(hi);
            }
        }
        return new Match(new IndexBounds(low, lo == null || loIncl, high, hi == null || hiIncl), used, eq.size());
    }

    private record Bound(BoundExpr condition, BoundExpr value) {
    }

    private static Bound find(List<BoundExpr> conds, int pos, CompareOp op, Predicate<BoundExpr> isValue,
                              List<BoundExpr> used) {
        for (BoundExpr c : conds) {
            if (!(c instanceof Compare cmp) || used.contains(c)) {
                continue;
            }
            BoundExpr value = null;
            BoundExpr column = null;
            if (isColumn(cmp.left(), pos) && cmp.op() == op && isValue.test(cmp.right())) {
                value = cmp.right();
                column = cmp.left();
            } else if (isColumn(cmp.right(), pos) && cmp.op().flip() == op && isValue.test(cmp.left())) {
                value = cmp.left();
                column = cmp.right();
            }
            if (value != null && sameKind(value.type().kind(), column.type().kind())) {
                return new Bound(c, value);
            }
        }
        return null;
    }

    /** Keys compare by the column's type: the value must already be of that type. */
    private static boolean sameKind(TypeKind value, TypeKind column) {
        return value == column;
    }

    private static boolean isColumn(BoundExpr e, int pos) {
        return e instanceof ColumnRef c && c.index() == pos;
    }

    /** Constants, parameters and casts of them: values a scan can compute before it starts. */
    static boolean rowIndependent(BoundExpr e) {
        if (e instanceof BoundExpr.Literal || e instanceof BoundExpr.Param || e instanceof BoundExpr.OuterRef
                || e instanceof BoundExpr.ExecParam || e instanceof BoundExpr.Clock) {
            return true;
        }
        if (e instanceof BoundExpr.Cast c) {
            return rowIndependent(c.input());
        }
        if (e instanceof BoundExpr.Negate n) {
            return rowIndependent(n.input());
        }
        return false;
    }
}

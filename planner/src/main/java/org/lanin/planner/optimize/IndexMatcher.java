package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.type.KeyRounding;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
import org.lanin.planner.expr.BoundIndexExprs;
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
    /**
     * Bounds found; {@code used} the conditions they enforce exactly, {@code lossy} those they only
     * narrow (cross-type comparisons, whose rows the scan must still filter); {@code equalities}
     * leading columns pinned.
     */
    record Match(IndexBounds bounds, List<BoundExpr> used, List<BoundExpr> lossy, int equalities) {
        /** Every condition the bounds were built from. */
        List<BoundExpr> all() {
            List<BoundExpr> out = new ArrayList<>(used);
            out.addAll(lossy);
            return out;
        }
    }

    private IndexMatcher() {
    }

    /** The bounds of {@code index} over a relation at scope {@code offset}, or null when none. */
    static Match match(IndexDef index, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue) {
        return match(index, offset, conds, isValue, null);
    }

    /**
     * The same, also taking one {@code col IN (values)} as array keys on the column after the
     * equality prefix when {@code slots} gives exec param slots (a scan once per value). The
     * match's {@code equalities} then count only the columns before the array's, so an ORDER BY
     * must start at the array's column or before it.
     */
    static Match match(IndexDef index, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue,
                       java.util.function.IntSupplier slots) {
        if (index.method().bitmapOnly()) {
            return null; // GinMatcher's business (GIN and GiST): its tree holds extracted keys, not column values
        }
        Match m = matchBtree(index, offset, conds, isValue, slots);
        if (m != null && index.method().isHash()
                && (!m.lossy().isEmpty() || m.equalities() < index.attnums().length || m.bounds().arrayKeys() != null)) {
            return null; // a hash index answers equality only (no ranges, no rounded cross-type keys)
        }
        return m;
    }

    private static Match matchBtree(IndexDef index, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue,
                                    java.util.function.IntSupplier slots) {
        IndexBounds.ArrayKeys array = null;
        List<BoundExpr> eq = new ArrayList<>();
        List<BoundExpr> used = new ArrayList<>();
        List<BoundExpr> lossy = new ArrayList<>();
        BoundExpr lo = null;
        BoundExpr hi = null;
        boolean loIncl = true;
        boolean hiIncl = true;
        BoundIndexExprs exprs = BoundIndexExprs.of(index);
        for (int k = 0; k < index.attnums().length; k++) {
            int attnum = index.attnums()[k];
            if (attnum == 0) { // an expression column: only equality and ranges on the same expression
                BoundExpr key = BoundIndexExprs.canonical(exprs.keys().get(k), offset);
                Bound e = findExpr(conds, key, CompareOp.EQ, isValue, used);
                if (e != null) {
                    eq.add(e.value());
                    used.add(e.condition());
                    continue;
                }
                Bound gt = findExpr(conds, key, CompareOp.GT, isValue, used);
                Bound b = gt != null ? gt : findExpr(conds, key, CompareOp.GE, isValue, used);
                if (b != null) {
                    lo = b.value();
                    loIncl = gt == null;
                    used.add(b.condition());
                }
                Bound lt = findExpr(conds, key, CompareOp.LT, isValue, used);
                b = lt != null ? lt : findExpr(conds, key, CompareOp.LE, isValue, used);
                if (b != null) {
                    hi = b.value();
                    hiIncl = lt == null;
                    used.add(b.condition());
                }
                break;
            }
            int pos = offset + attnum - 1;
            Bound e = find(conds, pos, CompareOp.EQ, isValue, used);
            BoundExpr.InList in = e == null && slots != null && array == null ? findIn(conds, pos, isValue, used) : null;
            if (in != null) {
                array = new IndexBounds.ArrayKeys(eq.size(), slots.getAsInt(), in.list());
                eq.add(new BoundExpr.ExecParam(array.slot(), in.input().type()));
                used.add(in);
                continue;
            }
            BoundExpr.Call any = e == null && slots != null && array == null ? findAny(conds, pos, isValue, used) : null;
            if (any != null) {
                array = new IndexBounds.ArrayKeys(eq.size(), slots.getAsInt(), List.of(any.args().get(1)), true);
                eq.add(new BoundExpr.ExecParam(array.slot(), any.args().get(0).type()));
                used.add(any);
                continue;
            }
            if (e != null && !e.lossy()) {
                eq.add(e.value());
                used.add(e.condition());
                continue;
            }
            if (e != null) {
                // a cross-type equality: the range between the value rounded down and up, re-checked
                lo = e.value();
                hi = e.upper();
                lossy.add(e.condition());
                break;
            }
            for (CompareOp op : new CompareOp[] {CompareOp.GT, CompareOp.GE}) {
                Bound b = lo == null ? find(conds, pos, op, isValue, used) : null;
                if (b != null) {
                    lo = b.value();
                    loIncl = op == CompareOp.GE || b.lossy();
                    (b.lossy() ? lossy : used).add(b.condition());
                }
            }
            for (CompareOp op : new CompareOp[] {CompareOp.LT, CompareOp.LE}) {
                Bound b = hi == null ? find(conds, pos, op, isValue, used) : null;
                if (b != null) {
                    hi = b.lossy() ? b.upper() : b.value();
                    hiIncl = op == CompareOp.LE || b.lossy();
                    (b.lossy() ? lossy : used).add(b.condition());
                }
            }
            break;
        }
        if (used.isEmpty() && lossy.isEmpty()) {
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
        return new Match(new IndexBounds(low, lo == null || loIncl, high, hi == null || hiIncl, array), used, lossy,
                array == null ? eq.size() : array.column());
    }

    /** {@code key op value} (or flipped) where key is an index expression, the value of its type. */
    private static Bound findExpr(List<BoundExpr> conds, BoundExpr key, CompareOp op, Predicate<BoundExpr> isValue,
                                  List<BoundExpr> used) {
        for (BoundExpr c : conds) {
            if (!(c instanceof Compare cmp) || used.contains(c)) {
                continue;
            }
            BoundExpr value = null;
            if (cmp.op() == op && isValue.test(cmp.right()) && BoundIndexExprs.canonical(cmp.left(), 0).equals(key)) {
                value = cmp.right();
            } else if (cmp.op().flip() == op && isValue.test(cmp.left())
                    && BoundIndexExprs.canonical(cmp.right(), 0).equals(key)) {
                value = cmp.left();
            }
            if (value != null && sameKind(value.type().kind(), key.type().kind())) {
                return new Bound(c, value, value, false);
            }
        }
        return null;
    }

    /** {@code col IN (values)} on the column at {@code pos}, every value a key of its type. */
    private static BoundExpr.InList findIn(List<BoundExpr> conds, int pos, Predicate<BoundExpr> isValue,
                                           List<BoundExpr> used) {
        for (BoundExpr c : conds) {
            if (c instanceof BoundExpr.InList in && !in.negated() && !used.contains(c)
                    && in.input() instanceof ColumnRef col && col.index() == pos && !in.list().isEmpty()
                    && in.list().stream().allMatch(v -> isValue.test(v) && sameKind(v.type().kind(), col.type().kind()))) {
                return in;
            }
        }
        return null;
    }

    /** {@code col = ANY (array)} on the column at {@code pos}, the array's elements keys of the column's type. */
    private static BoundExpr.Call findAny(List<BoundExpr> conds, int pos, Predicate<BoundExpr> isValue,
                                          List<BoundExpr> used) {
        for (BoundExpr c : conds) {
            if (c instanceof BoundExpr.Call call && org.lanin.planner.func.ArrayFunction.isEqualsAny(call.function())
                    && !used.contains(c) && call.args().get(0) instanceof ColumnRef col && col.index() == pos
                    && isValue.test(call.args().get(1))
                    && sameKind(call.args().get(1).type().elementType().kind(), col.type().kind())) {
                return call;
            }
        }
        return null;
    }

    /** A condition on the column and its value as a key; a lossy one also gives the value rounded up. */
    private record Bound(BoundExpr condition, BoundExpr value, BoundExpr upper, boolean lossy) {
    }

    private static Bound find(List<BoundExpr> conds, int pos, CompareOp op, Predicate<BoundExpr> isValue,
                              List<BoundExpr> used) {
        for (BoundExpr c : conds) {
            if (!(c instanceof Compare cmp) || used.contains(c)) {
                continue;
            }
            BoundExpr value = null;
            BoundExpr column = null;
            if (columnOf(cmp.left(), pos) != null && cmp.op() == op && isValue.test(cmp.right())) {
                value = cmp.right();
                column = cmp.left();
            } else if (columnOf(cmp.right(), pos) != null && cmp.op().flip() == op && isValue.test(cmp.left())) {
                value = cmp.left();
                column = cmp.right();
            }
            if (value == null) {
                continue;
            }
            ColumnRef col = columnOf(column, pos);
            if (column == col && sameKind(value.type().kind(), col.type().kind())) {
                return new Bound(c, value, value, false);
            }
            Bound cross = crossType(c, col, value);
            if (cross != null) {
                return cross;
            }
        }
        return null;
    }

    /**
     * {@code CAST(col AS wider) op value}: the value as keys of the column's type, rounded down and
     * up (PostgreSQL searches with the cross-type operator; the condition is re-checked).
     */
    private static Bound crossType(BoundExpr condition, ColumnRef col, BoundExpr value) {
        TypeKind c = col.type().kind();
        TypeKind v = value.type().kind();
        if (c.isIntegral() && v.isIntegral() && rank(v) < rank(c)) {
            return null; // the column cast to a narrower type: not a widening comparison
        }
        KeyRounding down = KeyRounding.of(value.type(), col.type(), false);
        KeyRounding up = KeyRounding.of(value.type(), col.type(), true);
        if (down == null) {
            return null;
        }
        BoundExpr lo = new BoundExpr.Call(down, List.of(value), col.type());
        BoundExpr hi = new BoundExpr.Call(up, List.of(value), col.type());
        return new Bound(condition, lo, hi, true);
    }

    private static int rank(TypeKind k) {
        return k == TypeKind.SMALLINT ? 1 : k == TypeKind.INTEGER ? 2 : 3;
    }

    /** Keys compare by the column's type: the value must be of that type (the text types share one order). */
    private static boolean sameKind(TypeKind value, TypeKind column) {
        return value == column || value.isText() && column.isText() && value != TypeKind.CHAR && column != TypeKind.CHAR;
    }

    /** The column at {@code pos} when {@code e} is it, or it under casts to wider types; else null. */
    private static ColumnRef columnOf(BoundExpr e, int pos) {
        BoundExpr x = e;
        while (x instanceof BoundExpr.Cast c) {
            x = c.input();
        }
        return x instanceof ColumnRef c && c.index() == pos ? c : null;
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

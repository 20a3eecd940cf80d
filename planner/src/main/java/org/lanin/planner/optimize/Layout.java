package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * Where a plan node's row holds each scope position: relations' columns side by side in the
 * path's relation order. Expressions bound over the scope space are renumbered to the row they
 * run over; one holding a correlated subquery is instead evaluated over the scope row rebuilt
 * from it ({@link BoundExpr.Rebased}), since the subquery reads its outer row by scope position.
 */
final class Layout {
    private final int[] physical;
    private final int width;
    private final List<String> names;
    private java.util.Map<Integer, BoundExpr> virtual = java.util.Map.of();

    private Layout(int[] physical, int width, List<String> names) {
        this.physical = physical;
        this.width = width;
        this.names = names;
    }

    /** Virtual columns (definitions over the scope space) a rebuilt scope row must compute. */
    Layout withVirtual(java.util.Map<Integer, BoundExpr> definitions) {
        this.virtual = definitions;
        return this;
    }

    /** The layout of relations {@code relOrder} (indexes into {@code rels}) over a scope space of {@code spaceWidth}. */
    static Layout of(int[] relOrder, List<Rel> rels, int spaceWidth, boolean qualify) {
        int[] map = new int[spaceWidth];
        Arrays.fill(map, -1);
        List<String> names = new ArrayList<>();
        int pos = 0;
        for (int r : relOrder) {
            Rel rel = rels.get(r);
            for (int i = 0; i < rel.width(); i++) {
                if (rel.offset() + i < spaceWidth) {
                    map[rel.offset() + i] = pos;
                }
                String n = i < rel.columnNames().size() ? rel.columnNames().get(i) : "?column?";
                names.add(qualify && rel.alias() != null ? rel.alias() + "." + n : n);
                pos++;
            }
        }
        return new Layout(map, pos, names);
    }

    /** Row width of the node. */
    int width() {
        return width;
    }

    List<String> names() {
        return names;
    }

    /** Where scope position {@code pos} is in the row, or -1. */
    int at(int pos) {
        return pos < physical.length ? physical[pos] : -1;
    }

    BoundExpr apply(BoundExpr e) {
        if (e == null) {
            return null;
        }
        if (BoundExprs.hasCorrelatedSubquery(e)) {
            List<Integer> at = new ArrayList<>();
            List<BoundExpr> computed = new ArrayList<>();
            for (var v : virtual.entrySet()) {
                if (v.getKey() < physical.length && BoundExprs.columnsWithin(v.getValue(), p -> at(p) >= 0)) {
                    at.add(v.getKey());
                    computed.add(apply(v.getValue()));
                }
            }
            return new BoundExpr.Rebased(e, physical.clone(), physical.length,
                    at.stream().mapToInt(Integer::intValue).toArray(), computed);
        }
        return BoundExprs.transform(e, x -> x instanceof BoundExpr.ColumnRef c ? renumbered(c) : x);
    }

    private BoundExpr renumbered(BoundExpr.ColumnRef c) {
        int to = at(c.index());
        if (to < 0) {
            throw new org.lanin.engine.error.EngineBug("planner placed a condition below column " + c.name()
                    + " (scope position " + c.index() + ")");
        }
        return to == c.index() ? c : new BoundExpr.ColumnRef(to, c.type(), c.name(), c.table());
    }

    List<BoundExpr> apply(List<BoundExpr> es) {
        List<BoundExpr> out = new ArrayList<>(es.size());
        for (BoundExpr e : es) {
            out.add(apply(e));
        }
        return out;
    }

    /** The conjunction of {@code es}, renumbered; null when empty. */
    BoundExpr conjunction(List<BoundExpr> es) {
        if (es.isEmpty()) {
            return null;
        }
        List<BoundExpr> r = apply(es);
        return r.size() == 1 ? r.get(0) : new BoundExpr.Logic(true, r);
    }

    /** True when the row is exactly the scope positions {@code [0, n)} in order. */
    boolean isIdentity(int n) {
        if (width != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (physical[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** The inverse mapping: for each row position, the scope position it holds. */
    int[] sources() {
        int[] s = new int[physical.length];
        for (int i = 0; i < physical.length; i++) {
            s[i] = physical[i];
        }
        return s;
    }
}

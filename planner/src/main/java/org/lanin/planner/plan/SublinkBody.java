package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.session.ColumnInfo;

/**
 * An EXISTS or IN subquery as the optimizer may pull it up into a semi or anti join: its bound
 * FROM clause and WHERE (positions from 0, outer columns as OuterRefs) and its select list, when
 * it is a plain SELECT without grouping, aggregates, DISTINCT, LIMIT or window functions
 * ({@code from} non-null); else only its plan and columns (an uncorrelated IN may still join with
 * it as a derived relation).
 */
record SublinkBody(BoundFrom from, BoundExpr where, List<BoundExpr> select, PhysicalNode root,
                   List<ColumnInfo> columns, DataType castTo, boolean ordered) {

    static SublinkBody derived(PhysicalNode root, List<ColumnInfo> columns) {
        return new SublinkBody(null, null, List.of(), root, columns, null, false);
    }

    SublinkBody withRoot(PhysicalNode newRoot, List<ColumnInfo> cols) {
        return new SublinkBody(from, where, select, newRoot, cols, castTo, ordered);
    }

    /** The IN comparison is in another type than the subquery's column: its value gets this cast. */
    SublinkBody castOutput(DataType type) {
        return new SublinkBody(from, where, select, root, columns, type, ordered);
    }

    /** True when the FROM and WHERE can join the outer query: nothing in them reads another row by position. */
    boolean flattenable() {
        if (from == null) {
            return false;
        }
        if (where != null && BoundExprs.hasCorrelatedSubquery(where)) {
            return false;
        }
        for (BoundExpr q : from.quals()) {
            if (BoundExprs.hasSubquery(q)) {
                return false;
            }
        }
        for (BoundExpr s : select) {
            if (BoundExprs.hasSubquery(s)) {
                return false;
            }
        }
        return !hasOuterRefs(from);
    }

    /** ON conditions of the subquery's own joins that read the outer query (PostgreSQL's LATERAL-like case). */
    private static boolean hasOuterRefs(BoundFrom f) {
        for (org.lanin.planner.optimize.Rel r : f.rels()) {
            if (r.derived() instanceof org.lanin.planner.physical.FunctionScanNode fs && fs.readsOuterRow()
                    || r.derived() instanceof org.lanin.planner.physical.SubqueryScanNode ss && ss.readsOuterRow()) {
                return true;
            }
        }
        return hasOuterRefs(f.tree());
    }

    private static boolean hasOuterRefs(org.lanin.planner.optimize.JoinTreeNode t) {
        if (t instanceof org.lanin.planner.optimize.JoinTreeNode.Qual q) {
            for (BoundExpr e : q.conditions()) {
                if (containsOuterRef(e) || BoundExprs.hasSubquery(e)) {
                    return true;
                }
            }
            return hasOuterRefs(q.input());
        }
        if (t instanceof org.lanin.planner.optimize.JoinTreeNode.Join j) {
            for (BoundExpr e : j.on()) {
                if (containsOuterRef(e) || BoundExprs.hasSubquery(e)) {
                    return true;
                }
            }
            return hasOuterRefs(j.left()) || hasOuterRefs(j.right());
        }
        return false;
    }

    static boolean containsOuterRef(BoundExpr e) {
        if (e instanceof BoundExpr.OuterRef) {
            return true;
        }
        for (BoundExpr c : BoundExprs.children(e)) {
            if (containsOuterRef(c)) {
                return true;
            }
        }
        return false;
    }
}

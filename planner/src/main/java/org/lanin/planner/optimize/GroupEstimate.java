package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.planner.cost.SelectivityColumn;
import org.lanin.planner.cost.SelectivityGroups;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * How many groups a GROUP BY or DISTINCT over a planned FROM clause forms (selfuncs.c's
 * estimate_num_groups): every key is reduced to the columns it reads (a virtual column to the
 * columns of its definition, as PostgreSQL sees a pulled-up subquery's output through its
 * translation), each column counts its ANALYZE n_distinct among the rows its table keeps after
 * its restrictions, and {@link SelectivityGroups} combines them per table. A key that reads no
 * column (a constant) does not multiply the groups. A column with nothing known about it (a
 * derived table's output) counts PostgreSQL's default of 200 distinct values, or its rows when
 * fewer.
 */
public final class GroupEstimate {
    /** Rows assumed of a column's relation when it is unknown: more than the default distinct count, so that applies. */
    private static final double UNKNOWN_ROWS = 1.0e9;

    private final JoinProblem problem;
    private final ScanPaths scans;

    GroupEstimate(JoinProblem problem, JoinRequest request) {
        this.problem = problem;
        this.scans = new ScanPaths(problem, request);
    }

    /** Groups formed by {@code keys} (bound over the FROM clause's scope) over {@code inputRows} rows. */
    public double groups(List<BoundExpr> keys, double inputRows) {
        BitSet columns = new BitSet();
        for (BoundExpr k : keys) {
            addColumns(k, columns, 0);
        }
        List<SelectivityGroups.GroupColumn> group = new ArrayList<>();
        for (int pos = columns.nextSetBit(0); pos >= 0; pos = columns.nextSetBit(pos + 1)) {
            group.add(column(pos));
        }
        return SelectivityGroups.numGroups(group, inputRows);
    }

    private void addColumns(BoundExpr e, BitSet out, int depth) {
        BitSet read = BoundExprs.columns(e);
        for (int pos = read.nextSetBit(0); pos >= 0; pos = read.nextSetBit(pos + 1)) {
            BoundExpr def = problem.from.virtualColumns().get(pos);
            if (def != null && depth < 8) {
                addColumns(def, out, depth + 1);
            } else {
                out.set(pos);
            }
        }
    }

    /**
     * Whether column {@code column} of a derived table's plan holds no value twice: the only key of
     * its GROUP BY or the only column of its DISTINCT, seen through filters, sorts, limits and
     * projections of plain columns (PostgreSQL's examine_simple_variable marks such a subquery
     * output unique, so its distinct count is its rows).
     */
    private static boolean distinctOutput(org.lanin.planner.physical.PhysicalNode node, int column, int depth) {
        if (node == null || depth > 16) {
            return false;
        }
        if (node instanceof org.lanin.planner.physical.AggregateNode a) {
            return a.groupKeys() == 1 && column == 0;
        }
        if (node instanceof org.lanin.planner.physical.SortedUniqueNode u) {
            return u.keyColumns().length == 1 && u.keyColumns()[0] == column;
        }
        if (node instanceof org.lanin.planner.physical.ProjectNode p) {
            return column < p.exprs().size() && p.exprs().get(column) instanceof BoundExpr.ColumnRef ref
                    && distinctOutput(p.input(0), ref.index(), depth + 1);
        }
        if (node instanceof org.lanin.planner.physical.FilterNode || node instanceof org.lanin.planner.physical.SortNode
                || node instanceof org.lanin.planner.physical.LimitNode
                || node instanceof org.lanin.planner.physical.SubqueryScanNode) {
            return distinctOutput(node.input(0), column, depth + 1);
        }
        return false;
    }

    private SelectivityGroups.GroupColumn column(int position) {
        int rel = problem.from.relOf(position);
        if (rel < 0) {
            // unknown provenance: a relation of its own with the default distinct count
            return new SelectivityGroups.GroupColumn(position, UNKNOWN_ROWS,
                    new SelectivityColumn(null, org.lanin.engine.type.DataType.TEXT, UNKNOWN_ROWS, false));
        }
        double rows = scans.rows(rel);
        Rel r = problem.rels.get(rel);
        SelectivityColumn c = r.isTable() ? problem.factsAt(position) : null;
        if (c == null) {
            double tuples = Math.max(1, problem.tableRows(rel));
            boolean unique = !r.isTable() && distinctOutput(r.derived(), position - r.offset(), 0);
            c = new SelectivityColumn(null, org.lanin.engine.type.DataType.TEXT, tuples, unique);
        }
        return new SelectivityGroups.GroupColumn(rel, Math.min(rows, Math.max(1, c.relTuples())), c);
    }
}

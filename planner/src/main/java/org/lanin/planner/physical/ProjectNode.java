package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.ProjectOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * Computes output columns from each input row (a select list, a column reordering). PostgreSQL
 * evaluates target lists inside the node below, so EXPLAIN does not show this node; subqueries
 * in the expressions are shown under the node's input instead.
 */
public final class ProjectNode extends PhysicalNode {
    private final List<BoundExpr> exprs;
    private final RowExpr[] compiled;
    /** Per output column the input position it copies, -1: computed; null when none is a copy. */
    private final int[] copies;
    /** Shown as PostgreSQL's Result: a projection it keeps as a node of its own (postponed volatile columns). */
    private final boolean shown;

    public ProjectNode(PhysicalNode input, List<BoundExpr> exprs) {
        this(input, exprs, false);
    }

    /** A projection EXPLAIN shows as a Result node over its input. */
    public static ProjectNode shownAsResult(PhysicalNode input, List<BoundExpr> exprs) {
        return new ProjectNode(input, exprs, true);
    }

    private ProjectNode(PhysicalNode input, List<BoundExpr> exprs, boolean shown) {
        super(List.of(input));
        this.shown = shown;
        this.exprs = List.copyOf(exprs);
        this.compiled = ExprCompiler.compileAll(exprs);
        this.copies = copies(this.exprs);
        estimated(input.estimate());
    }

    private static int[] copies(List<BoundExpr> exprs) {
        int[] out = new int[exprs.size()];
        boolean any = false;
        for (int i = 0; i < out.length; i++) {
            out[i] = exprs.get(i) instanceof BoundExpr.ColumnRef c ? c.index() : -1;
            any |= out[i] >= 0;
        }
        return any ? out : null;
    }

    /** A projection from closures only (positions copied, values computed elsewhere). */
    public static ProjectNode ofColumns(PhysicalNode input, int[] positions, List<org.lanin.engine.type.DataType> types) {
        java.util.ArrayList<BoundExpr> refs = new java.util.ArrayList<>();
        for (int i = 0; i < positions.length; i++) {
            refs.add(new BoundExpr.ColumnRef(positions[i], types.get(i), "", ""));
        }
        return new ProjectNode(input, refs);
    }

    public List<BoundExpr> exprs() {
        return exprs;
    }

    /** True when the projection only copies input columns, in order, keeping the first n. */
    public boolean isPrefixOfInput() {
        for (int i = 0; i < exprs.size(); i++) {
            if (!(exprs.get(i) instanceof BoundExpr.ColumnRef c) || c.index() != i) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String nodeName() {
        return "Result";
    }

    @Override
    public boolean shownInExplain() {
        return shown;
    }

    @Override
    public List<SubqueryPlan> subplans() {
        java.util.ArrayList<SubqueryPlan> out = new java.util.ArrayList<>();
        for (BoundExpr e : exprs) {
            BoundExprs.collectSubqueries(e, out);
        }
        return out;
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new ProjectOperator(inputs[0], compiled, copies);
    }
}

package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.ProjectSetOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SetFunctionBody;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.SubqueryPlan;
import org.lanin.planner.func.SetReturningFunction;

/**
 * PostgreSQL's ProjectSet: the input row's first {@code passThrough} columns followed by one
 * column per set-returning call, the calls run in lockstep ({@link ProjectSetOperator}). The
 * calls' arguments read the input row and hold no set-returning call themselves (nested calls
 * get a ProjectSet of their own below this one).
 */
public final class ProjectSetNode extends PhysicalNode {
    /** PostgreSQL's guess at the rows of a set-returning call whose size it cannot know. */
    private static final double ROWS_PER_CALL = 10;
    private final int passThrough;
    private final List<BoundExpr.Call> calls;

    public ProjectSetNode(PhysicalNode input, int passThrough, List<BoundExpr.Call> calls) {
        super(List.of(input));
        this.passThrough = passThrough;
        this.calls = List.copyOf(calls);
        Estimate in = input.estimate();
        estimated(new Estimate(in.rows() * ROWS_PER_CALL, in.startupCost(),
                in.totalCost() + in.rows() * ROWS_PER_CALL * 0.01 * calls.size(), in.width()));
    }

    @Override
    public String nodeName() {
        return "ProjectSet";
    }

    @Override
    public List<SubqueryPlan> subplans() {
        List<SubqueryPlan> out = new ArrayList<>();
        for (BoundExpr e : calls) {
            BoundExprs.collectSubqueries(e, out);
        }
        return out;
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        RowExpr[][] args = new RowExpr[calls.size()][];
        SetFunctionBody[] bodies = new SetFunctionBody[calls.size()];
        for (int i = 0; i < calls.size(); i++) {
            args[i] = ExprCompiler.compileAll(calls.get(i).args());
            bodies[i] = ((SetReturningFunction) calls.get(i).function()).body();
        }
        return new ProjectSetOperator(inputs[0], passThrough, args, bodies);
    }
}

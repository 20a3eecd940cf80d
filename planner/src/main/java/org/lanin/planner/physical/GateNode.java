package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.GateOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.QualCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * PostgreSQL's gating Result over a plan: conditions that read no column of any relation (a
 * pseudoconstant, such as {@code $1 = $2} from literals the plan cache turned into parameters)
 * are checked once per execution before the input runs.
 */
public final class GateNode extends PhysicalNode {
    private final BoundExpr condition;
    private final RowExpr compiled;

    public GateNode(PhysicalNode input, BoundExpr condition) {
        super(List.of(input));
        this.condition = condition;
        this.compiled = QualCompiler.compile(condition);
    }

    @Override
    public String nodeName() {
        return "Result";
    }

    @Override
    public void explain(ExplainProperties out) {
        out.add("One-Time Filter", ExprText.render(condition, out.names(List.of())));
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return Subplans.of(condition);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return GateOperator.of(inputs[0], compiled);
    }
}

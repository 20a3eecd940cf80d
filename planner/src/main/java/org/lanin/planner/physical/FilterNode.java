package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.FilterOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * A condition over rows that no node below could take (over a subquery's or function's output,
 * HAVING over an aggregate). EXPLAIN shows it as PostgreSQL shows a qual on a Result node.
 */
public final class FilterNode extends PhysicalNode {
    private final BoundExpr condition;
    private final List<String> columnNames;
    private final RowExpr compiled;

    public FilterNode(PhysicalNode input, BoundExpr condition, List<String> columnNames) {
        super(List.of(input));
        this.condition = condition;
        this.columnNames = List.copyOf(columnNames);
        this.compiled = org.lanin.planner.compile.QualCompiler.compile(condition);
    }

    public BoundExpr condition() {
        return condition;
    }

    @Override
    public String nodeName() {
        return "Result";
    }

    @Override
    public void explain(ExplainProperties out) {
        out.add("Filter", ExprText.render(condition, out.names(columnNames)));
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return Subplans.of(condition);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new FilterOperator(inputs[0], compiled);
    }
}

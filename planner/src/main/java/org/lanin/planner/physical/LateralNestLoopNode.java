package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.LateralJoinOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * A Nested Loop whose inner side (a LATERAL subquery or a function scan over the outer row) is
 * re-run for every outer row, PostgreSQL's parameterised subquery or function scan; see
 * {@link LateralJoinOperator}. {@code filter}: the ON condition over the joined row, or null.
 */
public final class LateralNestLoopNode extends PhysicalNode {
    private final boolean left;
    private final BoundExpr filter;
    private final List<String> names;
    private final RowExpr compiled;

    public LateralNestLoopNode(PhysicalNode outer, PhysicalNode inner, boolean left, BoundExpr filter, List<String> names) {
        super(List.of(outer, inner));
        this.left = left;
        this.filter = filter;
        this.names = List.copyOf(names);
        this.compiled = filter == null ? null : ExprCompiler.compile(filter);
    }

    @Override
    public String nodeName() {
        return left ? "Nested Loop Left Join" : "Nested Loop";
    }

    @Override
    public String jsonType() {
        return "Nested Loop";
    }

    @Override
    public void explain(ExplainProperties out) {
        if (filter != null) {
            out.add("Join Filter", ExprText.render(filter, out.names(names)));
        }
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new LateralJoinOperator(inputs[0], inputs[1], compiled, left);
    }
}

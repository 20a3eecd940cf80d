package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.UniqueKeysOperator;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * The first row per distinct key (PostgreSQL shows such a node as a HashAggregate with a Group
 * Key): a semi join's inner side made unique on the join keys, so it can lead an inner join.
 */
public final class UniqueKeysNode extends PhysicalNode {
    private final List<BoundExpr> keys;
    private final List<String> columnNames;
    private final RowExpr[] compiled;

    public UniqueKeysNode(PhysicalNode input, List<BoundExpr> keys, List<String> columnNames) {
        super(List.of(input));
        this.keys = List.copyOf(keys);
        this.columnNames = List.copyOf(columnNames);
        this.compiled = ExprCompiler.compileAll(keys);
    }

    @Override
    public String nodeName() {
        return "HashAggregate";
    }

    @Override
    public String jsonType() {
        return "Aggregate";
    }

    @Override
    public void explain(ExplainProperties out) {
        List<String> text = new ArrayList<>();
        for (BoundExpr k : keys) {
            text.add(ExprText.render(k, out.names(columnNames)));
        }
        out.add("Group Key", text);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new UniqueKeysOperator(inputs[0], compiled);
    }
}

package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.LimitOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;

/** OFFSET then LIMIT, both evaluated when the node opens (they may be parameters). */
public final class LimitNode extends PhysicalNode {
    private final RowExpr count;
    private final RowExpr offset;

    public LimitNode(PhysicalNode input, RowExpr count, RowExpr offset) {
        super(List.of(input));
        this.count = count;
        this.offset = offset;
    }

    @Override
    public String nodeName() {
        return "Limit";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new LimitOperator(inputs[0], count, offset);
    }
}

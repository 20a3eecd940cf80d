package org.lanin.planner.physical;

import java.util.List;
import java.util.function.Function;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * Window functions over sorted input (PostgreSQL's WindowAgg). The operator is built by the
 * window planner's closure, which holds the partition and order keys and the functions.
 */
public final class WindowAggNode extends PhysicalNode {
    private final Function<Operator, Operator> operator;

    public WindowAggNode(PhysicalNode input, Function<Operator, Operator> operator) {
        super(List.of(input));
        this.operator = operator;
    }

    @Override
    public String nodeName() {
        return "WindowAgg";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return operator.apply(inputs[0]);
    }
}

package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.DistinctOperator;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/** DISTINCT and UNION: drops rows equal to one already returned (hashing whole rows). */
public final class UniqueNode extends PhysicalNode {
    public UniqueNode(PhysicalNode input) {
        super(List.of(input));
    }

    @Override
    public String nodeName() {
        return "Unique";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new DistinctOperator(inputs[0]);
    }
}

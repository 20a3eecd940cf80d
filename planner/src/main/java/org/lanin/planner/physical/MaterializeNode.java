package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.MaterializeOperator;
import org.lanin.engine.exec.Operator;

/** Keeps its input's rows after the first pass so a nest loop's rescans replay them. */
public final class MaterializeNode extends PhysicalNode {
    public MaterializeNode(PhysicalNode input) {
        super(List.of(input));
    }

    @Override
    public String nodeName() {
        return "Materialize";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new MaterializeOperator(inputs[0]);
    }
}

package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.AppendOperator;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/** The rows of each input in turn (UNION ALL). */
public final class AppendNode extends PhysicalNode {
    public AppendNode(List<PhysicalNode> inputs) {
        super(inputs);
    }

    @Override
    public String nodeName() {
        return "Append";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new AppendOperator(inputs);
    }
}

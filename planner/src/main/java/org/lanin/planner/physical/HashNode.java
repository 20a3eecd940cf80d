package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/** The build input of a hash join (PostgreSQL's Hash node): its rows are what the join hashes. */
public final class HashNode extends PhysicalNode {
    public HashNode(PhysicalNode input) {
        super(List.of(input));
    }

    @Override
    public String nodeName() {
        return "Hash";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return inputs[0];
    }
}

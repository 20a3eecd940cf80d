package org.lanin.planner.physical;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.partition.PartitionAppendOperator;

/**
 * A partitioned table's leaves that survive plan-time pruning, read in turn in the root's layout;
 * with run-time pruning ({@code prune} non-null) the leaves are pruned again with parameter
 * values when the node opens, as PostgreSQL's "Subplans Removed".
 */
public final class PartitionAppendNode extends PhysicalNode {
    private final int[] leafOf;
    private final Function<ExecContext, BitSet> prune;
    private final int width;

    public PartitionAppendNode(List<PhysicalNode> leaves, int[] leafOf, Function<ExecContext, BitSet> prune, int width) {
        super(leaves);
        this.leafOf = leafOf;
        this.prune = prune;
        this.width = width;
    }

    @Override
    public String nodeName() {
        return "Append";
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Run-time Pruning", prune != null);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new PartitionAppendOperator(inputs, leafOf, prune, width);
    }
}

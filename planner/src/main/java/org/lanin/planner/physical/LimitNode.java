package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.LimitOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;

/**
 * OFFSET then LIMIT, both evaluated when the node opens (they may be parameters); with
 * {@code tieKeys} (FETCH ... WITH TIES) rows equal to the last one on those keys follow it.
 */
public final class LimitNode extends PhysicalNode {
    private final RowExpr count;
    private final RowExpr offset;
    private final RowExpr[] tieKeys;
    private final java.util.Comparator<Object>[] tieComparators;

    public LimitNode(PhysicalNode input, RowExpr count, RowExpr offset) {
        this(input, count, offset, null, null);
    }

    public LimitNode(PhysicalNode input, RowExpr count, RowExpr offset, RowExpr[] tieKeys,
                     java.util.Comparator<Object>[] tieComparators) {
        super(List.of(input));
        this.count = count;
        this.offset = offset;
        this.tieKeys = tieKeys;
        this.tieComparators = tieComparators;
    }

    @Override
    public String nodeName() {
        return "Limit";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return tieKeys == null ? new LimitOperator(inputs[0], count, offset)
                : new LimitOperator(inputs[0], count, offset, tieKeys, tieComparators);
    }
}

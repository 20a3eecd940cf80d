package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.TupleSlotOperator;
import org.lanin.engine.exec.TupleSource;

/**
 * The target table's scan under UPDATE ... FROM and DELETE ... USING: each row carries the heap
 * version it came from in one extra column (PostgreSQL's ctid junk column), so the join above
 * can hand the version to the modification. Not shown by EXPLAIN.
 */
public final class TupleSlotNode extends PhysicalNode {
    public TupleSlotNode(PhysicalNode scan) {
        super(List.of(scan));
        estimated(scan.estimate());
    }

    @Override
    public String nodeName() {
        return "Result";
    }

    @Override
    public boolean shownInExplain() {
        return false;
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new TupleSlotOperator((TupleSource) inputs[0]);
    }
}

package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RecursiveUnionOperator;

/**
 * WITH RECURSIVE: the non-recursive term, then the recursive term run again and again over the
 * rows the previous round produced (the work table named by {@code key}) until none come.
 */
public final class RecursiveUnionNode extends PhysicalNode {
    private final Object key;
    private final boolean all;

    public RecursiveUnionNode(PhysicalNode nonRecursive, PhysicalNode recursive, Object key, boolean all) {
        super(List.of(nonRecursive, recursive));
        this.key = key;
        this.all = all;
    }

    @Override
    public String nodeName() {
        return "Recursive Union";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new RecursiveUnionOperator(inputs[0], inputs[1], key, all);
    }
}

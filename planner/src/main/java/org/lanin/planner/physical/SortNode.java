package org.lanin.planner.physical;

import java.util.Comparator;
import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortOperator;

/** Orders its input by key closures and comparators; {@code keyText} is EXPLAIN's "Sort Key". */
public final class SortNode extends PhysicalNode {
    private final RowExpr[] keys;
    private final Comparator<Object>[] comparators;
    private final List<String> keyText;
    private final int[] dropped;

    public SortNode(PhysicalNode input, RowExpr[] keys, Comparator<Object>[] comparators, List<String> keyText) {
        this(input, keys, comparators, keyText, new int[0]);
    }

    /** {@code dropped}: positions of the input's rows nobody above reads, not kept by the sort. */
    public SortNode(PhysicalNode input, RowExpr[] keys, Comparator<Object>[] comparators, List<String> keyText,
                    int[] dropped) {
        super(List.of(input));
        this.dropped = dropped.clone();
        this.keys = keys;
        this.comparators = comparators;
        this.keyText = List.copyOf(keyText);
    }

    @Override
    public String nodeName() {
        return "Sort";
    }

    @Override
    public void explain(ExplainProperties out) {
        if (!keyText.isEmpty()) {
            out.add("Sort Key", keyText);
        }
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        Operator in = dropped.length == 0 ? inputs[0] : new org.lanin.engine.exec.TrimOperator(inputs[0], dropped);
        return new SortOperator(in, keys, comparators);
    }
}

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

    public SortNode(PhysicalNode input, RowExpr[] keys, Comparator<Object>[] comparators, List<String> keyText) {
        super(List.of(input));
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
        return new SortOperator(inputs[0], keys, comparators);
    }
}

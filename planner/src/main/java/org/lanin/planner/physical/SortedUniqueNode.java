package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.UniqueOperator;

/**
 * PostgreSQL's Unique over input sorted on {@code keyColumns}: the first row of each group of
 * equal keys (SELECT DISTINCT ON; SELECT DISTINCT with every column a key). EXPLAIN shows it as "Unique", as PostgreSQL does.
 */
public final class SortedUniqueNode extends PhysicalNode {
    private final int[] keyColumns;

    public SortedUniqueNode(PhysicalNode input, int[] keyColumns) {
        super(List.of(input));
        this.keyColumns = keyColumns.clone();
    }

    /** The columns whose equal values make rows duplicates. */
    public int[] keyColumns() {
        return keyColumns.clone();
    }

    @Override
    public String nodeName() {
        return "Unique";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new UniqueOperator(inputs[0], keyColumns);
    }
}

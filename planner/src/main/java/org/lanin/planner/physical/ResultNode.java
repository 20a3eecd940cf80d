package org.lanin.planner.physical;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.ValuesOperator;

/**
 * PostgreSQL's Result without input: one empty row (a SELECT without FROM), or no rows of
 * {@code width} columns when a constant condition is false ("One-Time Filter: false").
 */
public final class ResultNode extends PhysicalNode {
    private final boolean empty;
    private final int width;

    private ResultNode(boolean empty, int width) {
        this.empty = empty;
        this.width = width;
    }

    public static ResultNode oneRow() {
        return new ResultNode(false, 0);
    }

    public static ResultNode noRows(int width) {
        return new ResultNode(true, width);
    }

    @Override
    public String nodeName() {
        return "Result";
    }

    @Override
    public void explain(ExplainProperties out) {
        if (empty) {
            out.add("One-Time Filter", "false");
        }
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return empty ? new ValuesOperator(new RowExpr[0][], width) : new ValuesOperator(new RowExpr[][] {{}}, 0);
    }
}

package org.lanin.planner.physical;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.ValuesOperator;

/** The rows of a VALUES list, each expression evaluated as the row is returned. */
public final class ValuesScanNode extends PhysicalNode {
    private final RowExpr[][] rows;
    private final int width;

    public ValuesScanNode(RowExpr[][] rows, int width) {
        this.rows = rows;
        this.width = width;
    }

    @Override
    public String nodeName() {
        return "Values Scan";
    }

    @Override
    public String target() {
        return " on \"*VALUES*\"";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new ValuesOperator(rows, width);
    }
}

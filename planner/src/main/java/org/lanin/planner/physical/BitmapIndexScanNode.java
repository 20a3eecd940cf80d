package org.lanin.planner.physical;

import java.util.Map;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.GinBitmapOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * PostgreSQL's Bitmap Index Scan on a GIN index: the TIDs matching {@code condition}
 * ({@code column op value}, over the table's row) as one-column rows, for the
 * {@link BitmapHeapScanNode} above it.
 */
public final class BitmapIndexScanNode extends PhysicalNode {
    private final IndexDef index;
    private final ScanTarget target;
    private final BoundExpr condition;
    private final String op;
    private final BoundExpr value;

    public BitmapIndexScanNode(IndexDef index, ScanTarget target, BoundExpr condition, String op, BoundExpr value) {
        this.index = index;
        this.target = target;
        this.condition = condition;
        this.op = op;
        this.value = value;
    }

    public IndexDef index() {
        return index;
    }

    @Override
    public String nodeName() {
        return "Bitmap Index Scan";
    }

    @Override
    public String target() {
        return " on " + org.lanin.engine.catalog.Namespace.nameOf(index.name());
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Index Name", org.lanin.engine.catalog.Namespace.nameOf(index.name()));
    }

    @Override
    public void explain(ExplainProperties out) {
        out.add("Index Cond", ExprText.render(condition, out.names(target.columnNames())));
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new GinBitmapOperator(index, op, ExprCompiler.compile(value));
    }
}

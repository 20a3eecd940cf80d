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
 * PostgreSQL's Bitmap Index Scan on a GIN index: the TIDs matching {@code column op value} as
 * one-column rows, for the {@link BitmapHeapScanNode} above it (which rechecks the restriction as written).
 */
public final class BitmapIndexScanNode extends PhysicalNode {
    private final IndexDef index;
    private final ScanTarget target;
    private final BoundExpr key;
    private final String op;
    private final BoundExpr value;

    public BitmapIndexScanNode(IndexDef index, ScanTarget target, BoundExpr key, String op, BoundExpr value) {
        this.key = key;
        this.index = index;
        this.target = target;
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

    /**
     * The condition with the indexed column (or expression) on the left, as PostgreSQL shows an index qual
     * ({@code '{a}' @> tags} reads {@code tags <@ '{a}'}); the heap node shows it as written.
     */
    @Override
    public void explain(ExplainProperties out) {
        ExprText.Names names = out.names(target.columnNames());
        out.add("Index Cond", "(" + ExprText.render(key, names) + " " + op + " " + ExprText.render(value, names) + ")");
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new GinBitmapOperator(index, op, ExprCompiler.compile(value));
    }
}

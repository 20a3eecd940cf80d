package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.GinBitmapOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * PostgreSQL's Bitmap Index Scan on a GIN or GiST index: the TIDs matching {@code column op value} (or
 * several such conditions ANDed, on any of the index's key columns) as
 * one-column rows, for the {@link BitmapHeapScanNode} above it (which rechecks the restriction as written).
 */
public final class BitmapIndexScanNode extends PhysicalNode {
    /** One condition the scan answers: {@code key op value}, {@code key} the index's key column {@code column}. */
    public record Cond(int column, BoundExpr key, String op, BoundExpr value) {
    }

    private final IndexDef index;
    private final ScanTarget target;
    private final List<Cond> conds;

    public BitmapIndexScanNode(IndexDef index, ScanTarget target, BoundExpr key, String op, BoundExpr value) {
        this(index, target, List.of(new Cond(0, key, op, value)));
    }

    /** A scan answering several conditions ANDed (on any key columns of the index). */
    public BitmapIndexScanNode(IndexDef index, ScanTarget target, List<Cond> conds) {
        this.index = index;
        this.target = target;
        this.conds = List.copyOf(conds);
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
        ExprText.Names names = out.names(target.qualNames());
        List<String> parts = new java.util.ArrayList<>();
        for (Cond c : conds) {
            parts.add("(" + ExprText.render(c.key(), names) + " " + c.op() + " " + ExprText.render(c.value(), names) + ")");
        }
        out.add("Index Cond", parts.size() == 1 ? parts.get(0) : "(" + String.join(" AND ", parts) + ")");
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        int[] columns = new int[conds.size()];
        String[] ops = new String[conds.size()];
        org.lanin.engine.exec.RowExpr[] values = new org.lanin.engine.exec.RowExpr[conds.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = conds.get(i).column();
            ops[i] = conds.get(i).op();
            values[i] = ExprCompiler.compile(conds.get(i).value());
        }
        if (index.gist() != null) {
            return new org.lanin.engine.exec.GistBitmapOperator(index, ops, values);
        }
        return new GinBitmapOperator(index, columns, ops, values);
    }
}

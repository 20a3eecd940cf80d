package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ArrayKeysScanOperator;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.IndexScanOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * A B-tree range scan (PostgreSQL's Index Scan / Index Only Scan), forward or backward, with the
 * conjuncts the range does not enforce as a filter over the table row. Bounds may read values a
 * nest loop passes in ({@link BoundExpr.ExecParam}): then each rescan descends for a new key.
 */
public final class IndexScanNode extends PhysicalNode {
    private final TableDef table;
    private final IndexDef index;
    private final ScanTarget target;
    private final IndexBounds bounds;
    private final BoundExpr filter;
    private final boolean backward;
    private final boolean indexOnly;
    private final RowExpr[] low;
    private final RowExpr[] high;
    private final RowExpr compiledFilter;
    private final RowExpr[] arrayValues;

    public IndexScanNode(TableDef table, IndexDef index, ScanTarget target, IndexBounds bounds, BoundExpr filter,
                         boolean backward, boolean indexOnly) {
        this.table = table;
        this.index = index;
        this.target = target;
        this.bounds = bounds;
        this.filter = filter;
        this.backward = backward;
        this.indexOnly = indexOnly;
        this.low = bounds.compiledLow();
        this.high = bounds.compiledHigh();
        this.compiledFilter = org.lanin.planner.compile.QualCompiler.compile(filter);
        this.arrayValues = bounds.compiledArrayValues();
    }

    public TableDef table() {
        return table;
    }

    public IndexDef index() {
        return index;
    }

    public IndexBounds bounds() {
        return bounds;
    }

    public BoundExpr filter() {
        return filter;
    }

    public boolean backward() {
        return backward;
    }

    public boolean indexOnly() {
        return indexOnly;
    }

    /** The same scan reading the heap (for plans that lock or modify the rows it returns). */
    public IndexScanNode withHeap() {
        if (!indexOnly) {
            return this;
        }
        IndexScanNode n = new IndexScanNode(table, index, target, bounds, filter, backward, false);
        n.estimated(estimate());
        return n;
    }

    @Override
    public String nodeName() {
        return indexOnly ? "Index Only Scan" : "Index Scan";
    }

    @Override
    public String target() {
        return (backward ? " Backward" : "") + " using " + index.name() + target.onText();
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Scan Direction", backward ? "Backward" : "Forward");
        json.put("Index Name", index.name());
        target.identity(json);
    }

    @Override
    public void explain(ExplainProperties out) {
        ExprText.Names names = out.names(target.qualNames());
        if (!bounds.isUnbounded()) {
            List<String> keyNames = new ArrayList<>();
            for (int k = 0; k < index.attnums().length; k++) {
                int a = index.attnums()[k];
                keyNames.add(a > 0 ? target.qualNames().get(a - 1) : bare(index.exprs().keyText()[k]));
            }
            out.add("Index Cond", bounds.text(keyNames, names));
        }
        if (filter != null) {
            out.add("Filter", ExprText.render(filter, names));
        }
    }

    /** An expression key as EXPLAIN shows it: without the parentheses pg_get_indexdef adds around a non-call. */
    private static String bare(String keyText) {
        return keyText.startsWith("(") && keyText.endsWith(")") ? keyText.substring(1, keyText.length() - 1) : keyText;
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return Subplans.of(filter);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        IndexScanOperator op = new IndexScanOperator(table, index, low, bounds.lowInclusive(), high,
                bounds.highInclusive(), compiledFilter, backward);
        IndexScanOperator scan = indexOnly ? op.indexOnly() : op;
        if (arrayValues == null) {
            return scan;
        }
        int key = bounds.arrayKeys().column();
        int column = index.attnums()[key] - 1;
        // the values in the tree's order: reversed where the index keeps that column descending
        return new ArrayKeysScanOperator(scan, bounds.arrayKeys().slot(), arrayValues,
                SortKey.ascending(table.columns().get(column).type().kind()), backward != index.descending(key),
                bounds.arrayKeys().expand());
    }
}

package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.BitmapHeapScanOperator;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * PostgreSQL's Bitmap Heap Scan over one {@link BitmapIndexScanNode}: the heap versions of the
 * TIDs it returns, the index condition rechecked on each ("Recheck Cond": GIN lookups are lossy)
 * and the other conjuncts as "Filter".
 */
public final class BitmapHeapScanNode extends PhysicalNode {
    private final TableDef table;
    private final ScanTarget target;
    private final BoundExpr recheck;
    private final BoundExpr filter;
    private final RowExpr compiledRecheck;
    private final RowExpr compiledFilter;

    public BitmapHeapScanNode(TableDef table, ScanTarget target, BitmapIndexScanNode index, BoundExpr recheck,
                              BoundExpr filter) {
        super(List.of(index));
        this.table = table;
        this.target = target;
        this.recheck = recheck;
        this.filter = filter;
        this.compiledRecheck = org.lanin.planner.compile.QualCompiler.compile(recheck);
        this.compiledFilter = org.lanin.planner.compile.QualCompiler.compile(filter);
    }

    public TableDef table() {
        return table;
    }

    public BoundExpr filter() {
        return filter;
    }

    @Override
    public String nodeName() {
        return "Bitmap Heap Scan";
    }

    @Override
    public String target() {
        return target.onText();
    }

    @Override
    public void identity(Map<String, Object> json) {
        target.identity(json);
    }

    @Override
    public void explain(ExplainProperties out) {
        ExprText.Names names = out.names(target.qualNames());
        out.add("Recheck Cond", ExprText.render(recheck, names));
        if (filter != null) {
            out.add("Filter", ExprText.render(filter, names));
        }
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return Subplans.of(filter);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new BitmapHeapScanOperator(table, inputs[0], compiledRecheck, compiledFilter);
    }
}

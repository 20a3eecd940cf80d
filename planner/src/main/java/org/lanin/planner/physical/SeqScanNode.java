package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SeqScanOperator;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * Every visible version of a table, filtered by the conjuncts pushed down to it. A parallel one
 * (PostgreSQL's Parallel Seq Scan) is one participant's share under a {@link GatherNode}; its filter
 * is parallel-safe (see the optimizer's ParallelSafety).
 */
public final class SeqScanNode extends PhysicalNode {
    private final TableDef table;
    private final ScanTarget target;
    private final BoundExpr filter;
    private final RowExpr compiledFilter;
    private final boolean parallel;

    public SeqScanNode(TableDef table, ScanTarget target, BoundExpr filter) {
        this(table, target, filter, false);
    }

    public SeqScanNode(TableDef table, ScanTarget target, BoundExpr filter, boolean parallel) {
        this.table = table;
        this.target = target;
        this.filter = filter;
        this.compiledFilter = org.lanin.planner.compile.QualCompiler.compile(filter);
        this.parallel = parallel;
    }

    /** Whether this is one participant's share of a parallel scan. */
    public boolean parallel() {
        return parallel;
    }

    public TableDef table() {
        return table;
    }

    public BoundExpr filter() {
        return filter;
    }

    @Override
    public String nodeName() {
        return parallel ? "Parallel Seq Scan" : "Seq Scan";
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
        if (filter != null) {
            out.add("Filter", ExprText.render(filter, out.names(target.qualNames())));
        }
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return Subplans.of(filter);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new SeqScanOperator(table, compiledFilter, parallel);
    }
}

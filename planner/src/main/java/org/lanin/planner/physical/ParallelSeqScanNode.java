package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.ParallelSeqScanOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * PostgreSQL's Parallel Seq Scan: under a {@link GatherNode}, each participant reads the pages it
 * claims and applies the pushed-down filter; together they return every visible row once. Its
 * filter is parallel-safe (see the optimizer's ParallelSafety).
 */
public final class ParallelSeqScanNode extends PhysicalNode {
    private final TableDef table;
    private final ScanTarget target;
    private final BoundExpr filter;
    private final RowExpr compiledFilter;

    public ParallelSeqScanNode(TableDef table, ScanTarget target, BoundExpr filter) {
        this.table = table;
        this.target = target;
        this.filter = filter;
        this.compiledFilter = org.lanin.planner.compile.QualCompiler.compile(filter);
    }

    @Override
    public String nodeName() {
        return "Parallel Seq Scan";
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
        return new ParallelSeqScanOperator(table, compiledFilter);
    }
}

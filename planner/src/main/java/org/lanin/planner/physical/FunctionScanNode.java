package org.lanin.planner.physical;

import java.util.function.Supplier;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * Rows of a set-returning function or a system view, made by {@code factory} per execution:
 * generate_series, bt_index_summary, the catalog and statistics views.
 */
public final class FunctionScanNode extends PhysicalNode implements FilterableScan {
    private final String kind;
    private final String function;
    private final String alias;
    private final Supplier<Operator> factory;
    private final ScanFilter filter;

    public FunctionScanNode(String function, String alias, Supplier<Operator> factory) {
        this("Function Scan", function, alias, factory, ScanFilter.NONE);
    }

    private FunctionScanNode(String kind, String function, String alias, Supplier<Operator> factory, ScanFilter filter) {
        this.kind = kind;
        this.function = function;
        this.alias = alias;
        this.factory = factory;
        this.filter = filter;
    }

    /** Whether the function's arguments read an enclosing query's row (see {@link #markReadsOuterRow}). */
    private boolean readsOuterRow;

    /**
     * Marks a scan whose arguments read an enclosing query's row ({@code unnest(t.arr)} in a
     * correlated subquery): it must run where that row is on the outer-row stack, so the subquery
     * is not flattened into a join. Set while planning, before the plan is shared.
     */
    public FunctionScanNode markReadsOuterRow() {
        readsOuterRow = true;
        return this;
    }

    public boolean readsOuterRow() {
        return readsOuterRow;
    }

    /** The rows a data-modifying WITH item returned, as PostgreSQL's "CTE Scan" reads them. */
    public static FunctionScanNode cteRows(String name, Supplier<Operator> factory) {
        return cteRows(name, name, factory);
    }

    /** A materialized WITH query's rows read under {@code alias}: "CTE Scan on name alias". */
    public static FunctionScanNode cteRows(String name, String alias, Supplier<Operator> factory) {
        return new FunctionScanNode("CTE Scan", name, alias, factory, ScanFilter.NONE);
    }

    @Override
    public PhysicalNode withFilter(org.lanin.planner.expr.BoundExpr condition, java.util.List<String> columnNames) {
        FunctionScanNode n = new FunctionScanNode(kind, function, alias, factory, ScanFilter.of(condition, columnNames));
        n.readsOuterRow = readsOuterRow;
        return n.estimated(estimate());
    }

    @Override
    public void explain(ExplainProperties out) {
        filter.explain(out, alias == null ? function : alias);
    }

    @Override
    public java.util.List<org.lanin.planner.expr.SubqueryPlan> subplans() {
        return filter.subplans();
    }

    @Override
    public String nodeName() {
        return kind;
    }

    /**
     * True for a CTE Scan: its rows are already held (a materialized WITH query's, a data-modifying
     * item's RETURNING rows), so reading them again is as cheap as a Materialize above it would make
     * it (PostgreSQL's ExecMaterializesOutput).
     */
    public boolean materializesOutput() {
        return "CTE Scan".equals(kind);
    }

    @Override
    public String target() {
        return " on " + function + (alias == null || alias.equals(function) ? "" : " " + alias);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return filter.apply(factory.get());
    }
}

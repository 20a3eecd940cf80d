package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * A subquery, view or WITH query read in FROM under an alias: its rows pass through unchanged
 * (PostgreSQL's Subquery Scan / CTE Scan).
 */
public final class SubqueryScanNode extends PhysicalNode implements FilterableScan {
    private final String kind;
    private final String alias;
    private final ScanFilter filter;
    /** The subquery reads an enclosing query's row (see {@link #markReadsOuterRow}). */
    private boolean readsOuterRow;

    public SubqueryScanNode(PhysicalNode input, String kind, String alias) {
        this(input, kind, alias, ScanFilter.NONE);
    }

    private SubqueryScanNode(PhysicalNode input, String kind, String alias, ScanFilter filter) {
        super(List.of(input));
        this.kind = kind;
        this.alias = alias;
        this.filter = filter;
    }

    @Override
    public PhysicalNode withFilter(org.lanin.planner.expr.BoundExpr condition, List<String> columnNames) {
        SubqueryScanNode n = new SubqueryScanNode(input(0), kind, alias, ScanFilter.of(condition, columnNames));
        n.readsOuterRow = readsOuterRow;
        return n.estimated(estimate());
    }

    /**
     * Marks a subquery in FROM that reads an enclosing query's row: it must run where that row is
     * on the outer-row stack, so a sublink holding it is not flattened into a join. Set while
     * planning, before the plan is shared.
     */
    public SubqueryScanNode markReadsOuterRow() {
        readsOuterRow = true;
        return this;
    }

    public boolean readsOuterRow() {
        return readsOuterRow;
    }

    @Override
    public void explain(ExplainProperties out) {
        filter.explain(out);
    }

    @Override
    public List<org.lanin.planner.expr.SubqueryPlan> subplans() {
        return filter.subplans();
    }

    public static SubqueryScanNode subquery(PhysicalNode input, String alias) {
        return new SubqueryScanNode(input, "Subquery Scan", alias);
    }

    public static SubqueryScanNode cte(PhysicalNode input, String alias) {
        return new SubqueryScanNode(input, "CTE Scan", alias);
    }

    @Override
    public String nodeName() {
        return kind;
    }

    @Override
    public String target() {
        return " on " + alias;
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return filter.apply(inputs[0]);
    }
}

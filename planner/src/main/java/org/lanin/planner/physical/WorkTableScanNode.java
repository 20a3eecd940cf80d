package org.lanin.planner.physical;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.WorkTableScanOperator;

/** The recursive term's read of the rows the previous iteration of its Recursive Union produced. */
public final class WorkTableScanNode extends PhysicalNode implements FilterableScan {
    private final Object key;
    private final int width;
    private final String name;
    private final String alias;
    private final ScanFilter filter;

    public WorkTableScanNode(Object key, int width, String name, String alias) {
        this(key, width, name, alias, ScanFilter.NONE);
    }

    private WorkTableScanNode(Object key, int width, String name, String alias, ScanFilter filter) {
        this.key = key;
        this.width = width;
        this.name = name;
        this.alias = alias;
        this.filter = filter;
    }

    /** The same scan under another alias (each FROM reference names it its own way). */
    public WorkTableScanNode as(String newAlias) {
        return new WorkTableScanNode(key, width, name, newAlias, filter);
    }

    @Override
    public PhysicalNode withFilter(org.lanin.planner.expr.BoundExpr condition, java.util.List<String> columnNames) {
        return new WorkTableScanNode(key, width, name, alias, ScanFilter.of(condition, columnNames)).estimated(estimate());
    }

    @Override
    public void explain(ExplainProperties out) {
        filter.explain(out, alias == null ? name : alias);
    }

    @Override
    public java.util.List<org.lanin.planner.expr.SubqueryPlan> subplans() {
        return filter.subplans();
    }

    @Override
    public String nodeName() {
        return "WorkTable Scan";
    }

    @Override
    public String target() {
        return " on " + name + (alias == null || alias.equals(name) ? "" : " " + alias);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return filter.apply(new WorkTableScanOperator(key, width));
    }
}

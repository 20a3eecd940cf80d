package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.FilterOperator;
import org.lanin.engine.exec.JoinType;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * What every join node shares: the join kind, the join filter (part of the join's condition,
 * over the joined row: outer columns then inner ones) and the filter over the join's output
 * (WHERE conjuncts that had to wait above an outer join). {@code columnNames} name the joined
 * row's columns for EXPLAIN.
 */
public abstract class JoinNode extends PhysicalNode {
    private final JoinType type;
    private final BoundExpr joinFilter;
    private final BoundExpr filter;
    private final List<String> columnNames;
    protected final RowExpr compiledJoinFilter;
    private final RowExpr compiledFilter;

    protected JoinNode(PhysicalNode outer, PhysicalNode inner, JoinType type, BoundExpr joinFilter, BoundExpr filter,
                       List<String> columnNames) {
        super(List.of(outer, inner));
        this.type = type;
        this.joinFilter = joinFilter;
        this.filter = filter;
        this.columnNames = List.copyOf(columnNames);
        this.compiledJoinFilter = org.lanin.planner.compile.QualCompiler.compile(joinFilter);
        this.compiledFilter = org.lanin.planner.compile.QualCompiler.compile(filter);
    }

    public JoinType joinType() {
        return type;
    }

    public BoundExpr joinFilter() {
        return joinFilter;
    }

    public BoundExpr filter() {
        return filter;
    }

    protected List<String> columnNames() {
        return columnNames;
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Join Type", JoinNames.json(type));
    }

    /** Properties after the method's own (Hash Cond, Merge Cond): join filter and filter. */
    protected void explainFilters(ExplainProperties out) {
        if (joinFilter != null) {
            out.add("Join Filter", ExprText.render(joinFilter, out.names(columnNames)));
        }
        if (filter != null) {
            out.add("Filter", ExprText.render(filter, out.names(columnNames)));
        }
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return Subplans.of(joinFilter, filter);
    }

    /** The join operator under the output filter, if any. */
    protected Operator filtered(Operator join) {
        return compiledFilter == null ? join : new FilterOperator(join, compiledFilter);
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    @Override
    protected abstract Operator build(Operator[] inputs, ExecContext ctx);
}

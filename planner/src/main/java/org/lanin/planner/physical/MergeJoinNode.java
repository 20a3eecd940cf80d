package org.lanin.planner.physical;

import java.util.Comparator;
import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.JoinType;
import org.lanin.engine.exec.MergeJoinOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * PostgreSQL's Merge Join: both inputs arrive sorted on the join keys (ascending, NULLs last: the
 * order of a B-tree index or of a Sort the planner put below), and are read once, in step. Outer
 * keys are bound over the outer row, inner keys over the inner row; each pair compares by its
 * type's order. The output keeps the outer input's order.
 */
public final class MergeJoinNode extends JoinNode {
    private final List<BoundExpr> outerKeys;
    private final List<BoundExpr> innerKeys;
    private final int outerWidth;
    private final RowExpr[] compiledOuterKeys;
    private final RowExpr[] compiledInnerKeys;
    private final Comparator<Object>[] comparators;

    @SuppressWarnings("unchecked")
    public MergeJoinNode(PhysicalNode outer, PhysicalNode inner, JoinType type, List<BoundExpr> outerKeys,
                         List<BoundExpr> innerKeys, int outerWidth, BoundExpr joinFilter, BoundExpr filter,
                         List<String> columnNames) {
        super(outer, inner, type, joinFilter, filter, columnNames);
        this.outerKeys = List.copyOf(outerKeys);
        this.innerKeys = List.copyOf(innerKeys);
        this.outerWidth = outerWidth;
        this.compiledOuterKeys = ExprCompiler.compileAll(outerKeys);
        this.compiledInnerKeys = ExprCompiler.compileAll(innerKeys);
        this.comparators = new Comparator[outerKeys.size()];
        for (int i = 0; i < comparators.length; i++) {
            comparators[i] = SortKey.ascending(outerKeys.get(i).type().kind());
        }
    }

    public List<BoundExpr> outerKeys() {
        return outerKeys;
    }

    public List<BoundExpr> innerKeys() {
        return innerKeys;
    }

    @Override
    public String nodeName() {
        return JoinNames.heading("Merge", joinType());
    }

    @Override
    public String jsonType() {
        return "Merge Join";
    }

    @Override
    public void explain(ExplainProperties out) {
        ExprText.Names all = out.names(columnNames());
        ExprText.Names inner = out.names(columnNames().subList(outerWidth, columnNames().size()));
        out.add("Merge Cond", JoinNames.keyCondition(outerKeys, innerKeys, all, inner));
        explainFilters(out);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return filtered(new MergeJoinOperator(inputs[0], inputs[1], compiledOuterKeys, compiledInnerKeys, comparators,
                compiledJoinFilter, joinType()));
    }
}

package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.HashAggregateOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;

/**
 * GROUP BY by hashing (PostgreSQL's HashAggregate), or one group over all rows (Aggregate).
 * Output rows are the group keys followed by the aggregate results. {@code keyText} is EXPLAIN's
 * "Group Key".
 */
public final class AggregateNode extends PhysicalNode {
    private final RowExpr[] keys;
    private final AggregateSpec[] aggregates;
    private final List<String> keyText;
    private final ScanFilter having;

    public AggregateNode(PhysicalNode input, RowExpr[] keys, AggregateSpec[] aggregates, List<String> keyText) {
        this(input, keys, aggregates, keyText, ScanFilter.NONE);
    }

    /** With HAVING, {@code having} is bound over the output row (keys, then aggregates). */
    public AggregateNode(PhysicalNode input, RowExpr[] keys, AggregateSpec[] aggregates, List<String> keyText,
                         ScanFilter having) {
        super(List.of(input));
        this.keys = keys;
        this.aggregates = aggregates;
        this.keyText = List.copyOf(keyText);
        this.having = having;
    }

    public int groupKeys() {
        return keys.length;
    }

    @Override
    public String nodeName() {
        return keys.length == 0 ? "Aggregate" : "HashAggregate";
    }

    @Override
    public String jsonType() {
        return "Aggregate";
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Strategy", keys.length == 0 ? "Plain" : "Hashed");
    }

    @Override
    public void explain(ExplainProperties out) {
        if (!keyText.isEmpty()) {
            out.add("Group Key", keyText);
        }
        having.explain(out);
    }

    @Override
    public List<org.lanin.planner.expr.SubqueryPlan> subplans() {
        return having.subplans();
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return having.apply(new HashAggregateOperator(inputs[0], keys, aggregates));
    }
}

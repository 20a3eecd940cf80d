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

    public AggregateNode(PhysicalNode input, RowExpr[] keys, AggregateSpec[] aggregates, List<String> keyText) {
        super(List.of(input));
        this.keys = keys;
        this.aggregates = aggregates;
        this.keyText = List.copyOf(keyText);
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
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new HashAggregateOperator(inputs[0], keys, aggregates);
    }
}

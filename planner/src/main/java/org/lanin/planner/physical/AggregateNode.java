package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.HashAggregateOperator;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;

/**
 * GROUP BY by hashing (PostgreSQL's HashAggregate), over input sorted on the keys
 * (GroupAggregate), or one group over all rows (Aggregate). Output rows are the group keys
 * followed by the aggregate results. {@code keyText} is EXPLAIN's "Group Key". The last
 * {@link #carrying carried} keys are output but do not decide the groups (columns that depend on
 * the other keys); EXPLAIN leaves them out of the Group Key, as PostgreSQL does after
 * remove_useless_groupby_columns. Without aggregates, a sorted grouping is PostgreSQL's "Group".
 */
public final class AggregateNode extends PhysicalNode {
    private final RowExpr[] keys;
    private final AggregateSpec[] aggregates;
    private final List<String> keyText;
    private final ScanFilter having;
    private boolean sorted;
    /** How many of the last keys are carried from each group's first row instead of grouped on. */
    private int carried;
    /** Input columns the keys and aggregates read (null: unknown, all). */
    private int[] readColumns;
    /** "Partial" or "Finalize" for the halves of a parallel aggregation, null for a whole one. */
    private String phase;

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

    /** The keys that decide the groups (the carried ones not counted). */
    public int groupKeys() {
        return keys.length - carried;
    }

    /**
     * The last {@code n} keys are functionally dependent on the others: output, but neither hashed
     * nor compared (taken from each group's first row). {@code keyText} names all keys.
     */
    public AggregateNode carrying(int n) {
        if (n < 0 || (n > 0 && n >= keys.length)) {
            throw new IllegalArgumentException("carried keys " + n + " of " + keys.length);
        }
        carried = n;
        return this;
    }

    /** The input columns the keys and aggregates read: a spilling hash writes only these. */
    public AggregateNode readColumns(int[] columns) {
        this.readColumns = columns;
        return this;
    }

    /**
     * One half of a parallel aggregation: {@code "Partial"} (its aggregates return states) or
     * {@code "Finalize"} (they combine them), shown before the node's name as PostgreSQL does.
     */
    public AggregateNode phase(String half) {
        this.phase = half;
        return this;
    }

    /** Whether it aggregates input sorted on its keys (a GroupAggregate). */
    public boolean sortedInput() {
        return sorted;
    }

    /** Aggregates input that arrives sorted on the group keys (at least one) instead of hashing. */
    public AggregateNode sortInput() {
        if (keys.length == 0) {
            throw new IllegalStateException("a sorted aggregation needs group keys");
        }
        sorted = true;
        return this;
    }

    @Override
    public String nodeName() {
        String name = keys.length == 0 ? "Aggregate" : sorted ? (aggregates.length == 0 ? "Group" : "GroupAggregate")
                : "HashAggregate";
        return phase == null ? name : phase + " " + name;
    }

    @Override
    public String jsonType() {
        return sorted && aggregates.length == 0 && keys.length > 0 ? "Group" : "Aggregate";
    }

    @Override
    public void identity(Map<String, Object> json) {
        if (sorted && aggregates.length == 0 && keys.length > 0) {
            return; // PostgreSQL's Group node has no strategy
        }
        json.put("Strategy", keys.length == 0 ? "Plain" : sorted ? "Sorted" : "Hashed");
        if (phase != null) {
            json.put("Partial Mode", phase);
        }
    }

    @Override
    public void explain(ExplainProperties out) {
        if (!keyText.isEmpty()) {
            out.add("Group Key", keyText.subList(0, keyText.size() - carried));
        }
        having.explain(out);
    }

    @Override
    public List<org.lanin.planner.expr.SubqueryPlan> subplans() {
        return having.subplans();
    }

    /** PostgreSQL's "Batches: N  Memory Usage: NkB  Disk Usage: NkB" under a HashAggregate. */
    @Override
    public void explainActual(Instrumentation.NodeCounters c, ExplainProperties out) {
        long batches = c.detail(HashAggregateOperator.BATCHES);
        if (keys.length == 0 || sorted || batches < 0) {
            return;
        }
        long kb = (c.detail(HashAggregateOperator.PEAK_MEMORY_BYTES) + 1023) / 1024;
        long disk = (c.detail(HashAggregateOperator.DISK_BYTES) + 1023) / 1024;
        out.addText("Batches", batches + "  Memory Usage: " + kb + "kB" + (batches > 1 ? "  Disk Usage: " + disk + "kB" : ""));
        out.addJson("HashAgg Batches", batches);
        out.addJson("Peak Memory Usage", kb);
        out.addJson("Disk Usage", disk);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        RowExpr[] grouped = java.util.Arrays.copyOf(keys, keys.length - carried);
        RowExpr[] carriedKeys = java.util.Arrays.copyOfRange(keys, keys.length - carried, keys.length);
        if (sorted) {
            return having.apply(new org.lanin.engine.exec.GroupAggregateOperator(inputs[0], grouped, aggregates)
                    .carrying(carriedKeys));
        }
        HashAggregateOperator agg = new HashAggregateOperator(inputs[0], grouped, aggregates).carrying(carriedKeys)
                .readColumns(readColumns);
        Instrumentation inst = ctx == null ? null : ctx.instrumentation();
        if (inst != null) {
            agg.reportTo(inst.of(this));
        }
        return having.apply(agg);
    }
}

package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.engine.exec.InstrumentedOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.planner.expr.PlanRoot;

/**
 * One node of a physical plan. Subclasses are the plan node kinds; each knows its inputs, how to
 * build its operator from theirs, and what EXPLAIN shows of it. The planner sets the estimate
 * once, before the plan is shared.
 */
public abstract class PhysicalNode implements PlanRoot {
    private final List<PhysicalNode> inputs;
    private Estimate estimate = Estimate.NONE;

    protected PhysicalNode(List<PhysicalNode> inputs) {
        this.inputs = List.copyOf(inputs);
    }

    protected PhysicalNode() {
        this(List.of());
    }

    public final List<PhysicalNode> inputs() {
        return inputs;
    }

    public final PhysicalNode input(int i) {
        return inputs.get(i);
    }

    public Estimate estimate() {
        return estimate;
    }

    /** Sets the planner's estimate (once, while planning); returns this node. */
    public final PhysicalNode estimated(Estimate e) {
        this.estimate = e;
        return this;
    }

    /** PostgreSQL's name of the node kind: "Seq Scan", "Hash Join", "Sort". */
    public abstract String nodeName();

    /** The node kind in EXPLAIN's JSON format ("Node Type"): the heading without join kind or strategy. */
    public String jsonType() {
        return nodeName();
    }

    /** What follows the name on the heading line: " on t", " using t_pkey on t x". */
    public String target() {
        return "";
    }

    /** Fields of EXPLAIN's JSON format that name the node's relation, index, join type. */
    public void identity(Map<String, Object> json) {
    }

    /** Properties shown under the heading ("Index Cond", "Filter"). */
    public void explain(ExplainProperties out) {
    }

    /**
     * Properties only EXPLAIN ANALYZE shows, from what the operator recorded while it ran
     * ({@code counters} of this node; PostgreSQL's "Buckets: ... Batches: ..." under a Hash).
     */
    public void explainActual(Instrumentation.NodeCounters counters, ExplainProperties out) {
    }

    /** False for nodes EXPLAIN folds into their input (projections, as PostgreSQL's targetlists). */
    public boolean shownInExplain() {
        return true;
    }

    /** Subqueries this node's expressions run (EXPLAIN prints them as SubPlans under the node). */
    public List<org.lanin.planner.expr.SubqueryPlan> subplans() {
        return List.of();
    }

    /** Builds this node's operator over freshly built operators of its inputs. */
    protected abstract Operator build(Operator[] inputs, ExecContext ctx);

    /**
     * A fresh operator tree for one execution; under EXPLAIN ANALYZE every node's operator is
     * wrapped to count its loops, rows and time.
     */
    @Override
    public final Operator create(ExecContext ctx) {
        Operator[] ops = new Operator[inputs.size()];
        for (int i = 0; i < ops.length; i++) {
            ops[i] = inputs.get(i).create(ctx);
        }
        Operator op = build(ops, ctx);
        Instrumentation inst = ctx == null ? null : ctx.instrumentation();
        return inst == null ? op : new InstrumentedOperator(op, inst.of(this), inst.timing());
    }
}

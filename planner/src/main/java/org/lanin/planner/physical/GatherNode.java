package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.GatherOperator;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.engine.exec.Operator;

/**
 * PostgreSQL's Gather: its input is a partial plan that each participant (the workers and the
 * leader) runs a copy of; the rows of all copies come out unordered. Each execution builds the
 * copies afresh from the input node, every one with its participant's context.
 */
public final class GatherNode extends PhysicalNode {
    private final int workers;
    private final int maxWorkers;
    private final boolean leaderParticipation;

    /**
     * @param workers    workers planned (EXPLAIN's "Workers Planned")
     * @param maxWorkers max_parallel_workers when planned: the JVM-wide limit the execution respects
     * @param leaderParticipation parallel_leader_participation: the leader runs a share too
     */
    public GatherNode(PhysicalNode partial, int workers, int maxWorkers, boolean leaderParticipation) {
        super(List.of(partial));
        this.workers = workers;
        this.maxWorkers = maxWorkers;
        this.leaderParticipation = leaderParticipation;
    }

    @Override
    public String nodeName() {
        return "Gather";
    }

    @Override
    public void explain(ExplainProperties out) {
        out.add("Workers Planned", workers);
    }

    @Override
    public void explainActual(Instrumentation.NodeCounters c, ExplainProperties out) {
        long launched = c.detail(GatherOperator.WORKERS_LAUNCHED);
        if (launched >= 0) {
            out.add("Workers Launched", launched);
        }
    }

    /** The operator built for the input by the generic path is not used: each participant builds its own. */
    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        PhysicalNode partial = input(0);
        GatherOperator gather = new GatherOperator(partial::create, workers, maxWorkers, leaderParticipation,
                inputs[0].width());
        Instrumentation inst = ctx == null ? null : ctx.instrumentation();
        if (inst != null) {
            gather.reportTo(inst.of(this));
        }
        return gather;
    }
}

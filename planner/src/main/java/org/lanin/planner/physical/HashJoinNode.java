package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.EngineSettings;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.HashJoinOperator;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.engine.exec.JoinType;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * PostgreSQL's Hash Join: the inner input (under a {@link HashNode}) is read into a hash table
 * on its keys, sized from its estimate and split in batches in temporary files past work_mem;
 * each outer row probes it. Outer keys are bound over the outer row, inner keys over the inner
 * row.
 */
public final class HashJoinNode extends JoinNode {
    private final List<BoundExpr> outerKeys;
    private final List<BoundExpr> innerKeys;
    private final int outerWidth;
    private final RowExpr[] compiledOuterKeys;
    private final RowExpr[] compiledInnerKeys;

    public HashJoinNode(PhysicalNode outer, HashNode inner, JoinType type, List<BoundExpr> outerKeys,
                        List<BoundExpr> innerKeys, int outerWidth, BoundExpr joinFilter, BoundExpr filter,
                        List<String> columnNames) {
        super(outer, inner, type, joinFilter, filter, columnNames);
        this.outerKeys = List.copyOf(outerKeys);
        this.innerKeys = List.copyOf(innerKeys);
        this.outerWidth = outerWidth;
        this.compiledOuterKeys = ExprCompiler.compileAll(outerKeys);
        this.compiledInnerKeys = ExprCompiler.compileAll(innerKeys);
    }

    public List<BoundExpr> outerKeys() {
        return outerKeys;
    }

    public List<BoundExpr> innerKeys() {
        return innerKeys;
    }

    @Override
    public String nodeName() {
        return JoinNames.heading("Hash", joinType());
    }

    @Override
    public String jsonType() {
        return "Hash Join";
    }

    @Override
    public void explain(ExplainProperties out) {
        ExprText.Names all = out.names(columnNames());
        ExprText.Names inner = out.names(columnNames().subList(outerWidth, columnNames().size()));
        out.add("Hash Cond", JoinNames.keyCondition(outerKeys, innerKeys, all, inner));
        explainFilters(out);
    }

    /**
     * The operator gets the build side's estimated rows and width and the session's work_mem x
     * hash_mem_multiplier, so
     * that it starts with the batches the estimate calls for (ExecChooseHashTableSize), and under
     * EXPLAIN ANALYZE reports its table to the Hash node.
     */
    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        Estimate build = input(1).estimate();
        long hashMem = ctx == null ? EngineSettings.hashMemBytes(EngineSettings.DEFAULT_WORK_MEM_BYTES)
                : ctx.settings().hashMemBytes();
        HashJoinOperator join = new HashJoinOperator(inputs[0], inputs[1], compiledOuterKeys, compiledInnerKeys,
                compiledJoinFilter, joinType(), build.rows(), build.width(), hashMem);
        int[] kept = input(1) instanceof HashNode hash ? hash.kept(inputs[1].width()) : null;
        if (kept != null) {
            join.keepInner(kept);
        }
        join.storedValues(input(1) instanceof HashNode hash && hash.readsStoredTuples()
                && innerKeys.stream().allMatch(k -> k instanceof BoundExpr.ColumnRef));
        Instrumentation inst = ctx == null ? null : ctx.instrumentation();
        if (inst != null) {
            join.reportTo(inst.of(input(1)));
        }
        return filtered(join);
    }
}

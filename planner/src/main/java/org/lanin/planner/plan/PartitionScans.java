package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SeqScanOperator;
import org.lanin.engine.exec.TupleSource;
import org.lanin.planner.physical.ConvertedScanNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.PartitionAppendNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ResultNode;
import org.lanin.planner.physical.ScanTarget;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.partition.TupleConversionMap;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.PartitionKeyExprs;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.SessionControl;

/**
 * Reading a partitioned table: an Append over the leaves that survive pruning, each read in
 * the root's layout. A leaf whose layout equals the root's is scanned directly (its own
 * index paths apply, WHERE slots being the same); another is scanned and converted with its
 * cached map. EXPLAIN shows only the surviving leaves, as PostgreSQL does.
 */
final class PartitionScans {
    private final PartitionTree tree;
    private final BoundExpr where;
    private final RowExpr compiledWhere;
    private final PartitionPruning pruning;
    private final BitSet planSurvivors;
    private final TupleConversionMap[] maps;

    private final BindContext bc;

    /** Per leaf, the scan UPDATE and DELETE read it with (built by {@link #forModify}). */
    private PhysicalNode[] modifyScans;

    PartitionScans(TableDef root, BoundExpr where, BindContext bc) {
        this.bc = bc;
        this.tree = PartitionTree.of(root, bc.catalog(), PartitionKeyExprs.compiler(bc));
        this.where = where;
        this.compiledWhere = ExprCompiler.compile(where);
        this.pruning = new PartitionPruning(tree, where, bc);
        this.planSurvivors = pruning.survivors(null);
        bc.lockPartitions(tree, planSurvivors);
        this.maps = new TupleConversionMap[tree.leaves().size()];
        for (int i = 0; i < maps.length; i++) {
            maps[i] = bc.database().catalog().tupleMaps().get(root, tree.leaves().get(i), true);
        }
    }

    /** Plans the leaves' scans for UPDATE and DELETE (heap versions, never index-only). */
    PartitionScans forModify() {
        modifyScans = new PhysicalNode[tree.leaves().size()];
        for (int i = 0; i < modifyScans.length; i++) {
            TableDef t = tree.leaves().get(i);
            if (!maps[i].needed()) {
                modifyScans[i] = TableScans.best(t, t.name(), where, bc, true);
            }
        }
        return this;
    }

    PartitionTree tree() {
        return tree;
    }

    BitSet planSurvivors() {
        return planSurvivors;
    }

    /** Leaves to visit in this execution (plan-time survivors pruned again with parameter values). */
    BitSet survivors(ExecContext ctx) {
        if (!pruning.hasRuntimeConditions()) {
            return planSurvivors;
        }
        BitSet b = pruning.survivors(ctx);
        b.and(planSurvivors);
        return b;
    }

    TupleConversionMap map(int leaf) {
        return maps[leaf];
    }

    /** A scan of one leaf returning leaf-layout rows that satisfy the WHERE clause (for UPDATE/DELETE). */
    TupleSource leafSource(int leaf, ExecContext ctx) {
        TableDef t = tree.leaves().get(leaf);
        if (!maps[leaf].needed()) {
            return (TupleSource) modifyScans[leaf].create(ctx);
        }
        TupleConversionMap m = maps[leaf];
        RowExpr w = compiledWhere;
        return new SeqScanOperator(t, w == null ? null : (row, c) -> w.eval(m.toParent(row), c));
    }

    /** The WHERE clause over a leaf-layout row (for EvalPlanQual re-checks). */
    RowExpr leafRecheck(int leaf) {
        TupleConversionMap m = maps[leaf];
        RowExpr w = compiledWhere;
        return w == null ? null : !m.needed() ? w : (row, ctx) -> w.eval(m.toParent(row), ctx);
    }

    /** SELECT's plan node: Result (nothing survives), one leaf's scan, or an Append. */
    PhysicalNode node(String alias) {
        int width = tree.root().physicalWidth();
        List<PhysicalNode> kids = new ArrayList<>();
        List<Integer> leafOf = new ArrayList<>();
        int n = planSurvivors.cardinality();
        int k = 0;
        for (int i = planSurvivors.nextSetBit(0); i >= 0; i = planSurvivors.nextSetBit(i + 1)) {
            kids.add(leafNode(i, n == 1 ? alias : alias + "_" + (++k), width));
            leafOf.add(i);
        }
        if (kids.isEmpty()) {
            return ResultNode.noRows(width).estimated(new Estimate(0, 0, 0, 0));
        }
        if (kids.size() == 1 && !pruning.hasRuntimeConditions()) {
            return kids.get(0);
        }
        int[] leaves = leafOf.stream().mapToInt(Integer::intValue).toArray();
        java.util.function.Function<ExecContext, BitSet> prune = pruning.hasRuntimeConditions() ? this::survivors : null;
        double rows = 0;
        double cost = 0;
        for (PhysicalNode kid : kids) {
            rows += kid.estimate().rows();
            cost += kid.estimate().totalCost();
        }
        return new PartitionAppendNode(kids, leaves, prune, width).estimated(new Estimate(rows, 0, cost, 8 * width));
    }

    private PhysicalNode leafNode(int leaf, String alias, int width) {
        TableDef t = tree.leaves().get(leaf);
        if (!maps[leaf].needed()) {
            return TableScans.best(t, alias, where, bc, false);
        }
        ScanTarget target = ScanTarget.of(tree.root(), alias, false);
        ScanTarget leafTarget = new ScanTarget(org.lanin.engine.catalog.Namespace.nameOf(t.name()), alias, target.columnNames());
        return new ConvertedScanNode(t, leafTarget, maps[leaf], where, width);
    }

    /** Whether this session wants the map cache (SET partition_map_cache = off measures without it). */
    static boolean useMapCache(ExecContext ctx) {
        return !(ctx.session() instanceof SessionControl s) || !"off".equals(s.getSetting("partition_map_cache"));
    }
}

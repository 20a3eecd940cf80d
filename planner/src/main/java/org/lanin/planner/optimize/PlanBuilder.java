package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.exec.SortKey;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.FilterNode;
import org.lanin.planner.physical.FilterableScan;
import org.lanin.planner.physical.HashJoinNode;
import org.lanin.planner.physical.HashNode;
import org.lanin.planner.physical.IndexScanNode;
import org.lanin.planner.physical.MaterializeNode;
import org.lanin.planner.physical.MergeJoinNode;
import org.lanin.planner.physical.NestLoopNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ScanTarget;
import org.lanin.planner.physical.SeqScanNode;
import org.lanin.planner.physical.SortNode;
import org.lanin.planner.physical.TupleSlotNode;

/**
 * Turns the winning path into physical plan nodes (PostgreSQL's createplan.c): each node's
 * expressions renumbered from the scope space to the row it runs over, estimates attached.
 */
final class PlanBuilder {
    private final JoinProblem p;
    /** Builds a parallel scan as one participant's Parallel Seq Scan, without its Gather. */
    private boolean participant;

    PlanBuilder(JoinProblem problem) {
        this.p = problem;
    }

    /** This builder, making participant plans: a parallel scan path becomes its bare Parallel Seq Scan. */
    PlanBuilder participant() {
        participant = true;
        return this;
    }

    Layout layout(Path path) {
        return layoutOf(path.layout, p.rels, p.from.width(), p.qualify);
    }

    /** A layout that also knows how to compute the block's virtual columns (for rebuilt scope rows). */
    private Layout layoutOf(int[] relOrder, java.util.List<Rel> rels, int width, boolean qualify) {
        return Layout.of(relOrder, rels, width, qualify).withVirtual(p.virtualDefinitions());
    }

    PhysicalNode build(Path path) {
        PhysicalNode n = path instanceof ScanPath s ? scan(s) : path instanceof UniquePath u ? unique(u)
                : join((JoinPath) path);
        n.estimated(new Estimate(path.rows, path.startupCost, path.totalCost, p.width(path)));
        return n;
    }

    private PhysicalNode scan(ScanPath s) {
        Rel r = p.rels.get(s.rel);
        Layout own = layoutOf(new int[] {s.rel}, p.rels, p.from.width(), p.qualify);
        BoundExpr filter = own.conjunction(s.filter);
        return switch (s.kind) {
            case DERIVED -> filter == null ? r.derived() : r.derived() instanceof FilterableScan f
                    ? f.withFilter(filter, own.names())
                    : new FilterNode(r.derived(), filter, own.names()).estimated(r.derived().estimate());
            case PARTITIONED -> p.context.partitionedScan(r.table(), r.alias(), filter, own.names());
            case SEQ -> slotted(r, new SeqScanNode(r.table(), target(r, own), filter));
            case PARALLEL -> participant ? new SeqScanNode(r.table(), target(r, own), filter, true)
                    : gather(s, new SeqScanNode(r.table(), target(r, own), filter, true));
            case INDEX -> slotted(r, new IndexScanNode(r.table(), s.index, target(r, own), s.bounds, filter, s.backward,
                    s.indexOnly));
            case BITMAP -> slotted(r, bitmap(r, s, own, filter));
        };
    }

    /** A Gather over {@code partial}, its estimate the partial scan's share of the path's rows. */
    private PhysicalNode gather(ScanPath s, PhysicalNode partial) {
        var par = p.costs.settings().parallel();
        double divisor = par.divisor(s.workers);
        partial.estimated(new Estimate(Math.max(1, s.rows / Math.max(1, divisor)), 0,
                s.totalCost - par.tupleCost() * s.rows - par.setupCost(), p.width(s)));
        return new org.lanin.planner.physical.GatherNode(partial, s.workers, par.maxWorkers(),
                par.leaderParticipation());
    }

    /** A Bitmap Heap Scan over a Bitmap Index Scan of a GIN index; the index's condition is rechecked. */
    private PhysicalNode bitmap(Rel r, ScanPath s, Layout own, BoundExpr filter) {
        ScanTarget t = target(r, own);
        BoundExpr cond = own.apply(s.gin.condition());
        List<org.lanin.planner.physical.BitmapIndexScanNode.Cond> conds = new java.util.ArrayList<>();
        for (GinMatcher.Part part : s.gin.parts()) {
            conds.add(new org.lanin.planner.physical.BitmapIndexScanNode.Cond(part.column(), own.apply(part.key()),
                    part.op(), part.value()));
        }
        var index = new org.lanin.planner.physical.BitmapIndexScanNode(s.index, t, conds);
        index.estimated(new org.lanin.planner.physical.Estimate(s.rows, s.startupCost, s.startupCost, 0));
        return new org.lanin.planner.physical.BitmapHeapScanNode(r.table(), t, index, cond, filter);
    }

    private PhysicalNode unique(UniquePath u) {
        Layout l = layout(u.input);
        return new org.lanin.planner.physical.UniqueKeysNode(build(u.input), l.apply(u.keys), l.names());
    }

    private static ScanTarget target(Rel r, Layout own) {
        List<String> names = own.names();
        return new ScanTarget(org.lanin.engine.catalog.Namespace.nameOf(r.table().name()), r.alias(),
                r.tupleSlot() ? names.subList(0, names.size() - 1) : names);
    }

    private static PhysicalNode slotted(Rel r, PhysicalNode scan) {
        return r.tupleSlot() ? new TupleSlotNode(scan) : scan;
    }

    private PhysicalNode join(JoinPath j) {
        PhysicalNode outer = build(j.outer);
        PhysicalNode inner = build(j.inner);
        Layout ol = layout(j.outer);
        Layout il = layout(j.inner);
        Layout joined = layout(j);
        List<String> names = new ArrayList<>(ol.names());
        names.addAll(il.names());
        Layout both = layoutOf(concat(j.outer.layout, j.inner.layout), p.rels, p.from.width(), p.qualify);
        BoundExpr joinFilter = both.conjunction(j.joinClauses);
        BoundExpr filter = joined.conjunction(j.filters);
        if (j.method == JoinPath.Method.HASH) {
            HashNode hash = new HashNode(inner, p.unreadPositions(j.inner.layout));
            hash.estimated(inner.estimate());
            return new HashJoinNode(outer, hash, j.type, ol.apply(j.hashOuter), il.apply(j.hashInner), ol.width(),
                    joinFilter, filter, names);
        }
        if (j.method == JoinPath.Method.MERGE) {
            List<BoundExpr> outerKeys = ol.apply(j.hashOuter);
            List<BoundExpr> innerKeys = il.apply(j.hashInner);
            if (j.sortOuter) {
                outer = sorted(outer, outerKeys, ol.names(), p.unreadPositions(j.outer.layout));
            }
            if (j.sortInner) {
                inner = sorted(inner, innerKeys, il.names(), p.unreadPositions(j.inner.layout));
            }
            return new MergeJoinNode(outer, inner, j.type, outerKeys, innerKeys, ol.width(), joinFilter, filter, names);
        }
        List<NestLoopNode.Param> params = new ArrayList<>();
        if (j.inner instanceof ScanPath s) {
            for (JoinPath.Param prm : s.params) {
                params.add(new NestLoopNode.Param(prm.slot(), ol.apply(prm.outerValue())));
            }
        }
        if (j.materializeInner && j.type != org.lanin.engine.exec.JoinType.FULL && !(inner instanceof MaterializeNode)
                && !(inner instanceof org.lanin.planner.physical.FunctionScanNode f && f.materializesOutput())) {
            inner = new MaterializeNode(inner).estimated(inner.estimate());
        }
        return new NestLoopNode(outer, inner, j.type, joinFilter, filter, params, names);
    }

    /** A Sort of {@code input} on the merge keys, ascending with NULLs last as a merge join reads them. */
    private PhysicalNode sorted(PhysicalNode input, List<BoundExpr> keys, List<String> names, int[] unread) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Object>[] cmps = new Comparator[keys.size()];
        List<String> text = new ArrayList<>();
        for (int i = 0; i < cmps.length; i++) {
            cmps[i] = SortKey.ascending(keys.get(i).type().kind());
            text.add(ExprText.render(keys.get(i), ExprText.columns(names)));
        }
        Estimate in = input.estimate();
        double[] c = p.costs.sort(in.rows(), in.width());
        return new SortNode(input, ExprCompiler.compileAll(keys), cmps, text, unread)
                .estimated(new Estimate(in.rows(), in.totalCost() + c[0], in.totalCost() + c[0] + c[1], in.width()));
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}

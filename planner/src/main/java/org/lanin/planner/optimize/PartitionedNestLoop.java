package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * Nest loop into a partitioned table whose index keys the join's conditions bind to the outer
 * row (PostgreSQL's parameterised Append with run-time pruning, nodeAppend.c / partprune.c):
 * each comparison between one of the table's columns and a value of the outer row becomes a
 * comparison with an exec param, so every leaf is planned with an index scan on it and the
 * Append prunes its leaves again each time the nest loop opens it for an outer row. The path
 * exists only when an index of the partitioned table matches such a condition; the leaves'
 * indexes are the partitioned index's copies.
 */
final class PartitionedNestLoop {
    private final JoinProblem p;
    private final ScanPaths scans;

    PartitionedNestLoop(JoinProblem problem, ScanPaths scans) {
        this.p = problem;
        this.scans = scans;
    }

    void add(Path outer, ScanPath s, JoinType type, List<BoundExpr> clauses, List<BoundExpr> filters, double rows,
             List<Path> out) {
        Rel r = p.rels.get(s.rel);
        List<BoundExpr> restr = scans.restrictions(s.rel);
        List<BoundExpr> bindable = new ArrayList<>();
        for (BoundExpr c : clauses) {
            if (outerSide(c, s.rel, outer.rels) != null) {
                bindable.add(c);
            }
        }
        if (bindable.isEmpty()) {
            return;
        }
        List<BoundExpr> candidates = new ArrayList<>(restr);
        candidates.addAll(bindable);
        IndexMatcher.Match best = null;
        for (IndexDef ix : r.table().indexes()) {
            if (!ix.valid()) {
                continue; // as in ScanPaths: an index CREATE/DROP INDEX CONCURRENTLY has not finished
            }
            IndexMatcher.Match m = IndexMatcher.match(ix, r.offset(), candidates,
                    e -> IndexMatcher.rowIndependent(e) || outerSide(e, outer.rels));
            if (m != null && m.all().stream().anyMatch(bindable::contains)
                    && (best == null || p.selectivity.ofAll(m.all()) < p.selectivity.ofAll(best.all()))) {
                best = m;
            }
        }
        if (best != null) {
            out.add(path(outer, s, type, clauses, bindable, restr, best, filters, rows));
        }
    }

    private Path path(Path outer, ScanPath s, JoinType type, List<BoundExpr> clauses, List<BoundExpr> bindable,
                      List<BoundExpr> restr, IndexMatcher.Match m, List<BoundExpr> filters, double rows) {
        List<JoinPath.Param> params = new ArrayList<>();
        List<BoundExpr> innerFilter = new ArrayList<>(restr);
        for (BoundExpr c : bindable) {
            innerFilter.add(paramised((BoundExpr.Compare) c, s.rel, outer.rels, params));
        }
        List<BoundExpr> joinRest = new ArrayList<>(clauses);
        joinRest.removeAll(bindable);
        double sel = p.selectivity.ofAll(m.all());
        double innerRows = Math.max(1, p.tableRows(s.rel) * sel);
        double[] probe = p.costs.indexScan(p.tableSize(s.rel), sel, m.all().size(), innerFilter.size() - m.all().size(),
                false, Double.NaN);
        ScanPath inner = new ScanPath(ScanPath.Kind.PARTITIONED, s.rel, innerRows, probe[0], probe[1], List.of(),
                null, null, false, false, innerFilter, params);
        double loops = Math.max(1, outer.rows);
        double run = p.costs.nestLoop(outer.rows, innerRows, joinRest.size(), rows) + p.costs.perRow(rows, filters.size());
        return new JoinPath(JoinPath.Method.NEST_LOOP, type, outer, inner, rows, outer.startupCost + probe[0],
                outer.totalCost + loops * probe[1] + run, outer.order, List.of(), List.of(), joinRest, filters, false);
    }

    /** {@code c} with its outer side replaced by a slot the nest loop fills per outer row. */
    private BoundExpr paramised(BoundExpr.Compare c, int rel, long outerRels, List<JoinPath.Param> params) {
        boolean outerRight = p.refs(c.left()) == 1L << rel;
        BoundExpr value = outerRight ? c.right() : c.left();
        JoinPath.Param param = new JoinPath.Param(p.context.nextExecParam(), value);
        params.add(param);
        BoundExpr slot = new BoundExpr.ExecParam(param.slot(), value.type());
        return outerRight ? new BoundExpr.Compare(c.op(), c.left(), slot) : new BoundExpr.Compare(c.op(), slot, c.right());
    }

    /**
     * The side of {@code c} that reads only the outer relations when the other reads only the
     * partitioned table and the operator is an ordering comparison; else null.
     */
    private BoundExpr outerSide(BoundExpr c, int rel, long outerRels) {
        if (!(c instanceof BoundExpr.Compare cmp) || cmp.op() == CompareOp.NE || BoundExprs.hasSubquery(c)
                || BoundExprs.isVolatile(c)) {
            return null;
        }
        long l = p.refs(cmp.left());
        long r = p.refs(cmp.right());
        if (l == 1L << rel && r != 0 && (r & ~outerRels) == 0) {
            return cmp.right();
        }
        if (r == 1L << rel && l != 0 && (l & ~outerRels) == 0) {
            return cmp.left();
        }
        return null;
    }

    private boolean outerSide(BoundExpr e, long outerRels) {
        long refs = p.refs(e);
        return refs != 0 && (refs & ~outerRels) == 0 && !BoundExprs.hasSubquery(e) && !BoundExprs.isVolatile(e);
    }
}

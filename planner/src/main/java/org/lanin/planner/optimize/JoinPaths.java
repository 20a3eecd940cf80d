package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.cost.CostModel;
import org.lanin.planner.cost.TableSize;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * The ways to join an outer path with an inner path (PostgreSQL's add_paths_to_joinrel): hash
 * join on equality conditions between the sides (the inner side hashed), merge join on the same
 * conditions ({@link MergePaths}), nest loop into a parameterised index scan when the inner side
 * is one table with an index on the join columns, and nest loop over a materialised inner side.
 * {@code joinClauses} decide matches (for an outer, semi or anti join, its ON condition);
 * {@code filters} apply to the join's output.
 */
final class JoinPaths {
    private final JoinProblem p;
    private final ScanPaths scans;
    private final PartitionedNestLoop partitioned;

    JoinPaths(JoinProblem problem, ScanPaths scans) {
        this.p = problem;
        this.scans = scans;
        this.partitioned = new PartitionedNestLoop(problem, scans);
    }

    /** Candidate paths joining {@code outer} to {@code inner} as {@code type} with {@code rows} output rows. */
    List<Path> paths(Path outer, Path inner, JoinType type, List<BoundExpr> joinClauses, List<BoundExpr> filters,
                     double rows) {
        List<Path> out = new ArrayList<>();
        EquiKeys keys = equiKeys(outer, inner, joinClauses);
        if (!keys.outer().isEmpty()) {
            hash(outer, inner, type, keys, filters, rows, out);
            MergePaths.add(p, scans, outer, inner, type, keys, filters, rows, out);
        }
        if (type != JoinType.FULL && type != JoinType.RIGHT) {
            indexNestLoop(outer, inner, type, joinClauses, filters, rows, out);
        }
        if (type != JoinType.RIGHT) {
            plainNestLoop(outer, inner, type, joinClauses, filters, rows, out);
        }
        return out;
    }

    /**
     * The join's equality conditions between the two sides, split into the outer side's and the
     * inner side's expressions (hash or merge keys), and the rest of its conditions.
     */
    record EquiKeys(List<BoundExpr> outer, List<BoundExpr> inner, List<BoundExpr> rest) {
    }

    private EquiKeys equiKeys(Path outer, Path inner, List<BoundExpr> clauses) {
        List<BoundExpr> ok = new ArrayList<>();
        List<BoundExpr> ik = new ArrayList<>();
        List<BoundExpr> rest = new ArrayList<>();
        for (BoundExpr c : clauses) {
            if (c instanceof BoundExpr.Compare cmp && cmp.op() == CompareOp.EQ && !BoundExprs.hasSubquery(c)
                    && !BoundExprs.isVolatile(c) && cmp.left().type().kind() == cmp.right().type().kind()) {
                long l = p.refs(cmp.left());
                long r = p.refs(cmp.right());
                if (l != 0 && r != 0 && within(l, outer.rels) && within(r, inner.rels)) {
                    ok.add(cmp.left());
                    ik.add(cmp.right());
                    continue;
                }
                if (l != 0 && r != 0 && within(r, outer.rels) && within(l, inner.rels)) {
                    ok.add(cmp.right());
                    ik.add(cmp.left());
                    continue;
                }
            }
            rest.add(c);
        }
        return new EquiKeys(ok, ik, rest);
    }

    private void hash(Path outer, Path inner, JoinType type, EquiKeys keys, List<BoundExpr> filters, double rows,
                      List<Path> out) {
        CostModel.Side build = p.side(inner);
        if (!keys.inner().stream().allMatch(k -> k instanceof BoundExpr.ColumnRef)) {
            build = build.copied();
        }
        double[] c = p.costs.hashJoin(p.side(outer), build, keys.outer().size(), rows,
                keys.rest().size() + filters.size());
        double startup = inner.totalCost + c[0] + outer.startupCost;
        double total = inner.totalCost + c[0] + outer.totalCost + c[1];
        out.add(new JoinPath(JoinPath.Method.HASH, type, outer, inner, rows, startup, total, List.of(), keys.outer(),
                keys.inner(), keys.rest(), filters, false));
    }

    private static boolean within(long refs, long rels) {
        return (refs & ~rels) == 0;
    }

    private void plainNestLoop(Path outer, Path inner, JoinType type, List<BoundExpr> clauses, List<BoundExpr> filters,
                               double rows, List<Path> out) {
        if (inner instanceof ScanPath s && s.parameterised()) {
            return;
        }
        double innerRows = inner.rows;
        double materialize = p.costs.materialize(innerRows);
        double rescans = Math.max(0, outer.rows - 1) * p.costs.materialRescan(innerRows);
        double run = p.costs.nestLoop(outer.rows, innerRows, Math.max(1, clauses.size()), rows)
                + p.costs.perRow(rows, filters.size());
        double startup = outer.startupCost + inner.startupCost;
        double total = outer.totalCost + inner.totalCost + materialize + rescans + run;
        out.add(new JoinPath(JoinPath.Method.NEST_LOOP, type, outer, inner, rows, startup, total, keptOrder(type, outer),
                List.of(), List.of(), clauses, filters, true));
        if (inner instanceof ScanPath s && s.kind != ScanPath.Kind.DERIVED && s.kind != ScanPath.Kind.PARTITIONED) {
            // PostgreSQL's match_unsorted_outer also keeps the inner path as it is: each outer row
            // scans the table again, cheaper than filling a Materialize when about one outer row
            // comes (a key lookup's LEFT JOIN whose join condition the constants made redundant)
            double again = Math.max(0, outer.rows - 1) * inner.totalCost;
            out.add(new JoinPath(JoinPath.Method.NEST_LOOP, type, outer, inner, rows, startup,
                    outer.totalCost + inner.totalCost + again + run, keptOrder(type, outer),
                    List.of(), List.of(), clauses, filters, false));
        }
    }

    /**
     * Nest loop into an index scan of the inner table whose key columns the join's equality
     * conditions bind to values of the outer row (PostgreSQL's parameterised index path); for a
     * partitioned table, an Append of such scans pruned per outer row ({@link PartitionedNestLoop}).
     */
    private void indexNestLoop(Path outer, Path inner, JoinType type, List<BoundExpr> clauses, List<BoundExpr> filters,
                               double rows, List<Path> out) {
        if (!(inner instanceof ScanPath s) || s.kind == ScanPath.Kind.DERIVED || s.parameterised()) {
            return;
        }
        if (s.kind == ScanPath.Kind.PARTITIONED) {
            partitioned.add(outer, s, type, clauses, filters, rows, out);
            return;
        }
        Rel r = p.rels.get(s.rel);
        List<BoundExpr> restr = scans.restrictions(s.rel);
        List<BoundExpr> candidates = new ArrayList<>(restr);
        candidates.addAll(clauses);
        long outerRels = outer.rels;
        for (IndexDef ix : r.table().indexes()) {
            if (!ix.valid() || !IndexPredicates.usable(ix, r.offset(), restr)) {
                continue; // CREATE INDEX CONCURRENTLY not finished, or a partial index the query does not imply
            }
            IndexMatcher.Match m = IndexMatcher.match(ix, r.offset(), candidates,
                    e -> IndexMatcher.rowIndependent(e) || outerValue(e, outerRels));
            if (m == null || m.all().stream().noneMatch(clauses::contains)) {
                continue;
            }
            out.add(parameterised(outer, s, r, ix, m, restr, clauses, filters, type, rows));
        }
    }

    private boolean outerValue(BoundExpr e, long outerRels) {
        long refs = p.refs(e);
        return refs != 0 && within(refs, outerRels) && !BoundExprs.hasSubquery(e) && !BoundExprs.isVolatile(e);
    }

    private Path parameterised(Path outer, ScanPath s, Rel r, IndexDef ix, IndexMatcher.Match m, List<BoundExpr> restr,
                               List<BoundExpr> clauses, List<BoundExpr> filters, JoinType type, double rows) {
        List<JoinPath.Param> params = new ArrayList<>();
        List<BoundExpr> low = m.bounds().low() == null ? null : paramised(m.bounds().low(), outer.rels, params);
        List<BoundExpr> high = m.bounds().high() == null ? null : paramised(m.bounds().high(), outer.rels, params);
        var bounds = new org.lanin.planner.physical.IndexBounds(low, m.bounds().lowInclusive(), high,
                m.bounds().highInclusive());
        List<BoundExpr> innerFilter = new ArrayList<>(restr);
        innerFilter.removeIf(c -> m.used().stream().anyMatch(u -> u == c));
        List<BoundExpr> joinRest = new ArrayList<>(clauses);
        joinRest.removeIf(c -> m.used().stream().anyMatch(u -> u == c));
        double sel = p.selectivity.ofAll(m.all());
        if (bounds.isPoint(ix) && ix.unique()) {
            sel = Math.min(sel, 1 / Math.max(1, p.tableRows(s.rel)));
        }
        TableSize size = p.tableSize(s.rel);
        double loops = Math.max(1, outer.rows);
        double[] probe = p.costs.indexScan(size, sel, m.all().size(), innerFilter.size(), false, p.correlation(s.rel, ix));
        double innerRows = Math.max(1, p.tableRows(s.rel) * sel * p.selectivity.ofAll(innerFilter));
        ScanPath inner = new ScanPath(ScanPath.Kind.INDEX, s.rel, innerRows, probe[0], probe[1], List.of(), ix, bounds,
                false, false, innerFilter, params);
        double run = p.costs.nestLoop(outer.rows, innerRows, joinRest.size(), rows) + p.costs.perRow(rows, filters.size());
        double startup = outer.startupCost + probe[0];
        double total = outer.totalCost + loops * probe[1] + run;
        return new JoinPath(JoinPath.Method.NEST_LOOP, type, outer, inner, rows, startup, total, keptOrder(type, outer),
                List.of(), List.of(), joinRest, filters, false);
    }

    /**
     * A nest loop returns its rows in the outer side's order, but a RIGHT or FULL one adds the
     * unmatched inner rows at the end (found by the SQL fuzzer: ORDER BY ... DESC NULLS FIRST was
     * answered with the NULL-extended rows last).
     */
    private static List<OrderKey> keptOrder(JoinType type, Path outer) {
        return type == JoinType.RIGHT || type == JoinType.FULL ? List.of() : outer.order;
    }

    /** Bound values that read the outer row become slots the nest loop fills per outer row. */
    private List<BoundExpr> paramised(List<BoundExpr> values, long outerRels, List<JoinPath.Param> params) {
        List<BoundExpr> out = new ArrayList<>();
        for (BoundExpr v : values) {
            if (p.refs(v) != 0) {
                JoinPath.Param existing = params.stream().filter(x -> x.outerValue().equals(v)).findFirst().orElse(null);
                JoinPath.Param param = existing != null ? existing : new JoinPath.Param(p.context.nextExecParam(), v);
                if (existing == null) {
                    params.add(param);
                }
                out.add(new BoundExpr.ExecParam(param.slot(), v.type()));
            } else {
                out.add(v);
            }
        }
        return out;
    }
}

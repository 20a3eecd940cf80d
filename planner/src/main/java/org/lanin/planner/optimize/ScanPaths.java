package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.planner.cost.CostModel;
import org.lanin.planner.cost.TableSize;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.BoundIndexExprs;
import org.lanin.planner.physical.IndexBounds;

/**
 * The ways to read one base relation under its restrictions (PostgreSQL's set_base_rel_pathlists
 * and create_index_paths): a sequential scan, an index scan for every index whose leading
 * columns the restrictions bound, index-only when the query reads nothing else of the table,
 * and index scans (forward or backward) that return rows in the ORDER BY's order.
 */
final class ScanPaths {
    private final JoinProblem p;
    private final JoinRequest request;
    private final java.util.Map<List<Object>, java.util.Optional<ScanPath>> ordered = new java.util.HashMap<>();

    ScanPaths(JoinProblem problem, JoinRequest request) {
        this.p = problem;
        this.request = request;
    }

    /** The restrictions of relation {@code rel}: conditions on its columns alone. */
    List<BoundExpr> restrictions(int rel) {
        List<BoundExpr> out = new ArrayList<>();
        for (Conjunct c : p.conjuncts) {
            if (c.isRestrictionOf(rel)) {
                out.add(c.expr());
            }
        }
        return out;
    }

    /** Rows of {@code rel} after its restrictions. */
    double rows(int rel) {
        return Math.max(1, p.tableRows(rel) * p.selectivity.ofAll(restrictions(rel)));
    }

    /**
     * A Gather over a Parallel Seq Scan (PostgreSQL's create_plain_partial_paths and
     * generate_gather_paths): for a table of at least min_parallel_table_scan_size whose filter
     * workers may evaluate, in a rel that no row lock or DML addresses by tuple (PostgreSQL plans no
     * parallel scan for a statement's target either).
     */
    private void parallelPath(int rel, Rel r, List<BoundExpr> restr, double rows, TableSize size, List<ScanPath> out) {
        var settings = p.costs.settings().parallel();
        if (r.tupleSlot() || request.forUpdate() || settings.workersPerGather() <= 0 || !ParallelSafety.safe(restr)) {
            return;
        }
        double heapBytes = size.rows() * (p.relWidth(rel) + CostModel.TUPLE_HEADER_BYTES);
        // the table's parallel_workers storage parameter, when set, replaces the size rule (compute_parallel_worker)
        String fixed = org.lanin.engine.catalog.StorageOptions.get(r.table().reloptions(), "parallel_workers");
        int workers = fixed != null ? (int) Math.rint(Double.parseDouble(fixed))
                : CostModel.parallelWorkers(heapBytes, settings.minTableScanBytes());
        workers = Math.min(workers, settings.workersPerGather()); // max_parallel_workers bounds the launch, not the plan
        if (workers <= 0) {
            return;
        }
        double[] c = p.costs.parallelSeqScan(size, restr.size(), workers, rows);
        out.add(new ScanPath(ScanPath.Kind.PARALLEL, rel, rows, c[0], c[1], List.of(), null, IndexBounds.NONE, false,
                false, restr, List.of(), null, workers));
    }

    List<ScanPath> paths(int rel) {
        Rel r = p.rels.get(rel);
        List<BoundExpr> restr = restrictions(rel);
        double rows = rows(rel);
        List<ScanPath> out = new ArrayList<>();
        if (!r.isTable()) {
            double cost = r.derived().estimate().totalCost() + p.costs.perRow(p.tableRows(rel), restr.size());
            out.add(new ScanPath(ScanPath.Kind.DERIVED, rel, rows, r.derived().estimate().startupCost(), cost,
                    List.of(), null, null, false, false, restr, List.of()));
            return out;
        }
        if (r.table().isPartitioned()) {
            TableSize size = p.tableSize(rel);
            out.add(new ScanPath(ScanPath.Kind.PARTITIONED, rel, rows, 0, p.costs.seqScan(size, restr.size()),
                    List.of(), null, null, false, false, restr, List.of()));
            return out;
        }
        TableSize size = p.tableSize(rel);
        out.add(new ScanPath(ScanPath.Kind.SEQ, rel, rows, 0, p.costs.seqScan(size, restr.size()), List.of(), null,
                IndexBounds.NONE, false, false, restr, List.of()));
        parallelPath(rel, r, restr, rows, size, out);
        for (IndexDef ix : r.table().indexes()) {
            // not an index CREATE INDEX CONCURRENTLY has yet to finish (or DROP INDEX CONCURRENTLY began),
            // nor a partial index whose WHERE the query does not imply
            if (ix.valid() && IndexPredicates.usable(ix, r.offset(), restr)) {
                if (ix.method().bitmapOnly()) {
                    bitmapPath(rel, ix, restr, rows, size, out);
                } else {
                    indexPaths(rel, r, ix, restr, rows, size, out);
                }
            }
        }
        return out;
    }

    private void indexPaths(int rel, Rel r, IndexDef ix, List<BoundExpr> restr, double rows, TableSize size,
                            List<ScanPath> out) {
        IndexMatcher.Match m = IndexMatcher.match(ix, r.offset(), restr, IndexMatcher::rowIndependent,
                p.context::nextExecParam);
        int eqPrefix = m == null ? 0 : m.equalities();
        Boolean backward = orderDirection(r, ix, eqPrefix, request.order());
        if (m == null && backward == null && !ix.partial()) {
            return; // a partial index is worth a full scan: it holds only the rows its WHERE selects
        }
        out.addAll(indexScans(rel, r, ix, m, restr, rows, size, backward, request.order()));
    }

    /**
     * A Bitmap Heap Scan over a GIN index answering one restriction (PostgreSQL's bitmap path for an
     * index whose access method has no plain scan): the TIDs the index gives are visited in heap
     * order and every version is rechecked, so the cost is the index lookup plus a heap fetch and a
     * recheck per row the condition's selectivity predicts.
     */
    private void bitmapPath(int rel, IndexDef ix, List<BoundExpr> restr, double rows, TableSize size,
                            List<ScanPath> out) {
        // a value is what the scan can compute before it starts: constants, parameters, and calls of
        // non-volatile functions over them (to_tsquery('english', 'cat')), PostgreSQL's pseudo-constants
        GinMatcher.Match m = GinMatcher.match(ix, p.rels.get(rel).offset(), restr, e -> IndexMatcher.rowIndependent(e)
                || p.refs(e) == 0 && !BoundExprs.hasSubquery(e) && !BoundExprs.isVolatile(e));
        if (m == null) {
            return;
        }
        List<BoundExpr> filter = new ArrayList<>(restr);
        filter.removeIf(m::answers);
        int lookups = 0;
        double selectivity = 1;
        for (GinMatcher.Part part : m.parts()) { // the conditions ANDed in one scan: each its lookups, independent
            Object constant = part.value() instanceof BoundExpr.Literal l ? l.value() : null;
            lookups += lookups(part, constant);
            selectivity *= p.selectivity.of(part.condition());
        }
        double[] cost = p.costs.bitmapScan(size, selectivity, lookups, filter.size());
        out.add(new ScanPath(ScanPath.Kind.BITMAP, rel, rows, cost[0], cost[1], List.of(), ix, IndexBounds.NONE, false,
                false, filter, List.of(), m));
    }

    /**
     * The descents a bitmap index condition costs: GIN's entry lookups; for GiST, whose signature keys
     * are lossy, the same count as GIN's tsvector_ops plus one for the subtrees a signature cannot
     * rule out (so GIN wins when both exist, as it usually does in PostgreSQL for {@code @@}).
     */
    private static int lookups(GinMatcher.Part part, Object constant) {
        if (part.opclass().isGist()) {
            return 1 + org.lanin.engine.index.gin.GinExtract.lookups(
                    org.lanin.engine.catalog.IndexMethod.GIN_TSVECTOR_OPS, part.op(), constant);
        }
        return org.lanin.engine.index.gin.GinExtract.lookups(part.opclass(), part.op(), constant);
    }

    /**
     * The cheapest index scan of base table {@code rel} that returns its rows in {@code order}
     * (for a merge join on those columns), or null when no index gives it.
     */
    ScanPath orderedPath(int rel, List<OrderKey> order) {
        // asked again for every pair of paths the join search tries: computed once per relation and order
        return ordered.computeIfAbsent(List.of(rel, order), k -> java.util.Optional.ofNullable(findOrdered(rel, order)))
                .orElse(null);
    }

    private ScanPath findOrdered(int rel, List<OrderKey> order) {
        Rel r = p.rels.get(rel);
        if (!r.isTable() || r.table().isPartitioned()) {
            return null;
        }
        List<BoundExpr> restr = restrictions(rel);
        ScanPath best = null;
        for (IndexDef ix : r.table().indexes()) {
            if (!ix.valid() || ix.method() != org.lanin.engine.catalog.IndexMethod.BTREE
                    || !IndexPredicates.usable(ix, r.offset(), restr)) {
                continue; // only a B-tree returns rows in order
            }
            IndexMatcher.Match m = IndexMatcher.match(ix, r.offset(), restr, IndexMatcher::rowIndependent);
            Boolean backward = orderDirection(r, ix, m == null ? 0 : m.equalities(), order);
            if (backward == null) {
                continue;
            }
            for (ScanPath s : indexScans(rel, r, ix, m, restr, rows(rel), p.tableSize(rel), backward, order)) {
                if (!s.order.isEmpty() && (best == null || s.totalCost < best.totalCost)) {
                    best = s;
                }
            }
        }
        return best;
    }

    /** The index scans of {@code ix}: by its bounds ({@code m}), and in {@code order} when {@code backward} is set. */
    private List<ScanPath> indexScans(int rel, Rel r, IndexDef ix, IndexMatcher.Match m, List<BoundExpr> restr,
                                      double rows, TableSize size, Boolean backward, List<OrderKey> order) {
        List<ScanPath> out = new ArrayList<>();
        IndexBounds bounds = m == null ? IndexBounds.NONE : m.bounds();
        List<BoundExpr> used = m == null ? List.of() : m.used();
        List<BoundExpr> filter = new ArrayList<>(restr);
        filter.removeIf(c -> used.stream().anyMatch(u -> u == c));
        List<BoundExpr> selective = m == null ? new ArrayList<>() : m.all();
        BoundIndexExprs exprs = BoundIndexExprs.of(ix);
        if (exprs != null && exprs.predicate() != null) {
            // every row the partial index holds passes its WHERE: restrictions that are its conjuncts need no recheck
            List<BoundExpr> pred = IndexPredicates.conjuncts(exprs.predicate(), r.offset());
            filter.removeIf(c -> pred.contains(BoundIndexExprs.canonical(c, 0)));
            selective.addAll(pred);
        }
        double indexSel = selective.isEmpty() ? 1 : p.selectivity.ofAll(selective);
        int probes = bounds.arrayKeys() == null ? 1 : bounds.arrayKeys().probes();
        if (bounds.isPoint(ix) && ix.unique()) {
            indexSel = Math.min(indexSel, probes / Math.max(1, p.tableRows(rel)));
        }
        boolean indexOnly = coversQuery(rel, r, ix);
        double[] cost = p.costs.indexScan(size, indexSel, m == null ? 0 : m.all().size(), filter.size(), indexOnly,
                p.correlation(rel, ix));
        cost[1] += (probes - 1) * cost[0]; // a descent per value of an IN list
        if (m != null || ix.partial()) {
            out.add(new ScanPath(ScanPath.Kind.INDEX, rel, rows, cost[0], cost[1], List.of(), ix, bounds, false,
                    indexOnly, filter, List.of()));
        }
        if (backward != null) {
            out.add(new ScanPath(ScanPath.Kind.INDEX, rel, rows, cost[0], cost[1], order, ix, bounds,
                    backward, indexOnly, filter, List.of()));
        }
        return out;
    }

    /**
     * Whether {@code ix} returns rows in order {@code keys}: null when it cannot, else the
     * direction (true: backward). Keys must be the index's columns after {@code eqPrefix}
     * equality-bound ones, each in the order the index keeps its column (forward) or each in the
     * reverse of it, direction and NULL placement both (backward), as PostgreSQL's
     * build_index_pathkeys and its backward scan's pathkeys.
     */
    private static Boolean orderDirection(Rel r, IndexDef ix, int eqPrefix, List<OrderKey> keys) {
        if (keys.isEmpty() || ix.method() != org.lanin.engine.catalog.IndexMethod.BTREE) {
            return null;
        }
        for (int start = 0; start <= eqPrefix; start++) {
            if (start + keys.size() > ix.attnums().length) {
                break;
            }
            boolean backward = keys.get(0).descending() != ix.descending(start);
            boolean ok = true;
            for (int i = 0; i < keys.size() && ok; i++) {
                OrderKey k = keys.get(i);
                int col = start + i;
                ok = ix.attnums()[col] > 0 && k.position() == r.offset() + ix.attnums()[col] - 1
                        && k.descending() == (ix.descending(col) != backward)
                        && k.nullsFirst() == (ix.nullsFirst(col) != backward);
            }
            if (ok) {
                return backward;
            }
        }
        return null;
    }

    /** True when every column of {@code r} the query reads is a key column of {@code ix}. */
    private boolean coversQuery(int rel, Rel r, IndexDef ix) {
        BitSet read = p.readColumns();
        if (read == null || ix.hasExpressions() || request.forUpdate() || r.tupleSlot()
                || ix.method() != org.lanin.engine.catalog.IndexMethod.BTREE) { // hash: no index-only scans
            return false;
        }
        for (int pos = read.nextSetBit(r.offset()); pos >= 0 && pos < r.offset() + r.width(); pos = read.nextSetBit(pos + 1)) {
            boolean key = false;
            for (int a : ix.attnums()) {
                key |= r.offset() + a - 1 == pos;
            }
            if (!key) {
                return false;
            }
        }
        return true;
    }
}

package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;

/**
 * Finds the cheapest join order (PostgreSQL's standard_join_search): dynamic programming over
 * sets of relations, smallest first, each set built from every legal split into two smaller
 * sets that a condition connects (both orders, bushy plans included); a cross product only
 * where no connected split exists. Past {@code join_collapse_limit} relations the search is
 * greedy: repeatedly the cheapest legal join of two partial results (as DuckDB and PostgreSQL's
 * GEQO avoid the exponential search).
 */
final class JoinSearch {
    private final JoinProblem p;
    private final ScanPaths scans;
    private final JoinPaths methods;
    private final JoinRules rules;
    private final JoinRequest request;
    private final GroupEstimate groups;
    private final Map<Long, RelPaths> best = new HashMap<>();

    JoinSearch(JoinProblem problem, JoinRequest request) {
        this.p = problem;
        this.request = request;
        this.scans = new ScanPaths(problem, request);
        this.groups = new GroupEstimate(problem, request);
        this.methods = new JoinPaths(problem, scans);
        this.rules = new JoinRules(problem.specialJoins);
    }

    /** The paths of the whole FROM clause. */
    RelPaths run() {
        int n = p.rels.size();
        for (int i = 0; i < n; i++) {
            RelPaths rp = new RelPaths(scans.rows(i));
            for (ScanPath s : scans.paths(i)) {
                rp.add(s, request.order());
            }
            best.put(1L << i, rp);
        }
        long all = p.allRels();
        if (n > 1) {
            if (n <= Math.max(2, p.context.settings().joinCollapseLimit())) {
                dynamic(n, false);
                if (!best.containsKey(all)) {
                    dynamic(n, true);
                }
            } else {
                greedy(n);
            }
        }
        return best.get(all);
    }

    private void dynamic(int n, boolean crossProducts) {
        List<Long> sets = new ArrayList<>();
        for (long s = 1; s < (1L << n); s++) {
            if (Long.bitCount(s) >= 2) {
                sets.add(s);
            }
        }
        sets.sort((a, b) -> Integer.compare(Long.bitCount(a), Long.bitCount(b)));
        for (long s : sets) {
            if (best.containsKey(s)) {
                continue;
            }
            boolean joined = false;
            for (long s1 = (s - 1) & s; s1 != 0; s1 = (s1 - 1) & s) {
                long s2 = s & ~s1;
                if (best.containsKey(s1) && best.containsKey(s2) && (crossProducts || connected(s1, s2))) {
                    joined |= join(s1, s2);
                }
            }
            if (!joined) {
                best.remove(s);
            }
        }
    }

    private void greedy(int n) {
        List<Long> parts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            parts.add(1L << i);
        }
        while (parts.size() > 1) {
            long bestA = 0;
            long bestB = 0;
            double bestCost = Double.MAX_VALUE;
            for (int pass = 0; pass < 2 && bestA == 0; pass++) {
                for (long a : parts) {
                    for (long b : parts) {
                        if (a == b || (pass == 0 && !connected(a, b))) {
                            continue;
                        }
                        if (join(a, b)) {
                            double c = best.get(a | b).cheapest.totalCost;
                            if (c < bestCost) {
                                bestCost = c;
                                bestA = a;
                                bestB = b;
                            }
                        }
                    }
                }
            }
            if (bestA == 0) {
                return;
            }
            parts.remove(bestA);
            parts.remove(bestB);
            parts.add(bestA | bestB);
        }
    }

    /** True when a condition or special join links the two sets. */
    private boolean connected(long a, long b) {
        for (Conjunct c : p.conjuncts) {
            if ((c.refs() & a) != 0 && (c.refs() & b) != 0 && ((c.required() & ~(a | b)) == 0 || c.joinOf() >= 0)) {
                return true;
            }
        }
        for (SpecialJoin sj : p.specialJoins) {
            if (sj.type() != JoinType.INNER && (sj.all() & a) != 0 && (sj.all() & b) != 0) {
                return true;
            }
        }
        for (JoinEquivalence ec : p.classes) {
            if (ec.connects(a, b)) {
                return true;
            }
        }
        return false;
    }

    /** Adds the paths joining {@code outer} to {@code inner}; false when the join is not legal. */
    private boolean join(long outer, long inner) {
        JoinRules.Decision d = rules.decide(outer, inner);
        if (d == null) {
            return false;
        }
        List<BoundExpr> clauses = new ArrayList<>();
        List<BoundExpr> filters = new ArrayList<>();
        for (Conjunct c : p.conjuncts) {
            if (c.joinOf() >= 0 && c.joinOf() == d.special()) {
                clauses.add(c.expr());
            } else if (c.joinOf() < 0 && c.appliesAt(outer, inner)) {
                (d.special() < 0 ? clauses : filters).add(c.expr());
            }
        }
        (d.special() < 0 ? clauses : filters).addAll(classClauses(outer, inner, clauses));
        RelPaths o = best.get(outer);
        RelPaths i = best.get(inner);
        long u = outer | inner;
        RelPaths target = best.computeIfAbsent(u, k -> new RelPaths(rows(d.type(), o.rows, i.rows, clauses, filters)));
        for (Path op : o.candidates()) {
            for (Path ip : i.candidates()) {
                for (Path jp : methods.paths(op, ip, d.type(), clauses, filters, target.rows)) {
                    target.add(jp, request.order());
                }
            }
        }
        if (d.type() == JoinType.SEMI) {
            uniqueInner(o, i, clauses, filters, target);
        }
        return !target.isEmpty();
    }

    /**
     * One equality per equivalence class with members on both sides (PostgreSQL's
     * generate_join_implied_equalities): classes with a written equality between the sides first,
     * so that the others can pick a pair of relations those already join ({@link JoinEquivalence#clauseAt}).
     */
    private List<BoundExpr> classClauses(long outer, long inner, List<BoundExpr> clauses) {
        if (p.classes.isEmpty()) {
            return List.of();
        }
        java.util.Set<Long> pairs = new java.util.HashSet<>();
        for (BoundExpr c : clauses) {
            addPair(c, pairs);
        }
        List<BoundExpr> out = new ArrayList<>();
        for (JoinEquivalence ec : p.classes) {
            BoundExpr.Compare eq = ec.clauseAt(outer, inner, java.util.Set.of());
            if (eq != null && ec.sources().contains(eq)) {
                out.add(eq);
                addPair(eq, pairs);
            }
        }
        for (JoinEquivalence ec : p.classes) {
            BoundExpr.Compare eq = ec.clauseAt(outer, inner, pairs);
            if (eq != null && !ec.sources().contains(eq)) {
                out.add(eq);
                addPair(eq, pairs);
            }
        }
        return out;
    }

    private void addPair(BoundExpr c, java.util.Set<Long> pairs) {
        if (c instanceof BoundExpr.Compare cmp && cmp.left() instanceof BoundExpr.ColumnRef l
                && cmp.right() instanceof BoundExpr.ColumnRef r && p.from.relOf(l.index()) >= 0
                && p.from.relOf(r.index()) >= 0) {
            pairs.add(JoinEquivalence.pair(p.from.relOf(l.index()), p.from.relOf(r.index())));
        }
    }

    /**
     * A semi join whose condition is only equalities between the sides may also run as an inner
     * join led by the inner side made unique on its keys (PostgreSQL's JOIN_UNIQUE_INNER): a
     * few keys then probe the outer side's index instead of hashing it whole.
     */
    private void uniqueInner(RelPaths outer, RelPaths inner, List<BoundExpr> clauses, List<BoundExpr> filters,
                             RelPaths target) {
        List<BoundExpr> keys = new ArrayList<>();
        long innerRels = inner.cheapest.rels;
        for (BoundExpr c : clauses) {
            if (!(c instanceof BoundExpr.Compare cmp) || cmp.op() != org.lanin.planner.expr.CompareOp.EQ) {
                return;
            }
            long l = p.refs(cmp.left());
            long r = p.refs(cmp.right());
            if (l != 0 && (l & ~innerRels) == 0 && (r & innerRels) == 0) {
                keys.add(cmp.left());
            } else if (r != 0 && (r & ~innerRels) == 0 && (l & innerRels) == 0) {
                keys.add(cmp.right());
            } else if ((l | r) == 0 || ((l | r) & innerRels) != 0) {
                return;
            }
        }
        if (keys.isEmpty()) {
            return;
        }
        Path in = inner.cheapest;
        // the distinct keys the inner side holds (estimate_num_groups), at most its rows and the join's
        double distinct = Math.min(groups.groups(keys, in.rows), target.rows);
        double cost = in.totalCost + p.costs.hashAggregate(in.rows, distinct, keys.size(), 0);
        UniquePath unique = new UniquePath(in, keys, distinct, cost, cost);
        for (Path op : outer.candidates()) {
            for (Path jp : methods.paths(unique, op, JoinType.INNER, clauses, filters, target.rows)) {
                target.add(jp, request.order());
            }
        }
    }

    /**
     * PostgreSQL's calc_joinrel_size_estimate for the join kinds; equality clauses between two
     * relations that share more than one column are estimated together ({@link MultiKeyJoins}).
     */
    private double rows(JoinType type, double outerRows, double innerRows, List<BoundExpr> clauses,
                        List<BoundExpr> filters) {
        double sel = p.selectivity.ofAll(clauses);
        sel = MultiKeyJoins.adjust(p, sel, clauses);
        double inner = outerRows * innerRows * sel;
        double rows = switch (type) {
            case LEFT -> Math.max(inner, outerRows);
            case RIGHT -> Math.max(inner, innerRows);
            case FULL -> Math.max(inner, outerRows + innerRows);
            case SEMI -> outerRows * Math.min(1, innerRows * sel);
            case ANTI -> outerRows * Math.max(0, 1 - Math.min(1, innerRows * sel));
            default -> inner;
        };
        return Math.max(1, rows * p.selectivity.ofAll(filters));
    }
}

package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.physical.GateNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.FilterNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectNode;
import org.lanin.planner.physical.ResultNode;

/**
 * Plans a query block's FROM and WHERE: the entry point of the optimizer. The plan returned
 * produces rows in the scope layout (positions {@code [0, outputWidth)}); {@code presorted} says
 * it already returns them in the requested order.
 */
public final class JoinPlanner {
    /**
     * The plan of the FROM clause and whether it already has the requested order. When the order
     * was only wished for ({@link JoinRequest#orderOptional()}: a GROUP BY that may aggregate
     * sorted input), {@code node} is the cheapest plan whatever its order and {@code ordered} the
     * cheapest that has the order (null: none, or the same plan); {@code groups} estimates how many
     * groups keys over the FROM row form (null when nothing was planned).
     */
    public record Result(PhysicalNode node, boolean presorted, PhysicalNode ordered, GroupEstimate groups,
                         java.util.function.Supplier<Partial> partialPlan) {
        /** The participant plan for a split aggregation, built on first ask (most queries never ask); or null. */
        public Partial partial() {
            return partialPlan == null ? null : partialPlan.get();
        }

        Result(PhysicalNode node, boolean presorted) {
            this(node, presorted, null, null, null);
        }

        Result(PhysicalNode node, boolean presorted, PhysicalNode ordered, GroupEstimate groups) {
            this(node, presorted, ordered, groups, null);
        }
    }

    /**
     * A FROM clause of one table that can be scanned in parallel: {@code participant} is one
     * participant's plan (its Parallel Seq Scan, projected to the scope like {@link Result#node}),
     * for an aggregate to split over (Partial below a Gather, Finalize above). {@code scanCost}:
     * the scan's total cost without the Gather's setup and per-row transfer.
     */
    public record Partial(PhysicalNode participant, int workers, double divisor, double scanCost) {
    }

    private JoinPlanner() {
    }

    public static Result plan(FromClause from, JoinRequest request, int outputWidth, PlanContext context) {
        List<BoundExpr> where = new ArrayList<>();
        for (BoundExpr w : request.where()) {
            where.addAll(Simplify.conjuncts(w));
        }
        if (where.stream().anyMatch(JoinPlanner::isFalse)) {
            return new Result(ResultNode.noRows(outputWidth).estimated(new Estimate(0, 0, 0, 0)), true);
        }
        if (from.rels().isEmpty()) {
            PhysicalNode one = ResultNode.oneRow().estimated(new Estimate(1, 0, 0.01, 0));
            return new Result(where.isEmpty() ? one : filter(one, where, List.of()), false);
        }
        if (from.rels().size() > 64) {
            throw org.lanin.engine.error.LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED,
                    "more than 64 relations in one FROM clause");
        }
        List<BoundExpr> gates = new ArrayList<>();
        where.removeIf(c -> pseudoconstant(c) && gates.add(c));
        JoinProblem problem = new JoinProblem(from, where, context);
        problem.useReadColumns(request);
        RelPaths all = new JoinSearch(problem, request).run();
        if (all == null) {
            throw new org.lanin.engine.error.EngineBug("no join order found for " + from.rels().size() + " relations");
        }
        GroupEstimate groups = new GroupEstimate(problem, request);
        if (request.orderOptional()) {
            Path ordered = all.ordered != null && all.ordered != all.cheapest ? all.ordered : null;
            boolean cheapestOrdered = all.cheapest.provides(request.order());
            return new Result(finish(all.cheapest, problem, gates, outputWidth), cheapestOrdered,
                    ordered == null ? null : finish(ordered, problem, gates, outputWidth), groups,
                    lazyPartial(all, problem, gates, outputWidth));
        }
        Chosen chosen = choose(all, request, problem);
        return new Result(finish(chosen.path(), problem, gates, outputWidth), chosen.presorted(), null, groups,
                lazyPartial(all, problem, gates, outputWidth));
    }

    /** The participant plan of a one-table FROM with a parallel scan (no gates: they are the leader's). */
    /** {@link #partial} on first ask, once; null when the FROM clause has no parallel path. */
    private static java.util.function.Supplier<Partial> lazyPartial(RelPaths all, JoinProblem problem,
                                                                    List<BoundExpr> gates, int outputWidth) {
        if (all.parallel == null) {
            return null;
        }
        Partial[] made = new Partial[1];
        boolean[] done = new boolean[1];
        return () -> {
            if (!done[0]) {
                made[0] = partial(all, problem, gates, outputWidth);
                done[0] = true;
            }
            return made[0];
        };
    }

    private static Partial partial(RelPaths all, JoinProblem problem, List<BoundExpr> gates, int outputWidth) {
        ScanPath scan = all.parallel;
        if (scan == null || problem.rels.size() != 1 || !gates.isEmpty() || !problem.from.virtualColumns().isEmpty()) {
            return null;
        }
        var par = problem.costs.settings().parallel();
        double divisor = par.divisor(scan.workers);
        PlanBuilder builder = new PlanBuilder(problem).participant();
        PhysicalNode node = builder.build(scan);
        for (Conjunct c : problem.conjuncts) {
            if (c.required() == 0) {
                return null;
            }
        }
        double scanCost = scan.totalCost - par.setupCost() - par.tupleCost() * scan.rows;
        node.estimated(new org.lanin.planner.physical.Estimate(Math.max(1, scan.rows / divisor), 0, scanCost,
                problem.width(scan)));
        return new Partial(project(node, builder.layout(scan), problem, outputWidth), scan.workers, divisor, scanCost);
    }

    /** The chosen path as a plan: conditions that need every relation on top, gates above them, then the scope layout. */
    private static PhysicalNode finish(Path path, JoinProblem problem, List<BoundExpr> gates, int outputWidth) {
        PlanBuilder builder = new PlanBuilder(problem);
        PhysicalNode node = builder.build(path);
        Layout layout = builder.layout(path);
        List<BoundExpr> top = new ArrayList<>();
        for (Conjunct c : problem.conjuncts) {
            if (c.required() == 0) {
                top.add(c.expr());
            }
        }
        if (!top.isEmpty()) {
            node = filter(node, layout.apply(top), layout.names());
        }
        if (!gates.isEmpty()) {
            node = new GateNode(node, gates.size() == 1 ? gates.get(0) : new BoundExpr.Logic(true, gates))
                    .estimated(node.estimate());
        }
        return project(node, layout, problem, outputWidth);
    }

    /**
     * A condition that reads no column and runs no subquery (literals the plan cache made parameters,
     * the statement's parameters): PostgreSQL's pseudoconstant, checked once before the scans start.
     */
    private static boolean pseudoconstant(BoundExpr c) {
        return !BoundExprs.isVolatile(c) && noRowInput(c);
    }

    private static boolean noRowInput(BoundExpr e) {
        if (e instanceof BoundExpr.ColumnRef || e instanceof BoundExpr.OuterRef || e instanceof BoundExpr.ExecParam
                || e instanceof BoundExpr.Rebased || BoundExprs.isSubquery(e)) {
            return false;
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            if (!noRowInput(child)) {
                return false;
            }
        }
        return true;
    }

    private record Chosen(Path path, boolean presorted) {
    }

    /** The cheapest plan for the rows the query will read, a sort counted where the order is wanted. */
    private static Chosen choose(RelPaths all, JoinRequest request, JoinProblem problem) {
        double limit = request.limitRows();
        Path plain = all.cheapest.costFor(limit) <= all.cheapestStartup.costFor(limit) ? all.cheapest : all.cheapestStartup;
        if (request.order().isEmpty()) {
            return new Chosen(plain, false);
        }
        if (plain.provides(request.order())) {
            return new Chosen(plain, true);
        }
        double[] sort = problem.costs.sort(all.rows, 32);
        double sorted = all.cheapest.totalCost + sort[0] + (limit < 0 ? sort[1] : 0);
        if (all.ordered != null && all.ordered.costFor(limit) < sorted) {
            return new Chosen(all.ordered, true);
        }
        return new Chosen(all.cheapest, false);
    }

    private static boolean isFalse(BoundExpr e) {
        return e instanceof BoundExpr.Literal l && (l.value() == null || Boolean.FALSE.equals(l.value()));
    }

    private static PhysicalNode filter(PhysicalNode node, List<BoundExpr> conds, List<String> names) {
        BoundExpr c = conds.size() == 1 ? conds.get(0) : new BoundExpr.Logic(true, conds);
        return new FilterNode(node, c, names).estimated(node.estimate());
    }

    /** The row in scope layout: relations' columns moved to their positions, virtual columns computed. */
    private static PhysicalNode project(PhysicalNode node, Layout layout, JoinProblem problem, int outputWidth) {
        boolean virtual = problem.from.virtualColumns().keySet().stream().anyMatch(p -> p < outputWidth);
        if (!virtual && layout.isIdentity(outputWidth)) {
            return node;
        }
        List<BoundExpr> exprs = new ArrayList<>(outputWidth);
        for (int pos = 0; pos < outputWidth; pos++) {
            BoundExpr def = problem.from.virtualColumns().get(pos);
            if (def != null) {
                exprs.add(layout.apply(problem.substituteVirtual(def)));
            } else if (layout.at(pos) >= 0) {
                exprs.add(new BoundExpr.ColumnRef(layout.at(pos), DataType.UNKNOWN, "", ""));
            } else {
                exprs.add(new BoundExpr.Literal(null, DataType.UNKNOWN));
            }
        }
        return new ProjectNode(node, exprs);
    }
}

package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.CompareOp;
import org.lanin.planner.expr.SubqueryPlan;
import org.lanin.planner.optimize.JoinTreeNode;
import org.lanin.planner.optimize.Rel;
import org.lanin.planner.optimize.Simplify;
import org.lanin.planner.physical.PhysicalNode;

/**
 * Turns WHERE conditions {@code EXISTS (...)}, {@code NOT EXISTS (...)} and {@code x IN (...)} into
 * semi and anti joins (PostgreSQL's pull_up_sublinks), so the optimizer can order them with the
 * other joins and run them as hash or index nest-loop joins instead of re-running the subquery per
 * row. A correlated subquery that is a plain SELECT has its relations and conditions joined into
 * the query (its columns hidden past the visible scope); an uncorrelated IN subquery of any shape
 * joins as one derived relation. NOT IN stays a (hashed) subplan: its NULL semantics are not an
 * anti join's. An uncorrelated EXISTS stays an InitPlan, evaluated once.
 */
final class SublinkPullUp {
    /** The FROM clause with the pulled-up subqueries joined in, and the conditions left for WHERE. */
    record Result(BoundFrom from, List<BoundExpr> where) {
    }

    private SublinkPullUp() {
    }

    static Result apply(BoundFrom from, BoundExpr where, SelectPlanner sp) {
        List<BoundExpr> rest = new ArrayList<>();
        BoundFrom acc = from;
        for (BoundExpr c : Simplify.conjuncts(where)) {
            BoundFrom pulled = pull(acc, c, sp);
            if (pulled == null) {
                rest.add(c);
            } else {
                acc = pulled;
            }
        }
        return new Result(acc, rest);
    }

    private static BoundFrom pull(BoundFrom acc, BoundExpr c, SelectPlanner sp) {
        if (c instanceof BoundExpr.Not n && n.input() instanceof BoundExpr.Exists x && !x.negated()) {
            return exists(acc, x.plan(), JoinType.ANTI, sp);
        }
        if (c instanceof BoundExpr.Exists x) {
            return exists(acc, x.plan(), x.negated() ? JoinType.ANTI : JoinType.SEMI, sp);
        }
        if (c instanceof BoundExpr.InSubquery in && !in.negated() && BoundExprs.readsColumns(in.input())
                && !BoundExprs.hasSubquery(in.input())) {
            return in(acc, in, sp);
        }
        return null;
    }

    private static BoundFrom exists(BoundFrom acc, SubqueryPlan plan, JoinType type, SelectPlanner sp) {
        SublinkBody body = sp.body(plan);
        if (body == null || !plan.correlated() || !body.flattenable()) {
            return null;
        }
        return flatten(acc, body, type, null);
    }

    private static BoundFrom in(BoundFrom acc, BoundExpr.InSubquery in, SelectPlanner sp) {
        SublinkBody body = sp.body(in.plan());
        if (body == null) {
            return null;
        }
        if (body.flattenable() && body.select().size() == inputs(in.input()).size()) {
            return flatten(acc, body, JoinType.SEMI, in.input());
        }
        if (in.plan().correlated()) {
            return null;
        }
        return derived(acc, body, in.input());
    }

    /** The IN's left side as one value per subquery column (a row constructor's fields). */
    private static List<BoundExpr> inputs(BoundExpr input) {
        if (input instanceof BoundExpr.Call c && c.function() instanceof org.lanin.planner.func.RowConstruct) {
            return c.args();
        }
        return List.of(input);
    }

    /** Joins the subquery's relations in; {@code input} is the IN's left side (null for EXISTS). */
    private static BoundFrom flatten(BoundFrom acc, SublinkBody body, JoinType type, BoundExpr input) {
        int w = acc.width();
        BoundFrom sub = body.from().shifted(w, acc.rels().size());
        List<BoundExpr> clauses = new ArrayList<>();
        if (body.where() != null) {
            clauses.addAll(Simplify.conjuncts(translate(body.where(), w)));
        }
        List<BoundExpr> inputs = input == null ? List.of() : inputs(input);
        for (int i = 0; i < inputs.size(); i++) {
            BoundExpr value = translate(body.select().get(i), w);
            if (body.castTo() != null) {
                value = new BoundExpr.Cast(value, body.castTo());
            }
            clauses.add(new BoundExpr.Compare(CompareOp.EQ, inputs.get(i), value));
        }
        return joined(acc, sub.rels(), sub.tree(), sub.scope(), sub.virtual(), sub.quals(), type, clauses);
    }

    /** An uncorrelated IN over any query: its plan joins as one relation of its single column. */
    private static BoundFrom derived(BoundFrom acc, SublinkBody body, BoundExpr input) {
        int w = acc.width();
        PhysicalNode root = body.root();
        List<BoundExpr> inputs = inputs(input);
        List<String> names = new ArrayList<>();
        List<org.lanin.engine.type.DataType> types = new ArrayList<>();
        List<Scope.Column> cols = new ArrayList<>();
        List<BoundExpr> clauses = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            var type = body.castTo() != null ? body.castTo() : body.columns().get(i).type();
            String label = body.columns().get(i).label();
            names.add(label);
            types.add(type);
            cols.add(new Scope.Column("ANY_subquery", label, type, "", true));
            clauses.add(new BoundExpr.Compare(CompareOp.EQ, inputs.get(i), new BoundExpr.ColumnRef(w + i, type, "", "")));
        }
        Rel rel = Rel.derived(w, root, "ANY_subquery", names, types);
        return joined(acc, List.of(rel), new JoinTreeNode.Leaf(acc.rels().size()), new Scope(cols, null), Map.of(),
                List.of(), JoinType.SEMI, clauses);
    }

    private static BoundFrom joined(BoundFrom acc, List<Rel> subRels, JoinTreeNode subTree, Scope subScope,
                                    Map<Integer, BoundExpr> subVirtual, List<BoundExpr> subQuals, JoinType type,
                                    List<BoundExpr> clauses) {
        List<Rel> rels = new ArrayList<>(acc.rels());
        rels.addAll(subRels);
        Map<Integer, BoundExpr> virtual = new HashMap<>(acc.virtual());
        virtual.putAll(subVirtual);
        List<BoundExpr> quals = new ArrayList<>(acc.quals());
        quals.addAll(subQuals);
        JoinTreeNode tree = new JoinTreeNode.Join(type, acc.tree(), subTree, clauses);
        return new BoundFrom(rels, tree, acc.scope().join(hidden(subScope)), virtual, quals);
    }

    /** The subquery's columns, unreachable by name from the outer query. */
    private static Scope hidden(Scope s) {
        List<Scope.Column> cols = new ArrayList<>();
        for (Scope.Column c : s.columns()) {
            cols.add(new Scope.Column("\u0000" + c.relation(), c.name(), c.type(), c.baseTable(), true));
        }
        return new Scope(cols, null);
    }

    /**
     * The subquery's expression over the joined space: its own columns moved past {@code by}, its
     * references to the enclosing query's row (depth 1) become that row's columns, deeper ones
     * come one level closer.
     */
    static BoundExpr translate(BoundExpr e, int by) {
        return BoundExprs.transform(e, x -> {
            if (x instanceof BoundExpr.ColumnRef c) {
                return new BoundExpr.ColumnRef(c.index() + by, c.type(), c.name(), c.table());
            }
            if (x instanceof BoundExpr.OuterRef o) {
                return o.depth() == 1 ? new BoundExpr.ColumnRef(o.index(), o.type(), o.name(), "")
                        : new BoundExpr.OuterRef(o.depth() - 1, o.index(), o.type(), o.name());
            }
            return x;
        });
    }
}

package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.*;
import org.lanin.engine.access.LockRowsOperator;
import org.lanin.engine.access.RowLocker;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.TupleSource;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.*;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.*;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/**
 * One plain SELECT: FROM/WHERE -> [GROUP BY/HAVING] -> [window functions] -> select list
 * (+ hidden ORDER BY columns) -> [DISTINCT] -> ORDER BY -> LIMIT/OFFSET -> drop hidden columns.
 */
final class PlainSelectPlanner {
    private final SelectPlanner sp;
    private final BindContext bc;
    private final Scope outer;
    private RowLocker.WaitPolicy lockPolicy;
    private boolean keepUnknownOutputs;
    /** Every expression over the FROM row the query evaluates (null: unknown, no index-only scan). */
    private List<BoundExpr> reads;

    /** Plans the SELECT of an INSERT: untyped literals in its select list stay untyped for the target columns. */
    PlainSelectPlanner forInsert() {
        keepUnknownOutputs = true;
        return this;
    }

    /** The FROM clause reads the recursive CTE being planned (its recursive term): no aggregates. */
    private boolean selfRef;

    PlainSelectPlanner(SelectPlanner sp, BindContext bc, Scope outer) {
        this.sp = sp;
        this.bc = bc;
        this.outer = outer;
    }

    PlannedQuery plan(PlainSelect ps) {
        if (ps.getDistinct() != null && ps.getDistinct().getOnSelectItems() != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "SELECT DISTINCT ON");
        }
        FromPlanner from = new FromPlanner(sp, bc, outer);
        int refs = bc.selfRefCount();
        FromPlanner.Relation first = ps.getFromItem() == null ? null : from.item(ps.getFromItem());
        boolean firstSelfRef = bc.selfRefCount() > refs;
        List<Join> joins = ps.getJoins() == null ? List.of() : ps.getJoins();
        JoinTree.Result tree = JoinTree.build(from, first, firstSelfRef, joins, ps.getWhere(), bc, sp, outer);
        selfRef = bc.selfRefCount() > refs;
        FromPlanner.Relation rel = tree.relation();
        Scope scope = tree.scope();
        BoundExpr where = tree.where();
        boolean grouped = ps.getGroupBy() != null || ps.getHaving() != null;
        lockPolicy = lockPolicy(ps, rel, grouped);
        if (lockPolicy != null) {
            bc.markLocksRows();
        }
        if (!grouped) {
            try {
                return finish(ps, rel, where, scope, null);
            } catch (ExprBinder.NeedsGrouping e) {
                grouped = true;
            }
        }
        return grouped(ps, rel, where, scope);
    }

    /**
     * What the query reads of the FROM row: the select list and sort keys (or, grouped, the group
     * keys) and WHERE. Null when an aggregate takes an argument (its bound form is gone by now).
     */
    private static List<BoundExpr> readsOf(AggregateCollector agg, List<BoundExpr> projected, BoundExpr where) {
        List<BoundExpr> out = new ArrayList<>();
        if (agg == null) {
            out.addAll(projected);
        } else {
            for (org.lanin.engine.exec.AggregateSpec a : agg.aggregates()) {
                if (a.argument() != null) {
                    return null;
                }
            }
            out.addAll(agg.keys());
        }
        out.add(where);
        return out;
    }

    /** SELECT ... FOR UPDATE/SHARE: how to wait, or null without a locking clause. */
    private static RowLocker.WaitPolicy lockPolicy(PlainSelect ps, FromPlanner.Relation rel, boolean grouped) {
        if (ps.getForMode() == null) {
            return null;
        }
        if (rel == null || rel.table() == null || rel.table().isPartitioned()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED,
                    "FOR UPDATE/SHARE over joins, subqueries, views or partitioned tables");
        }
        if (grouped || ps.getDistinct() != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE with GROUP BY, aggregates or DISTINCT");
        }
        return ps.isSkipLocked() ? RowLocker.WaitPolicy.SKIP_LOCKED
                : ps.isNoWait() ? RowLocker.WaitPolicy.NOWAIT : RowLocker.WaitPolicy.WAIT;
    }

    /** The scan of a single table, under a LockRows node when the query locks rows. */
    private PhysicalNode tableNode(AccessPath path, FromPlanner.Relation rel, BoundExpr where) {
        if (lockPolicy == null) {
            AccessPath p = reads == null ? path : path.indexOnlyIfCovered(reads);
            return PhysicalNode.leaf(p.describe(rel.alias()), p::create);
        }
        RowExpr recheck = ExprCompiler.compile(where);
        RowLocker.WaitPolicy policy = lockPolicy;
        TableDef table = rel.table();
        return new PhysicalNode("LockRows", List.of(PhysicalNode.leaf(path.describe(rel.alias()), path::create)),
                ops -> new LockRowsOperator((TupleSource) ops[0], table, recheck, policy));
    }

    /**
     * An index scan that already returns rows in the ORDER BY's order, when the keys are plain
     * columns of a single table forming an index's leading columns, all ascending with NULLs last
     * or all descending with NULLs first (the B-tree keeps NULLs last). Null when none fits.
     */
    private PhysicalNode orderedSource(FromPlanner.Relation rel, BoundExpr where, OrderLimit.Keys order,
                                       List<BoundExpr> projected) {
        if (rel == null || rel.table() == null || rel.table().isPartitioned() || order.positions().isEmpty()) {
            return null;
        }
        int n = order.positions().size();
        int[] attnums = new int[n];
        boolean desc = order.descending().get(0);
        for (int i = 0; i < n; i++) {
            BoundExpr key = projected.get(order.positions().get(i));
            if (!(key instanceof BoundExpr.ColumnRef c) || order.descending().get(i) != desc
                    || order.nullsFirst().get(i) != desc) {
                return null;
            }
            attnums[i] = c.index() + 1;
        }
        AccessPath path = AccessPath.chooseOrdered(rel.table(), where, attnums, desc);
        return path == null ? null : tableNode(path, rel, where);
    }

    private PhysicalNode source(FromPlanner.Relation rel, BoundExpr where) {
        if (rel == null) {
            PhysicalNode one = PhysicalNode.leaf("Result", () -> new ValuesOperator(new RowExpr[][] {{}}, 0));
            return where == null ? one : filter(one, where);
        }
        if (rel.table() != null && rel.table().isPartitioned()) {
            return new PartitionScans(rel.table(), where, bc).node(rel.alias());
        }
        if (rel.table() != null) {
            return tableNode(AccessPath.choose(rel.table(), where), rel, where);
        }
        PhysicalNode n = FromPlanner.nodeOf(rel, bc);
        return where == null ? n : filter(n, where);
    }

    static PhysicalNode filter(PhysicalNode in, BoundExpr cond) {
        RowExpr c = ExprCompiler.compile(cond);
        return PhysicalNode.over("Filter: " + Explain.expr(cond, null), in, op -> new FilterOperator(op, c));
    }

    private PlannedQuery grouped(PlainSelect ps, FromPlanner.Relation rel, BoundExpr where, Scope scope) {
        if (lockPolicy != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE with GROUP BY, aggregates or DISTINCT");
        }
        List<BoundExpr> keys = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        ExprBinder plain = new ExprBinder(bc, scope, null, "GROUP BY", sp);
        if (ps.getGroupBy() != null) {
            for (Object o : ps.getGroupBy().getGroupByExpressionList()) {
                Expression e = groupTarget((Expression) o, ps.getSelectItems(), scope);
                keys.add(plain.bind(e));
                texts.add(normalise(e));
            }
        }
        AggregateCollector agg = new AggregateCollector(keys, texts, scope);
        return finish(ps, rel, where, scope, agg);
    }

    private static String normalise(Expression e) {
        return e.toString().toLowerCase(java.util.Locale.ROOT).replace(" ", "");
    }

    /** GROUP BY 2 and GROUP BY alias refer to select-list entries (PostgreSQL's rule for output names). */
    private static Expression groupTarget(Expression e, List<SelectItem<?>> items, Scope scope) {
        if (e instanceof LongValue l) {
            int k = (int) l.getValue();
            if (k < 1 || k > items.size()) {
                throw LaninException.of(PlannerMsg.ORDER_BY_POSITION, k);
            }
            return items.get(k - 1).getExpression();
        }
        if (e instanceof Column c && c.getTable() == null && scope.resolve(null, Names.fold(c.getColumnName())) == null) {
            for (SelectItem<?> it : items) {
                if (it.getAlias() != null && Names.fold(it.getAlias().getName()).equals(Names.fold(c.getColumnName()))) {
                    return it.getExpression();
                }
            }
        }
        return e;
    }

    /** The bound select list, HAVING and ORDER BY, and the window calls they contain. */
    private record Outputs(SelectList list, BoundExpr having, OrderLimit.Keys order, WindowCollector windows) {
    }

    /** Binds the outputs; window results become columns from {@code windowBase} on. */
    private Outputs bindOutputs(PlainSelect ps, Scope scope, AggregateCollector agg, int windowBase) {
        WindowCollector windows = new WindowCollector(windowBase, ps.getWindowDefinitions());
        ExprBinder b = new ExprBinder(bc, scope, agg, null, sp).withWindows(windows);
        SelectList list = SelectList.bind(ps.getSelectItems(), b, scope, bc, keepUnknownOutputs);
        BoundExpr having = ps.getHaving() == null ? null
                : new ExprBinder(bc, scope, agg, null, sp).withoutWindows("HAVING").bindCondition(ps.getHaving());
        OrderLimit.Keys order = OrderLimit.bindKeys(ps.getOrderByElements(), list, b);
        return new Outputs(list, having, order, windows);
    }

    private PlannedQuery finish(PlainSelect ps, FromPlanner.Relation rel, BoundExpr where, Scope scope,
                                AggregateCollector agg) {
        PlannedQuery q = finishOutputs(ps, rel, where, scope, agg);
        if (selfRef && agg != null && !agg.aggregates().isEmpty()) {
            throw LaninException.of(RecursionMsg.AGGREGATE);
        }
        return q;
    }

    private PlannedQuery finishOutputs(PlainSelect ps, FromPlanner.Relation rel, BoundExpr where, Scope scope,
                                       AggregateCollector agg) {
        int base = agg == null ? scope.width() : agg.width();
        Outputs out = bindOutputs(ps, scope, agg, base);
        if (agg != null && !out.windows().calls().isEmpty() && agg.width() != base) {
            // Window columns follow the aggregates, whose number is known only now: bind again.
            int width = agg.width();
            agg = agg.emptyCopy();
            out = bindOutputs(ps, scope, agg, width);
        }
        SelectList list = out.list();
        BoundExpr having = out.having();
        OrderLimit.Keys order = out.order();
        boolean windowed = !out.windows().calls().isEmpty();
        if (windowed && lockPolicy != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE with window functions");
        }
        List<BoundExpr> allProjected = new ArrayList<>(list.exprs());
        allProjected.addAll(order.hidden());
        reads = windowed ? null : readsOf(agg, allProjected, where);
        PhysicalNode node = agg == null && !windowed ? orderedSource(rel, where, order, allProjected) : null;
        OrderLimit.Keys declaredOrder = order;
        if (node != null) {
            order = order.presorted();
        } else {
            node = source(rel, where);
        }
        if (agg != null) {
            RowExpr[] keys = ExprCompiler.compileAll(agg.keys());
            AggregateSpec[] aggs = agg.aggregates().toArray(new AggregateSpec[0]);
            node = PhysicalNode.over(agg.keys().isEmpty() ? "Aggregate" : "HashAggregate", node,
                    op -> new HashAggregateOperator(op, keys, aggs));
            if (having != null) {
                node = filter(node, having);
            }
        }
        if (windowed) {
            node = WindowPlanner.plan(node, out.windows());
        }
        List<BoundExpr> projected = new ArrayList<>(list.exprs());
        projected.addAll(order.hidden());
        RowExpr[] proj = ExprCompiler.compileAll(projected);
        node = PhysicalNode.over("Result", node, op -> new ProjectOperator(op, proj));
        if (ps.getDistinct() != null) {
            if (!order.hidden().isEmpty()) {
                throw LaninException.of(PlannerMsg.DISTINCT_ORDER);
            }
            node = PhysicalNode.over("Unique", node, DistinctOperator::new);
        }
        node = OrderLimit.sortAndLimit(node, order, declaredOrder, ps.getLimit(), ps.getOffset(), ps.getFetch(), bc, sp);
        node = OrderLimit.trim(node, list.exprs().size(), projected.size());
        List<ColumnInfo> cols = new ArrayList<>();
        for (int i = 0; i < list.exprs().size(); i++) {
            cols.add(OutputColumns.info(list.labels().get(i), list.exprs().get(i), bc));
        }
        return new PlannedQuery(node, cols);
    }
}

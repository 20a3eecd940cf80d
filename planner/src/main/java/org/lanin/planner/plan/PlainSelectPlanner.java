package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.*;
import org.lanin.engine.access.RowLocker;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.*;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.BoundExpr.Literal;
import org.lanin.planner.optimize.ConstantFolding;
import org.lanin.planner.optimize.FromClause;
import org.lanin.planner.optimize.JoinPlanner;
import org.lanin.planner.optimize.JoinRequest;
import org.lanin.planner.optimize.OrderKey;
import org.lanin.planner.physical.FilterNode;
import org.lanin.planner.physical.LockRowsNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectNode;
import org.lanin.planner.physical.SortedUniqueNode;
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
    /** The tables a locking clause over a join locks ({@link RowMarks}); null for one table or none. */
    private List<org.lanin.engine.access.JoinLockRowsOperator.Mark> rowMarks;
    private java.util.Set<String> nullableTables = java.util.Set.of();
    private boolean keepUnknownOutputs;
    /** Every expression over the FROM row the query evaluates (null: unknown, no index-only scan). */
    private List<BoundExpr> reads;

    /**
     * Untyped literals in the select list stay untyped: in the SELECT of an INSERT they take the
     * target columns' types, in a set operation's operand the other operands' (PostgreSQL resolves
     * neither before it knows the type wanted).
     */
    PlainSelectPlanner keepingUntypedOutputs() {
        keepUnknownOutputs = true;
        return this;
    }

    /** The FROM clause reads the recursive CTE being planned (its recursive term): no aggregates. */
    private boolean selfRef;
    private BoundFrom from;
    /** The FROM clause's plan already returns the ORDER BY's order. */
    private boolean presorted;
    /** The order in which the GROUP BY could aggregate without hashing (null: it must hash). */
    private AggregateStrategy.SortOrder groupOrder;
    /** What the optimizer returned for the FROM clause, and the cost constants it used. */
    private JoinPlanner.Result fromPlan;
    private org.lanin.planner.cost.CostModel costs;
    private BoundExpr boundWhere;
    /** The select list when the query is a plain filter-and-project (no grouping, windows, DISTINCT, LIMIT). */
    private List<BoundExpr> plainSelect;

    PlainSelectPlanner(SelectPlanner sp, BindContext bc, Scope outer) {
        this.sp = sp;
        this.bc = bc;
        this.outer = outer;
    }

    PlannedQuery plan(PlainSelect ps) {
        if (ps.getIntoTables() != null) { // a top-level SELECT INTO was made CREATE TABLE AS before parsing
            throw LaninException.of(PlannerMsg.SELECT_INTO_HERE);
        }
        if (ps.isSkipLocked() && ps.getFetch() != null && ps.getFetch().getFetchParameters().contains("WITH TIES")) {
            throw LaninException.of(org.lanin.planner.parse.ParseMsg.WITH_TIES_SKIP_LOCKED); // gram.y, before binding
        }
        int refs = bc.selfRefCount();
        BoundFrom from = ps.getFromItem() == null ? null : bindFrom(ps);
        selfRef = bc.selfRefCount() > refs;
        Scope scope = from == null ? Scope.empty(outer) : from.scope().withOuter(outer);
        BoundExpr where = ps.getWhere() == null ? null
                : new ExprBinder(bc, scope, null, "WHERE", sp).bindCondition(ps.getWhere());
        this.from = from;
        this.boundWhere = where;
        boolean grouped = ps.getGroupBy() != null || ps.getHaving() != null;
        lockPolicy = lockPolicy(ps, from, grouped);
        if (lockPolicy != null) {
            bc.markLocksRows();
            rowMarks = RowMarks.wanted(ps) ? RowMarks.of(ps, from, nullableTables) : null;
            if (rowMarks == null) {
                bc.lockRelation(from.rels().get(0).table(), org.lanin.engine.lock.LockMode.ROW_SHARE); // lockPolicy checked: one table
            } else {
                rowMarks.forEach(m -> bc.lockRelation(m.table(), org.lanin.engine.lock.LockMode.ROW_SHARE));
            }
        }
        if (!grouped) {
            try {
                return finish(ps, where, scope, null);
            } catch (ExprBinder.NeedsGrouping e) {
                grouped = true;
            }
        }
        return grouped(ps, where, scope);
    }

    /** The FROM list, left-deep in FROM order, with PostgreSQL's rules on a recursive CTE's reference. */
    private BoundFrom bindFrom(PlainSelect ps) {
        FromBinder binder = new FromBinder(sp, bc, outer);
        if (RowMarks.wanted(ps)) {
            binder.lockingTuples();
            nullableTables = binder.nullableTables();
        }
        if (ps.isUsingOnly()) {
            binder.only(ps.getFromItem());
        }
        int refs = bc.selfRefCount();
        List<Join> joins = ps.getJoins() == null ? List.of() : NestedJoins.of(ps.getJoins());
        BoundFrom acc = binder.item(ps.getFromItem(), JoinBinder.leftNullable(joins, 0));
        boolean leftSelfRef = bc.selfRefCount() > refs;
        if (!joins.isEmpty()) {
            for (int k = 0; k < joins.size(); k++) {
                Join j = joins.get(k);
                BoundFrom lateral = LateralJoins.join(binder, acc, j);
                if (lateral != null) {
                    acc = lateral;
                    continue;
                }
                int before = bc.selfRefCount();
                BoundFrom right;
                try {
                    right = binder.item(j.getRightItem(), JoinBinder.rightNullable(joins, k));
                } catch (LaninException e) {
                    throw LateralJoins.notLateral(e, acc);
                }
                boolean rightSelfRef = bc.selfRefCount() > before;
                RecursiveCtePlanner.checkOuterJoin(j, leftSelfRef, rightSelfRef, bc);
                leftSelfRef |= rightSelfRef;
                acc = new JoinBinder(binder).join(acc, right, j);
            }
        }
        return acc;
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
            if (agg.argumentReads() == null) {
                return null;
            }
            out.addAll(agg.argumentReads());
            out.addAll(agg.keys());
        }
        out.add(where);
        return out;
    }

    /** PostgreSQL's CheckSelectLocking: a locking clause beside DISTINCT, GROUP BY, HAVING or aggregates (0A000). */
    private static LaninException lockNotAllowed(PlainSelect ps) {
        String what = ps.getDistinct() != null ? "DISTINCT clause" : ps.getGroupBy() != null ? "GROUP BY clause"
                : ps.getHaving() != null ? "HAVING clause" : "aggregate functions";
        return LaninException.of(PlannerMsg.LOCK_NOT_ALLOWED, "FOR " + ps.getForMode().getValue().toUpperCase(java.util.Locale.ROOT), what);
    }

    /** SELECT ... FOR UPDATE/SHARE: how to wait, or null without a locking clause. */
    private static RowLocker.WaitPolicy lockPolicy(PlainSelect ps, BoundFrom from, boolean grouped) {
        if (ps.getForMode() == null) {
            return null;
        }
        boolean join = RowMarks.wanted(ps) && from != null && from.virtual().isEmpty(); // its tables: RowMarks.of
        if (!join && (from == null || from.rels().size() != 1 || !from.rels().get(0).isTable()
                || from.rels().get(0).table().isPartitioned() || !from.virtual().isEmpty()
                || !(from.tree() instanceof org.lanin.planner.optimize.JoinTreeNode.Leaf))) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED,
                    "FOR UPDATE/SHARE over joins, subqueries, views or partitioned tables");
        }
        if (grouped || ps.getDistinct() != null) {
            throw lockNotAllowed(ps);
        }
        return ps.isSkipLocked() ? RowLocker.WaitPolicy.SKIP_LOCKED
                : ps.isNoWait() ? RowLocker.WaitPolicy.NOWAIT : RowLocker.WaitPolicy.WAIT;
    }

    /**
     * The FROM clause's plan in scope layout, through the optimizer: it returns rows in the
     * ORDER BY's order when {@code order} is not null and that is cheaper than sorting (then
     * {@code presorted} is set), with the LIMIT's row count weighing cheap first rows.
     */
    private PhysicalNode source(BoundExpr where, Scope scope, OrderKeys order, double limitRows) {
        List<BoundExpr> conds = where == null ? List.of() : List.of(where);
        BoundFrom joined = from;
        if (from != null && where != null && lockPolicy == null) {
            SublinkPullUp.Result pulled = SublinkPullUp.apply(from, where, sp);
            joined = pulled.from();
            conds = pulled.where();
        }
        java.util.BitSet needed = reads == null ? null : neededColumns(reads);
        JoinRequest req = groupOrder != null
                ? new JoinRequest(conds, groupOrder.keys(), limitRows, needed, lockPolicy != null, true)
                : new JoinRequest(conds, order == null ? List.of() : order.keys(), limitRows, needed,
                lockPolicy != null);
        FromClause fc = joined == null ? FromClause.empty() : joined.toFromClause();
        StatementPlanContext context = new StatementPlanContext(bc);
        JoinPlanner.Result r = JoinPlanner.plan(fc, req, scope.width(), context);
        fromPlan = r;
        costs = new org.lanin.planner.cost.CostModel(context.settings());
        presorted = groupOrder == null && r.presorted() && order != null && !order.keys().isEmpty();
        if (lockPolicy == null) {
            return r.node();
        }
        RowExpr recheck = ExprCompiler.compile(where);
        if (rowMarks != null) {
            return new org.lanin.planner.physical.JoinLockRowsNode(r.node(), rowMarks, recheck, lockPolicy).estimated(r.node().estimate());
        }
        return new LockRowsNode(r.node(), from.rels().get(0).table(), recheck, lockPolicy).estimated(r.node().estimate());
    }

    private static java.util.BitSet neededColumns(List<BoundExpr> reads) {
        java.util.BitSet out = new java.util.BitSet();
        for (BoundExpr e : reads) {
            if (e != null) {
                if (org.lanin.planner.expr.BoundExprs.hasSubquery(e)) {
                    return null;
                }
                out.or(org.lanin.planner.expr.BoundExprs.columns(e));
            }
        }
        return out;
    }

    /** EXPLAIN's text of each sort key: the expression over the FROM row's names where it is one. */
    private List<String> sortKeyText(OrderLimit.Keys order, List<BoundExpr> projected, Scope scope, AggregateCollector agg) {
        List<String> names = explainNames(scope);
        List<String> out = new ArrayList<>();
        for (int p : order.positions()) {
            BoundExpr e = projected.get(p);
            out.add(agg == null && org.lanin.planner.expr.BoundExprs.columnsWithin(e, i -> i < names.size())
                    ? org.lanin.planner.expr.ExprText.render(e, org.lanin.planner.expr.ExprText.columns(names))
                    : "column" + (p + 1));
        }
        return out;
    }

    /**
     * The FROM row's columns as an upper node's Sort Key / Group Key names them: qualified by the
     * relation's EXPLAIN name ({@code a_1.v}) when the statement reads more than one relation.
     */
    private List<String> explainNames(Scope scope) {
        boolean qualify = from != null && (from.rels().size() > 1 || bc.explainAliases().qualifies());
        String[] relation = new String[scope.columns().size()];
        if (from != null) {
            for (org.lanin.planner.optimize.Rel r : from.rels()) {
                for (int i = r.offset(); i < Math.min(relation.length, r.offset() + r.width()); i++) {
                    relation[i] = r.alias();
                }
            }
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < relation.length; i++) {
            Scope.Column c = scope.columns().get(i);
            String rel = relation[i] != null ? relation[i] : c.relation();
            String name = c.name();
            // a pulled-up subquery's column stands for its relation's: EXPLAIN names that one (nation.n_name, not s.n_name)
            if (relation[i] == null && from != null && from.virtual().get(i) instanceof BoundExpr.ColumnRef ref
                    && ref.index() < relation.length && relation[ref.index()] != null) {
                rel = relation[ref.index()];
                name = scope.columns().get(ref.index()).name();
            }
            names.add(qualify && rel != null && !rel.isEmpty() ? rel + "." + name : name);
        }
        return names;
    }

    /** ORDER BY keys as scope positions, when every key is a plain column (else null: an index cannot help). */
    private record OrderKeys(List<OrderKey> keys) {
    }

    private static OrderKeys orderKeys(OrderLimit.Keys order, List<BoundExpr> projected) {
        if (order.positions().isEmpty()) {
            return null;
        }
        List<OrderKey> keys = new ArrayList<>();
        for (int i = 0; i < order.positions().size(); i++) {
            BoundExpr key = projected.get(order.positions().get(i));
            if (!(key instanceof BoundExpr.ColumnRef c)) {
                return null;
            }
            keys.add(new OrderKey(c.index(), order.descending().get(i), order.nullsFirst().get(i)));
        }
        return new OrderKeys(keys);
    }

    /** Rows a LIMIT reads, for the optimizer: constant count + offset, unknown (-2) for parameters, -1 for none. */
    private static double limitRows(PlainSelect ps) {
        Limit limit = ps.getLimit();
        Expression count = limit == null || limit.isLimitAll() || limit.isLimitNull() ? null : limit.getRowCount();
        if (count == null && ps.getFetch() != null) {
            // FETCH FIRST ROW ONLY: JSqlParser keeps no count (OrderLimit reads it as 1)
            count = ps.getFetch().getExpression() != null ? ps.getFetch().getExpression() : new LongValue(1);
        }
        if (count == null) {
            return -1;
        }
        Expression skip = ps.getOffset() != null ? ps.getOffset().getOffset() : limit == null ? null : limit.getOffset();
        if (count instanceof LongValue n && (skip == null || skip instanceof LongValue)) {
            return n.getValue() + (skip == null ? 0 : ((LongValue) skip).getValue());
        }
        return -2;
    }

    static PhysicalNode filter(PhysicalNode in, BoundExpr cond, List<String> names) {
        return new FilterNode(in, cond, names).estimated(in.estimate());
    }

    /** Hash aggregation over the FROM rows, HAVING as its filter (group keys listed for EXPLAIN). */
    private PhysicalNode aggregate(PhysicalNode input, AggregateCollector agg, Scope scope, BoundExpr having) {
        PhysicalNode source = input;
        // GROUP BY generate_series(...): the calls run below the aggregation (PostgreSQL's ProjectSet under Agg)
        ProjectSets.Result keyed = agg.groupingSets() == null ? ProjectSets.apply(input, agg.keys(), scope.width())
                : new ProjectSets.Result(input, agg.keys());
        input = keyed.node();
        RowExpr[] keys = ExprCompiler.compileAll(keyed.exprs());
        AggregateSpec[] aggs = agg.aggregates().toArray(new AggregateSpec[0]);
        List<String> names = explainNames(scope);
        List<String> keyText = new ArrayList<>();
        for (BoundExpr k : agg.keys()) {
            keyText.add(org.lanin.planner.expr.ExprText.render(k, org.lanin.planner.expr.ExprText.columns(names)));
        }
        List<String> outNames = new ArrayList<>(keyText);
        outNames.addAll(agg.aggregateTexts());
        if (agg.groupingSets() != null) {
            return GroupingSetsPlan.build(input, agg, keyText, having, outNames);
        }
        org.lanin.planner.physical.ScanFilter filter = org.lanin.planner.physical.ScanFilter.of(having, outNames);
        boolean sortable = groupOrder != null && keyed.node() == source && fromPlan != null;
        return AggregateStrategy.plan(input, source == keyed.node() ? fromPlan : null,
                costs(), keys, aggs, keyText, filter, keyed.exprs(), sortable ? groupOrder : null, readColumns(agg, keyed.exprs()),
                agg.carried(), agg.argumentReads());
    }

    private org.lanin.planner.cost.CostModel costs() {
        return costs != null ? costs : new org.lanin.planner.cost.CostModel(org.lanin.planner.cost.PlannerSettings.DEFAULT);
    }

    /** The FROM row's positions the group keys and aggregate arguments read; null when unknown. */
    private static int[] readColumns(AggregateCollector agg, List<BoundExpr> keys) {
        if (agg.argumentReads() == null) {
            return null;
        }
        List<BoundExpr> all = new ArrayList<>(agg.argumentReads());
        all.addAll(keys);
        java.util.BitSet read = neededColumns(all);
        return read == null ? null : read.stream().toArray();
    }

    private PlannedQuery grouped(PlainSelect ps, BoundExpr where, Scope scope) {
        if (lockPolicy != null) {
            throw lockNotAllowed(ps);
        }
        List<BoundExpr> keys = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        ExprBinder plain = new ExprBinder(bc, scope, null, "GROUP BY", sp);
        GroupingSets.Expansion sets = ps.getGroupBy() == null ? null
                : GroupingSets.expand(groupItems(ps.getGroupBy().getGroupByExpressionList()));
        if (sets != null) {
            for (Expression e : sets.keys()) {
                Expression target = groupTarget(e, ps.getSelectItems(), scope);
                keys.add(plain.bind(target));
                texts.add(normalise(target));
            }
            keys.add(new BoundExpr.Literal(0, org.lanin.engine.type.DataType.INTEGER)); // the set's number
            texts.add("\u0000grouping set");
            return finish(ps, where, scope, new AggregateCollector(keys, texts, scope).withGroupingSets(sets.sets()));
        }
        if (ps.getGroupBy() != null) {
            for (Object o : ps.getGroupBy().getGroupByExpressionList()) {
                Expression e = groupTarget((Expression) o, ps.getSelectItems(), scope);
                BoundExpr key = plain.bind(e);
                if (key.type().kind() == org.lanin.engine.type.TypeKind.JSON) {
                    throw LaninException.of(org.lanin.engine.json.JsonMsg.NO_EQUALITY);
                }
                keys.add(key);
                texts.add(normalise(e));
            }
        }
        java.util.BitSet dependent = FunctionalGrouping.dependent(from, keys);
        int carried = 0;
        if (keys.size() >= 2) { // remove_useless_groupby_columns: dependent keys are carried, not grouped on
            FunctionalGrouping.Reordered r = FunctionalGrouping.carryDependent(keys, texts, dependent);
            keys = r.keys();
            texts = r.texts();
            carried = r.carried();
        }
        AggregateCollector agg = new AggregateCollector(keys, texts, scope).withCarried(carried).withDependent(dependent);
        return finish(ps, where, scope, agg);
    }

    private static List<Expression> groupItems(List<?> list) {
        List<Expression> out = new ArrayList<>();
        for (Object o : list) {
            out.add((Expression) o);
        }
        return out;
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
    private record Outputs(SelectList list, BoundExpr having, OrderLimit.Keys order, WindowCollector windows,
                           DistinctOn.Plan distinctOn) {
    }

    /** Binds the outputs; window results become columns from {@code windowBase} on. */
    private Outputs bindOutputs(PlainSelect ps, Scope scope, AggregateCollector agg, int windowBase) {
        WindowCollector windows = new WindowCollector(windowBase, ps.getWindowDefinitions());
        ExprBinder b = new ExprBinder(bc, scope, agg, null, sp).withWindows(windows);
        SelectList list = SelectList.bind(ps.getSelectItems(), b, scope, bc, keepUnknownOutputs);
        BoundExpr having = ps.getHaving() == null ? null
                : new ExprBinder(bc, scope, agg, null, sp).withoutWindows("HAVING").bindCondition(ps.getHaving());
        if (DistinctOn.present(ps)) {
            int n = ps.getOrderByElements() == null ? 0 : ps.getOrderByElements().size();
            OrderLimit.Keys all = OrderLimit.bindKeys(DistinctOn.elements(ps), list, b);
            return new Outputs(list, having, DistinctOn.orderOnly(all, n), windows, DistinctOn.plan(all, n));
        }
        OrderLimit.Keys order = OrderLimit.bindKeys(ps.getOrderByElements(), list, b);
        return new Outputs(list, having, order, windows, null);
    }

    /** The outputs with constants folded (PostgreSQL folds the target list, HAVING and sort keys before planning). */
    private static Outputs folded(Outputs out) {
        List<BoundExpr> exprs = new ArrayList<>();
        for (BoundExpr e : out.list().exprs()) {
            exprs.add(ConstantFolding.fold(e));
        }
        OrderLimit.Keys o = out.order();
        if (out.distinctOn() == null) { // DISTINCT ON's sort keeps its own hidden columns: left as bound
            List<BoundExpr> hidden = new ArrayList<>();
            for (BoundExpr e : o.hidden()) {
                hidden.add(ConstantFolding.fold(e));
            }
            o = new OrderLimit.Keys(o.positions(), o.comparators(), hidden, o.descending(), o.nullsFirst());
        }
        return new Outputs(new SelectList(exprs, out.list().labels()), ConstantFolding.fold(out.having()), o,
                out.windows(), out.distinctOn());
    }

    private PlannedQuery finish(PlainSelect ps, BoundExpr where, Scope scope, AggregateCollector agg) {
        PlannedQuery q = finishOutputs(ps, where, scope, agg);
        if (selfRef && agg != null && !agg.aggregates().isEmpty()) {
            throw LaninException.of(RecursionMsg.AGGREGATE);
        }
        return q;
    }

    /**
     * SELECT DISTINCT over the projected rows {@code node} ({@code select} over the FROM row, or over
     * the aggregation's output); {@code overFrom}: the projection reads the FROM clause's plan
     * directly, so the optimizer's plan in the DISTINCT's order may feed a Unique.
     */
    private DistinctStrategy.Planned distinct(PhysicalNode node, List<BoundExpr> projection, List<BoundExpr> select,
                                  List<OrderKey> distinctOrder, OrderLimit.Keys order, boolean overFrom,
                                  List<String> keyText, double limitRows) {
        org.lanin.planner.physical.Estimate in = node.estimate();
        double rows = overFrom && fromPlan != null && fromPlan.groups() != null
                ? fromPlan.groups().groups(select, in.rows()) : in.rows();
        boolean fromOrdered = overFrom && groupOrder != null && fromPlan != null;
        PhysicalNode ordered = fromOrdered && fromPlan.ordered() != null
                ? new ProjectNode(fromPlan.ordered(), projection) : null;
        return DistinctStrategy.plan(node, fromOrdered && fromPlan.presorted(), ordered, distinctOrder, order, rows,
                limitRows, costs(), keyText, select);
    }

    private PlannedQuery finishOutputs(PlainSelect ps, BoundExpr where, Scope scope, AggregateCollector agg) {
        int base = agg == null ? scope.width() : agg.width();
        Object names = bc.explainAliases().mark(); // subqueries bound again keep the names of the first binding
        Outputs out = bindOutputs(ps, scope, agg, base);
        if (agg != null && agg.hasPendingDependents()) {
            // ungrouped columns the keys determine (check_functional_grouping): bound again as carried keys
            agg = agg.withPendingDependents();
            base = agg.width();
            bc.explainAliases().reset(names);
            out = bindOutputs(ps, scope, agg, base);
        }
        if (agg != null && !out.windows().calls().isEmpty() && agg.width() != base) {
            // Window columns follow the aggregates, whose number is known only now: bind again.
            int width = agg.width();
            agg = agg.emptyCopy();
            bc.explainAliases().reset(names);
            out = bindOutputs(ps, scope, agg, width);
        }
        out = folded(out);
        SelectList list = out.list();
        BoundExpr having = out.having();
        DistinctOn.Plan distinctOn = out.distinctOn();
        OrderLimit.Keys order = distinctOn == null ? out.order() : distinctOn.sort();
        if (agg != null && having instanceof Literal lit && Boolean.TRUE.equals(lit.value())) {
            having = null;
        } else if (agg != null && having != null && !BoundExprs.readsColumns(having) && !BoundExprs.hasSubquery(having)
                && !BoundExprs.isVolatile(having)) {
            // PostgreSQL copies a HAVING that reads nothing of the groups into WHERE: false there, no row is read
            where = where == null ? having : new BoundExpr.Logic(true, List.of(where, having));
        }
        boolean windowed = !out.windows().calls().isEmpty();
        if (windowed && lockPolicy != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE with window functions");
        }
        List<BoundExpr> allProjected = new ArrayList<>(list.exprs());
        allProjected.addAll(order.hidden());
        reads = windowed ? null : readsOf(agg, allProjected, where);
        boolean plain = agg == null && !windowed;
        groupOrder = windowed ? null : AggregateStrategy.sortOrder(agg, order.positions(), order.descending(),
                order.nullsFirst(), allProjected);
        boolean distinct = ps.getDistinct() != null && distinctOn == null;
        List<OrderKey> distinctOrder = distinct && order.hidden().isEmpty() ? DistinctStrategy.order(list.exprs(), order)
                : null;
        if (agg == null && !windowed && distinctOrder != null && !ProjectSets.any(allProjected)) {
            // the optimizer may offer the FROM rows in the DISTINCT's order (an index's) for a Unique
            groupOrder = DistinctStrategy.fromOrder(distinctOrder, list.exprs());
        }
        PhysicalNode node = source(where, scope, plain ? orderKeys(order, allProjected) : null,
                plain && ps.getDistinct() == null ? limitRows(ps) : -1);
        OrderLimit.Keys declaredOrder = distinctOn == null ? order : out.order();
        if (presorted) {
            order = order.presorted();
        }
        if (agg != null) {
            node = aggregate(node, agg, scope, having);
            if (groupOrder != null && groupOrder.coversOrderBy() && node instanceof org.lanin.planner.physical.AggregateNode a
                    && a.sortedInput()) {
                order = order.presorted(); // the groups come out in the ORDER BY's order
            }
        }
        if (windowed) {
            node = WindowPlanner.plan(node, out.windows());
        }
        List<BoundExpr> projected = new ArrayList<>(list.exprs());
        projected.addAll(order.hidden());
        boolean sets = ProjectSets.any(projected);
        if (plain && ps.getDistinct() == null && ps.getLimit() == null && ps.getOffset() == null && ps.getFetch() == null
                && lockPolicy == null && !selfRef && from != null && !sets) {
            plainSelect = list.exprs();
        }
        if (sets && lockPolicy != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE with set-returning functions in the select list");
        }
        ProjectSets.Result withSets = ProjectSets.apply(node, projected,
                (agg == null ? scope.width() : agg.width()) + out.windows().calls().size());
        PostponedVolatile postponed = sets || distinct || distinctOn != null || lockPolicy != null
                || order.positions().isEmpty() ? null : PostponedVolatile.of(projected, list.exprs().size(), order);
        node = new ProjectNode(withSets.node(), postponed == null ? withSets.exprs() : postponed.sortInput());
        if (distinct) {
            if (!order.hidden().isEmpty()) {
                throw LaninException.of(PlannerMsg.DISTINCT_ORDER);
            }
            for (BoundExpr p : list.exprs()) {
                if (p.type().kind() == org.lanin.engine.type.TypeKind.JSON) {
                    throw LaninException.of(org.lanin.engine.json.JsonMsg.NO_EQUALITY);
                }
            }
            DistinctStrategy.Planned d = distinct(node, withSets.exprs(), list.exprs(), distinctOrder, order,
                    agg == null && !windowed && !sets, sortKeyText(OrderLimit.Keys.all(list.exprs().size()), projected, scope, agg),
                    limitRows(ps));
            node = d.node();
            if (d.sorted()) {
                order = order.presorted(); // the Unique's input was sorted with the ORDER BY's keys leading
            } else if (presorted) {
                order = declaredOrder; // a hash aggregate that spills returns its groups out of the input's order
            }
        }
        List<String> keyText = sortKeyText(order, projected, scope, agg);
        if (distinctOn != null) {
            node = OrderLimit.sortAndLimit(node, order, declaredOrder, keyText, null, null, null, bc, sp);
            node = new SortedUniqueNode(node, distinctOn.keyColumns()).estimated(node.estimate());
            order = order.presorted();
        }
        if (postponed != null) { // Sort, then the volatile columns, then the Limit pulls
            node = postponed.afterSort(OrderLimit.sortAndLimit(node, order, declaredOrder, keyText, null, null, null, bc, sp));
            order = order.presorted();
        }
        node = OrderLimit.sortAndLimit(node, order, declaredOrder, keyText,
                ps.getLimit(), ps.getOffset(), ps.getFetch(), bc, sp);
        node = OrderLimit.trim(node, list.exprs().size(), projected.size());
        List<ColumnInfo> cols = new ArrayList<>();
        for (int i = 0; i < list.exprs().size(); i++) {
            cols.add(OutputColumns.info(list.labels().get(i), list.exprs().get(i), bc));
        }
        return new PlannedQuery(node, cols, plainSelect == null ? null
                : new SublinkBody(from, boundWhere, plainSelect, node, cols, null, ps.getOrderByElements() != null));
    }
}

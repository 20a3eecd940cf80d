package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.NullValue;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.NotEqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.GroupByElement;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.SchemaNames;

/**
 * Decorrelation of a scalar subquery with an aggregate in WHERE: {@code x op (SELECT agg(..) FROM
 * t WHERE t.k = outer.c AND inner-only conditions)} becomes a join with the derived table
 * {@code (SELECT t.k, agg(..) FROM t WHERE inner-only conditions GROUP BY t.k)} on {@code k = outer.c}
 * and the condition {@code x op v}. PostgreSQL never does this (it runs the SubPlan per outer row).
 * Here it is a cost-based choice: the query is planned as written and rewritten, and the rewrite
 * wins when its plan costs less than the plan as written plus one run of its SubPlans per row of
 * the rest of the query. So a lookup of a few rows keeps its SubPlan (one index probe or one scan
 * each), while "employees paid above their department's average" over the whole table becomes
 * one scan, one hash aggregate and one hash join instead of a scan per employee.
 *
 * <p>Why it is the same query: WHERE keeps a row only when the comparison is TRUE. An outer row
 * with no inner row has no group (the join drops it) where the subquery gave NULL (the comparison
 * dropped it); so only aggregates that are NULL over no rows qualify (avg, sum, min, max: never
 * count), in an expression that stays NULL when they are ({@code +, -, *} and numeric constants).
 * Grouping by the inner columns and joining on the same equality matches exactly the inner rows
 * the correlated equality matched. Work that could fail is not moved to rows it was never run on:
 * the aggregate expression has no division or cast, and the inner conditions are plain
 * comparisons of columns and constants. The rewrite is syntactic (a new AST; the statement's own
 * is not changed) and is planned like any query, so everything downstream (join order, methods,
 * EXPLAIN) sees an ordinary join.
 */
final class ScalarAggDecorrelation {
    private static final Set<String> NULL_ON_EMPTY = Set.of("avg", "sum", "min", "max");

    private final BindContext bc;
    private final SelectPlanner sp;
    private int derivedCount;

    private ScalarAggDecorrelation(BindContext bc, SelectPlanner sp) {
        this.bc = bc;
        this.sp = sp;
    }

    /**
     * Plans {@code ps}, a query block with no enclosing query (its outer references could not be
     * told from ours): as written, and, when some WHERE subquery can be decorrelated, also
     * rewritten; the rewritten plan wins when it is estimated cheaper than the plan as written
     * plus its correlated SubPlans run once per row of the rest of the query (the cost model
     * itself leaves SubPlans out: PostgreSQL's cost_qual_eval charges them per row, Lanin's
     * conditions count one operator each).
     */
    static PlannedQuery plan(PlainSelect ps, BindContext bc, SelectPlanner sp) {
        // the rewrite binds the query's relations again: EXPLAIN names them as the first binding did
        Object names = bc.explainAliases().mark();
        PlannedQuery original = new PlainSelectPlanner(sp, bc, null).plan(ps);
        if (ps.getWhere() == null || ps.getForMode() != null || ps.getFromItem() == null
                || !comparesWithSubquery(ps.getWhere())) {
            return original;
        }
        double perRow = correlatedSubplanCost(original.root());
        if (perRow <= 0) {
            return original;
        }
        Object originalNames = bc.explainAliases().mark();
        try {
            ScalarAggDecorrelation d = new ScalarAggDecorrelation(bc, sp);
            PlainSelect rewritten = d.rewrite(ps);
            if (rewritten == null) {
                bc.explainAliases().reset(originalNames);
                return original;
            }
            bc.explainAliases().reset(names);
            PlannedQuery alternative = new PlainSelectPlanner(sp, bc, null).plan(rewritten);
            double asWritten = original.root().estimate().totalCost() + d.outerRows * perRow;
            if (alternative.root().estimate().totalCost() < asWritten) {
                return alternative;
            }
            bc.explainAliases().reset(originalNames);
            return original;
        } catch (LaninException e) {
            bc.explainAliases().reset(originalNames);
            return original; // the rewrite met something it cannot plan: keep the plan as written
        }
    }

    /** The estimated cost of one run of each correlated SubPlan in the plan, summed. */
    private static double correlatedSubplanCost(org.lanin.planner.physical.PhysicalNode node) {
        double sum = 0;
        for (org.lanin.planner.expr.SubqueryPlan p : node.subplans()) {
            if (p.correlated() && p.root() instanceof org.lanin.planner.physical.PhysicalNode r) {
                sum += r.estimate().totalCost();
            }
        }
        for (org.lanin.planner.physical.PhysicalNode in : node.inputs()) {
            sum += correlatedSubplanCost(in);
        }
        return sum;
    }

    /** Cheap test first: some top-level conjunct compares with a parenthesised SELECT. */
    private static boolean comparesWithSubquery(Expression where) {
        List<Expression> conjuncts = new ArrayList<>();
        split(where, conjuncts);
        for (Expression c : conjuncts) {
            if (c instanceof ComparisonOperator cmp && (cmp.getLeftExpression() instanceof ParenthesedSelect
                    || cmp.getRightExpression() instanceof ParenthesedSelect)) {
                return true;
            }
        }
        return false;
    }

    /** The comparison's other side: columns, constants, parameters and arithmetic (no subquery). */
    private static boolean simpleOperand(Expression e) {
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) {
            return simpleOperand(p.get(0));
        }
        if (e instanceof net.sf.jsqlparser.expression.BinaryExpression b && (b instanceof Addition
                || b instanceof Subtraction || b instanceof Multiplication
                || b instanceof net.sf.jsqlparser.expression.operators.arithmetic.Division)) {
            return simpleOperand(b.getLeftExpression()) && simpleOperand(b.getRightExpression());
        }
        if (e instanceof CastExpression c) {
            return simpleOperand(c.getLeftExpression());
        }
        return e instanceof Column || e instanceof LongValue || e instanceof DoubleValue || e instanceof StringValue
                || e instanceof JdbcParameter;
    }

    /** The rows the query gives without the decorrelated conditions: how often the SubPlans would run. */
    private double outerRows;

    /** {@code ps} with its decorrelatable WHERE subqueries joined as grouped derived tables; null when none is. */
    private PlainSelect rewrite(PlainSelect ps) {
        List<Expression> conjuncts = new ArrayList<>();
        split(ps.getWhere(), conjuncts);
        List<Expression> kept = new ArrayList<>();
        List<Expression> rest = new ArrayList<>();
        List<Join> added = new ArrayList<>();
        for (Expression c : conjuncts) {
            Candidate cand = candidate(c, ps);
            if (cand == null) {
                kept.add(c);
                rest.add(c);
            } else {
                String alias = "decorrelated_" + (++derivedCount);
                added.add(cand.join(alias));
                kept.addAll(cand.conditions(alias));
            }
        }
        if (added.isEmpty()) {
            return null;
        }
        outerRows = estimatedRows(ps, rest);
        PlainSelect out = copy(ps);
        List<Join> joins = new ArrayList<>(ps.getJoins() == null ? List.of() : ps.getJoins());
        joins.addAll(added);
        out.setJoins(joins);
        out.setWhere(and(kept));
        return out;
    }

    private double estimatedRows(PlainSelect ps, List<Expression> where) {
        PlainSelect probe = new PlainSelect();
        probe.addSelectItems(new SelectItem<>(new LongValue(1)));
        probe.setFromItem(ps.getFromItem());
        probe.setJoins(ps.getJoins());
        probe.setWhere(where.isEmpty() ? null : and(where));
        return new PlainSelectPlanner(sp, bc, null).plan(probe).root().estimate().rows();
    }

    /** What one WHERE conjunct becomes, or null when it is not {@code x op (aggregate subquery)}. */
    private Candidate candidate(Expression c, PlainSelect outer) {
        if (!(c instanceof ComparisonOperator cmp) || !isPlainComparison(cmp)) {
            return null;
        }
        boolean subqueryRight = cmp.getRightExpression() instanceof ParenthesedSelect;
        Expression other = subqueryRight ? cmp.getLeftExpression() : cmp.getRightExpression();
        Expression sub = subqueryRight ? cmp.getRightExpression() : cmp.getLeftExpression();
        if (!(sub instanceof ParenthesedSelect p) || !(p.getSelect() instanceof PlainSelect inner)
                || !simpleOperand(other) || p.getWithItemsList() != null) {
            return null;
        }
        Scopes scopes = Scopes.of(inner, outer, this);
        if (scopes == null || !simpleAggregateQuery(inner)) {
            return null;
        }
        Expression value = inner.getSelectItems().get(0).getExpression();
        if (!strictAggregateExpression(value, scopes, false)) {
            return null;
        }
        List<Expression> innerKeys = new ArrayList<>();
        List<Expression> outerKeys = new ArrayList<>();
        List<Expression> filters = new ArrayList<>();
        List<Expression> whereParts = new ArrayList<>();
        if (inner.getWhere() != null) {
            split(inner.getWhere(), whereParts);
        }
        for (Expression w : whereParts) {
            if (w instanceof EqualsTo eq && eq.getLeftExpression() instanceof Column l
                    && eq.getRightExpression() instanceof Column r) {
                Side ls = scopes.side(l);
                Side rs = scopes.side(r);
                if (ls == Side.INNER && rs == Side.OUTER || ls == Side.OUTER && rs == Side.INNER) {
                    innerKeys.add(ls == Side.INNER ? l : r);
                    outerKeys.add(ls == Side.INNER ? r : l);
                    continue;
                }
            }
            if (!innerOnlyCondition(w, scopes)) {
                return null;
            }
            filters.add(w);
        }
        if (innerKeys.isEmpty()) {
            return null;
        }
        return new Candidate(cmp, subqueryRight, other, inner, value, innerKeys, outerKeys, filters);
    }

    private static boolean isPlainComparison(ComparisonOperator c) {
        return c instanceof EqualsTo || c instanceof NotEqualsTo || c instanceof GreaterThan
                || c instanceof GreaterThanEquals || c instanceof MinorThan || c instanceof MinorThanEquals;
    }

    /** One select-list item, nothing that makes it more than one group's aggregate over plain tables. */
    private static boolean simpleAggregateQuery(PlainSelect q) {
        return q.getSelectItems() != null && q.getSelectItems().size() == 1 && q.getDistinct() == null
                && q.getGroupBy() == null && q.getHaving() == null && q.getOrderByElements() == null
                && q.getLimit() == null && q.getOffset() == null && q.getFetch() == null
                && q.getWindowDefinitions() == null && q.getForMode() == null && q.getIntoTables() == null
                && q.getWithItemsList() == null && q.getQualify() == null;
    }

    /**
     * avg/sum/min/max of inner columns combined by {@code + - *} with numeric constants: NULL
     * exactly when an aggregate is, and unable to fail on a group the subquery never ran for.
     */
    private static boolean strictAggregateExpression(Expression e, Scopes scopes, boolean underAggregate) {
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) {
            return strictAggregateExpression(p.get(0), scopes, underAggregate);
        }
        if (e instanceof Addition || e instanceof Subtraction || e instanceof Multiplication) {
            var b = (net.sf.jsqlparser.expression.BinaryExpression) e;
            boolean l = strictAggregateExpression(b.getLeftExpression(), scopes, underAggregate);
            boolean r = strictAggregateExpression(b.getRightExpression(), scopes, underAggregate);
            return l && r && (underAggregate || hasAggregate(b.getLeftExpression()) || hasAggregate(b.getRightExpression()));
        }
        if (e instanceof LongValue || e instanceof DoubleValue) {
            return true;
        }
        if (e instanceof Column c) {
            return underAggregate && scopes.side(c) == Side.INNER;
        }
        if (e instanceof Function f && !underAggregate && f.getName() != null
                && NULL_ON_EMPTY.contains(Names.fold(f.getName())) && f.getParameters() != null
                && f.getParameters().size() == 1 && !f.isAllColumns() && f.getOrderByElements() == null
                && f.getKeep() == null && !f.isIgnoreNulls() && f.getMultipartName().size() == 1) {
            return strictAggregateExpression((Expression) f.getParameters().get(0), scopes, true);
        }
        return false;
    }

    private static boolean hasAggregate(Expression e) {
        if (e instanceof Function) {
            return true;
        }
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) {
            return hasAggregate(p.get(0));
        }
        if (e instanceof net.sf.jsqlparser.expression.BinaryExpression b) {
            return hasAggregate(b.getLeftExpression()) || hasAggregate(b.getRightExpression());
        }
        return false;
    }

    /** A comparison, BETWEEN, IN list, LIKE or IS NULL of inner columns and constants, under AND/OR. */
    private static boolean innerOnlyCondition(Expression e, Scopes scopes) {
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) {
            return innerOnlyCondition(p.get(0), scopes);
        }
        if (e instanceof AndExpression a) {
            return innerOnlyCondition(a.getLeftExpression(), scopes) && innerOnlyCondition(a.getRightExpression(), scopes);
        }
        if (e instanceof OrExpression o) {
            return innerOnlyCondition(o.getLeftExpression(), scopes) && innerOnlyCondition(o.getRightExpression(), scopes);
        }
        if (e instanceof ComparisonOperator c && isPlainComparison(c) || e instanceof LikeExpression) {
            var b = (net.sf.jsqlparser.expression.BinaryExpression) e;
            return operand(b.getLeftExpression(), scopes) && operand(b.getRightExpression(), scopes);
        }
        if (e instanceof Between b) {
            return operand(b.getLeftExpression(), scopes) && operand(b.getBetweenExpressionStart(), scopes)
                    && operand(b.getBetweenExpressionEnd(), scopes);
        }
        if (e instanceof IsNullExpression n) {
            return operand(n.getLeftExpression(), scopes);
        }
        if (e instanceof InExpression in && in.getRightExpression() instanceof ParenthesedExpressionList<?> list) {
            for (Object item : list) {
                if (!operand((Expression) item, scopes)) {
                    return false;
                }
            }
            return operand(in.getLeftExpression(), scopes);
        }
        return false;
    }

    private static boolean operand(Expression e, Scopes scopes) {
        if (e instanceof Column c) {
            return scopes.side(c) == Side.INNER;
        }
        return e instanceof LongValue || e instanceof DoubleValue || e instanceof StringValue || e instanceof NullValue
                || e instanceof JdbcParameter
                || e instanceof CastExpression c && (c.getLeftExpression() instanceof StringValue
                || c.getLeftExpression() instanceof JdbcParameter); // typed literals: date '...'
    }

    private static void split(Expression e, List<Expression> out) {
        if (e instanceof AndExpression a) {
            split(a.getLeftExpression(), out);
            split(a.getRightExpression(), out);
        } else if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1 && p.get(0) instanceof AndExpression) {
            split((Expression) p.get(0), out);
        } else {
            out.add(e);
        }
    }

    private static Expression and(List<Expression> parts) {
        Expression e = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            e = new AndExpression(e, parts.get(i));
        }
        return e;
    }

    /** A shallow copy of the outer query block: the statement's AST stays as parsed (plans are cached by text). */
    private static PlainSelect copy(PlainSelect ps) {
        PlainSelect out = new PlainSelect();
        out.setSelectItems(ps.getSelectItems());
        out.setDistinct(ps.getDistinct());
        out.setFromItem(ps.getFromItem());
        out.setGroupByElement(ps.getGroupBy());
        out.setHaving(ps.getHaving());
        out.setOrderByElements(ps.getOrderByElements());
        out.setLimit(ps.getLimit());
        out.setOffset(ps.getOffset());
        out.setFetch(ps.getFetch());
        out.setWindowDefinitions(ps.getWindowDefinitions());
        out.setWithItemsList(ps.getWithItemsList());
        out.setQualify(ps.getQualify());
        return out;
    }

    private enum Side { INNER, OUTER, UNKNOWN }

    /** A subquery to decorrelate: the comparison, its other side, and the subquery's parts. */
    private record Candidate(ComparisonOperator cmp, boolean subqueryRight, Expression other, PlainSelect inner,
                             Expression value, List<Expression> innerKeys, List<Expression> outerKeys,
                             List<Expression> filters) {
        /** {@code , (SELECT k1.., value FROM inner WHERE filters GROUP BY k1..) alias} */
        Join join(String alias) {
            PlainSelect d = new PlainSelect();
            List<Expression> keys = new ArrayList<>();
            for (int i = 0; i < innerKeys.size(); i++) {
                d.addSelectItems(new SelectItem<>(innerKeys.get(i), new Alias("k" + (i + 1), true)));
                keys.add(innerKeys.get(i));
            }
            d.addSelectItems(new SelectItem<>(value, new Alias("v", true)));
            d.setFromItem(inner.getFromItem());
            d.setJoins(inner.getJoins());
            d.setWhere(filters.isEmpty() ? null : and(filters));
            GroupByElement g = new GroupByElement();
            g.setGroupByExpressions(new ExpressionList<>(keys));
            d.setGroupByElement(g);
            ParenthesedSelect derived = new ParenthesedSelect();
            derived.setSelect(d);
            derived.setAlias(new Alias(alias, true));
            Join j = new Join();
            j.setSimple(true);
            j.setRightItem(derived);
            return j;
        }

        /** {@code alias.k_i = outer_i} for every key, and the comparison against {@code alias.v}. */
        List<Expression> conditions(String alias) {
            List<Expression> out = new ArrayList<>();
            Table t = new Table(alias);
            for (int i = 0; i < outerKeys.size(); i++) {
                out.add(new EqualsTo(new Column(t, "k" + (i + 1)), outerKeys.get(i)));
            }
            Column v = new Column(t, "v");
            ComparisonOperator c = copyOf(cmp);
            c.setLeftExpression(subqueryRight ? other : v);
            c.setRightExpression(subqueryRight ? v : other);
            out.add(c);
            return out;
        }

        private static ComparisonOperator copyOf(ComparisonOperator c) {
            if (c instanceof EqualsTo) {
                return new EqualsTo();
            }
            if (c instanceof NotEqualsTo n) {
                return new NotEqualsTo(n.getStringExpression());
            }
            if (c instanceof GreaterThan) {
                return new GreaterThan();
            }
            if (c instanceof GreaterThanEquals) {
                return new GreaterThanEquals();
            }
            if (c instanceof MinorThan) {
                return new MinorThan();
            }
            return new MinorThanEquals();
        }
    }

    /**
     * Which query a column reference of the subquery belongs to, by SQL's rule: a qualifier names
     * the innermost FROM item with that name; an unqualified name is the inner table's if one has
     * such a column. The inner FROM items must be base tables (their columns known); the outer
     * ones are known by name only.
     */
    private record Scopes(List<TableDef> innerTables, List<String> innerNames, Set<String> outerNames) {
        static Scopes of(PlainSelect inner, PlainSelect outer, ScalarAggDecorrelation d) {
            List<TableDef> tables = new ArrayList<>();
            List<String> names = new ArrayList<>();
            List<FromItem> items = new ArrayList<>();
            items.add(inner.getFromItem());
            if (inner.getJoins() != null) {
                for (Join j : inner.getJoins()) {
                    if (!j.isSimple() || j.getOnExpressions() != null && !j.getOnExpressions().isEmpty()) {
                        return null;
                    }
                    items.add(j.getRightItem());
                }
            }
            for (FromItem f : items) {
                if (!(f instanceof Table t)) {
                    return null;
                }
                TableDef def = d.baseTable(t);
                if (def == null) {
                    return null;
                }
                tables.add(def);
                names.add(t.getAlias() == null ? Names.fold(t.getName()) : Names.fold(t.getAlias().getName()));
            }
            Set<String> outerNames = new HashSet<>();
            List<FromItem> outerItems = new ArrayList<>();
            outerItems.add(outer.getFromItem());
            if (outer.getJoins() != null) {
                for (Join j : outer.getJoins()) {
                    outerItems.add(j.getRightItem());
                }
            }
            for (FromItem f : outerItems) {
                if (f.getAlias() != null) {
                    outerNames.add(Names.fold(f.getAlias().getName()));
                } else if (f instanceof Table t) {
                    outerNames.add(Names.fold(t.getName()));
                }
            }
            return new Scopes(tables, names, outerNames);
        }

        Side side(Column c) {
            Table q = c.getTable();
            String column = Names.fold(c.getColumnName());
            if (q != null && q.getName() != null) {
                if (q.getSchemaName() != null) {
                    return Side.UNKNOWN;
                }
                String name = Names.fold(q.getName());
                int i = innerNames.indexOf(name);
                if (i >= 0) {
                    return innerTables.get(i).column(column) != null ? Side.INNER : Side.UNKNOWN;
                }
                return outerNames.contains(name) ? Side.OUTER : Side.UNKNOWN;
            }
            for (TableDef t : innerTables) {
                if (t.column(column) != null) {
                    return Side.INNER;
                }
            }
            return Side.OUTER;
        }
    }

    /** The base table a FROM item of the subquery names, or null when it is a CTE, view or anything else. */
    private TableDef baseTable(Table t) {
        String name = Names.fold(t.getName());
        String schema = t.getSchemaName() == null ? null : Names.fold(t.getSchemaName());
        if (schema == null && (bc.cte(name) != null || bc.selfReference(name) != null)) {
            return null;
        }
        String key = SchemaNames.existing(bc.catalog(), bc.plannerSettings().searchPath(), schema, name,
                SchemaNames.tableOrView(bc.catalog()));
        if (key == null || bc.catalog().view(key) != null) {
            return null;
        }
        TableDef def = bc.catalog().table(key);
        return def == null || def.isPartitioned() || def.heap() == null ? null : def;
    }
}

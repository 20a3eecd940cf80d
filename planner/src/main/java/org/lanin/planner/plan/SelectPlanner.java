package org.lanin.planner.plan;

import java.util.List;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectNode;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.*;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.*;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.*;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * Plans queries: WITH, plain SELECT (FROM, WHERE, GROUP BY/HAVING, select list, DISTINCT,
 * ORDER BY, LIMIT/OFFSET), set operations and VALUES. Also binds subqueries met in
 * expressions.
 */
public final class SelectPlanner implements SubqueryBinder {

    public PlannedQuery plan(Select select, Scope outer, BindContext bc) {
        if (select.getWithItemsList() != null && !select.getWithItemsList().isEmpty()) {
            reserveExplainNames(select, bc);
        }
        List<CteMaterialization.Definition> materialized = defineWith(select, select.getWithItemsList(), outer, bc);
        PlannedQuery q = planBody(select, outer, bc);
        return materialized.isEmpty() ? q : CteMaterialization.shownAbove(q, materialized);
    }

    /**
     * The tables and WITH references of the query's own FROM take their EXPLAIN names before the
     * WITH queries, bound first here, take theirs: PostgreSQL names a WITH query's relations after
     * the query's (they are subplans), "Seq Scan on t" in the query and "t t_1" in the WITH query.
     */
    private static void reserveExplainNames(Select select, BindContext bc) {
        if (!(select instanceof PlainSelect ps) || ps.getFromItem() == null) {
            return;
        }
        List<FromItem> items = new java.util.ArrayList<>();
        items.add(ps.getFromItem());
        if (ps.getJoins() != null) {
            for (Join j : ps.getJoins()) {
                items.add(j.getRightItem());
            }
        }
        for (FromItem item : items) {
            if (item instanceof net.sf.jsqlparser.schema.Table t && t.getSchemaName() == null) {
                String name = Names.fold(t.getName());
                bc.explainAliases().reserve(t, t.getAlias() == null ? name : Names.fold(t.getAlias().getName()));
            }
        }
    }

    private PlannedQuery planBody(Select select, Scope outer, BindContext bc) {
        PlannedQuery q;
        if (select instanceof PlainSelect ps) {
            return outer == null ? ScalarAggDecorrelation.plan(ps, bc, this) : new PlainSelectPlanner(this, bc, outer).plan(ps);
        }
        if (select.getForMode() != null && select instanceof SetOperationList) {
            throw LaninException.of(PlannerMsg.SET_OP_LOCKING, "FOR " + select.getForMode().getValue());
        }
        if (select.getForMode() != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE over a set operation or VALUES");
        }
        List<String> outputText = null;
        if (select instanceof SetOperationList sol) {
            SetOpPlanner setOp = new SetOpPlanner(this, bc, outer);
            q = setOp.plan(sol);
            outputText = setOp.outputText();
        } else if (select instanceof Values v) {
            q = ValuesPlanner.plan(v, bc, outer, this);
        } else if (select instanceof ParenthesedSelect p) {
            q = plan(p.getSelect(), outer, bc);
        } else if (select instanceof TableStatement ts) {
            q = new PlainSelectPlanner(this, bc, outer).plan(tableQuery(ts));
        } else {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, select.getClass().getSimpleName());
        }
        return OrderLimit.applyToOutput(q, outputText, select.getOrderByElements(), select.getLimit(),
                select.getOffset(), select.getFetch(), bc, this);
    }

    /** {@code TABLE t}: PostgreSQL's shorthand for {@code SELECT * FROM t}. */
    private static PlainSelect tableQuery(TableStatement ts) {
        PlainSelect ps = new PlainSelect();
        ps.addSelectItems(new AllColumns());
        ps.setFromItem(ts.getTable());
        return ps;
    }

    /**
     * Defines WITH queries in {@code bc} for the statement they belong to. Data-modifying items
     * are taken out of the top-level statement's WITH before it gets here ({@link ModifyingCtes}),
     * so one met here is nested: PostgreSQL's 0A000.
     */
    List<CteMaterialization.Definition> defineWith(net.sf.jsqlparser.statement.Statement statement,
            java.util.List<WithItem<?>> with, Scope outer, BindContext bc) {
        if (with == null || with.isEmpty()) {
            return List.of();
        }
        if (ModifyingCtes.hasModifying(with)) {
            throw ModifyingCtes.notAtTopLevel();
        }
        // JSqlParser marks only the first item of WITH RECURSIVE; the keyword covers them all
        boolean recursive = with.get(0).isRecursive();
        List<CteMaterialization.Definition> materialized = new java.util.ArrayList<>();
        for (int i = 0; i < with.size(); i++) {
            WithItem<?> w = with.get(i);
            String name = Names.fold(w.getAliasName());
            if (recursive) {
                bc.defineCte(name, new RecursiveCtePlanner(this, bc, outer).plan(name, w));
                continue;
            }
            int outerRefs = outer == null ? 0 : bc.outerRefCount(outer);
            int volatileCalls = bc.volatileCalls();
            PlannedQuery q = renamed(plan(w.getSelect(), outer, bc), w.getWithItemList());
            // inside a recursive term a query may read the work table, whose rows change every step
            boolean correlated = outer != null && bc.outerRefCount(outer) > outerRefs || bc.inRecursion();
            if (CteMaterialization.materialize(statement, with, i, correlated, bc.volatileCalls() > volatileCalls)) {
                CteMaterialization.Definition d = new CteMaterialization.Definition(name, q);
                bc.defineMaterializedCte(name, q, d);
                materialized.add(d);
            } else {
                bc.defineCte(name, q);
            }
        }
        return materialized;
    }

    /** WITH c(a, b) AS (...): the column list renames the query's output columns. */
    static PlannedQuery renamed(PlannedQuery q, java.util.List<SelectItem<?>> names) {
        if (names == null || names.isEmpty()) {
            return q;
        }
        if (names.size() > q.columns().size()) {
            throw LaninException.of(PlannerMsg.CTE_COLUMNS, names.size(), q.columns().size());
        }
        java.util.List<org.lanin.planner.session.ColumnInfo> cols = new java.util.ArrayList<>(q.columns());
        for (int i = 0; i < names.size(); i++) {
            String n = Names.fold(names.get(i).toString().trim());
            org.lanin.planner.session.ColumnInfo c = cols.get(i);
            cols.set(i, new org.lanin.planner.session.ColumnInfo(n, n, c.table(), c.type(), c.nullable()));
        }
        return q.withColumns(cols);
    }

    /** The source query of an INSERT ... SELECT (see {@link PlainSelectPlanner#keepingUntypedOutputs()}). */
    PlannedQuery planInsertSource(Select select, BindContext bc) {
        if (select instanceof PlainSelect ps && select.getWithItemsList() == null) {
            return new PlainSelectPlanner(this, bc, null).keepingUntypedOutputs().plan(ps);
        }
        return plan(select, null, bc);
    }

    /**
     * One operand of a set operation. A plain SELECT whose select list has an untyped literal
     * (NULL, a quoted string) leaves it untyped for the set operation to type (PostgreSQL's leaf
     * queries of a set operation, transformSetOperationTree), unless its own DISTINCT, GROUP BY or
     * ORDER BY needed the type first: PostgreSQL then resolves it to text there too.
     */
    PlannedQuery planSetOperand(Select select, Scope outer, BindContext bc) {
        for (Select x = select; x != null; x = x instanceof ParenthesedSelect p ? p.getSelect() : null) {
            if (x.getForMode() != null) {
                // a leaf's locking clause: PostgreSQL's transformSetOperationTree refuses it too
                throw LaninException.of(PlannerMsg.SET_OP_LOCKING, "FOR " + x.getForMode().getValue());
            }
        }
        Select s = select;
        if (s instanceof ParenthesedSelect p && (p.getWithItemsList() == null || p.getWithItemsList().isEmpty())
                && p.getOrderByElements() == null && p.getLimit() == null && p.getOffset() == null
                && p.getFetch() == null && p.getForMode() == null) {
            s = p.getSelect();
        }
        if (s instanceof PlainSelect ps && (ps.getWithItemsList() == null || ps.getWithItemsList().isEmpty())
                && ps.getDistinct() == null && ps.getGroupBy() == null && ps.getOrderByElements() == null
                && hasUntypedLiteral(ps)) {
            return new PlainSelectPlanner(this, bc, outer).keepingUntypedOutputs().plan(ps);
        }
        return plan(select, outer, bc);
    }

    private static boolean hasUntypedLiteral(PlainSelect ps) {
        for (SelectItem<?> item : ps.getSelectItems()) {
            if (item.getExpression() instanceof net.sf.jsqlparser.expression.NullValue
                    || item.getExpression() instanceof net.sf.jsqlparser.expression.StringValue) {
                return true;
            }
        }
        return false;
    }

    @Override
    public BoundExpr scalar(Select select, Scope outer, BindContext bc) {
        int refs = bc.outerRefCount(outer);
        PlannedQuery q = sublink(select, outer, bc);
        if (q.columns().size() != 1) {
            throw LaninException.of(PlannerMsg.SUBQUERY_COLUMNS);
        }
        return new BoundExpr.ScalarSubquery(subplan(q.root(), bc.outerRefCount(outer) > refs, lastColumns), q.columns().get(0).type());
    }

    /**
     * A row subquery's columns as scalar subqueries over one plan, each projecting its column:
     * the plan runs once per column (PostgreSQL runs it once and compares the row).
     */
    @Override
    public List<BoundExpr> rowFields(Select select, Scope outer, BindContext bc) {
        int refs = bc.outerRefCount(outer);
        PlannedQuery q = sublink(select, outer, bc);
        boolean correlated = bc.outerRefCount(outer) > refs;
        java.util.BitSet outerColumns = lastColumns;
        List<BoundExpr> out = new java.util.ArrayList<>();
        for (int i = 0; i < q.columns().size(); i++) {
            DataType t = q.columns().get(i).type();
            PhysicalNode column = new ProjectNode(q.root(), List.of(new BoundExpr.ColumnRef(i, t, q.columns().get(i).label(), "")));
            column.estimated(q.root().estimate());
            out.add(new BoundExpr.ScalarSubquery(subplan(column, correlated, outerColumns), t));
        }
        return out;
    }

    @Override
    public org.lanin.planner.bind.MultiAssignment multiAssignment(Select select, Scope outer, BindContext bc) {
        int refs = bc.outerRefCount(outer);
        PlannedQuery q = sublink(select, outer, bc);
        boolean correlated = bc.outerRefCount(outer) > refs;
        List<BoundExpr> columns = new java.util.ArrayList<>();
        List<DataType> types = new java.util.ArrayList<>();
        for (int i = 0; i < q.columns().size(); i++) {
            DataType t = q.columns().get(i).type();
            columns.add(new BoundExpr.ColumnRef(i, t, q.columns().get(i).label(), ""));
            types.add(t);
        }
        PhysicalNode row = new ProjectNode(q.root(), List.of(org.lanin.planner.bind.MultiAssignment.recordOf(columns)));
        row.estimated(q.root().estimate());
        BoundExpr record = new BoundExpr.ScalarSubquery(subplan(row, correlated, lastColumns), DataType.RECORD);
        return new org.lanin.planner.bind.MultiAssignment(bc.nextExecParam(), record, types);
    }

    @Override
    public BoundExpr exists(Select select, boolean negated, Scope outer, BindContext bc) {
        int refs = bc.outerRefCount(outer);
        PlannedQuery q = sublink(select, outer, bc);
        return new BoundExpr.Exists(remember(subplan(q.root(), bc.outerRefCount(outer) > refs, lastColumns), lastBody), negated);
    }

    @Override
    public BoundExpr in(BoundExpr input, Select select, boolean negated, Scope outer, BindContext bc) {
        int refs = bc.outerRefCount(outer);
        PlannedQuery q = sublink(select, outer, bc);
        SublinkBody lastBody = this.lastBody;
        boolean correlated = bc.outerRefCount(outer) > refs;
        if (q.columns().size() != 1) {
            throw LaninException.of(RowMsg.SUBQUERY_TOO_MANY);
        }
        DataType sub = q.columns().get(0).type();
        DataType common = org.lanin.planner.bind.CommonTypes.resolve(
                org.lanin.planner.bind.CommonTypes.fold(input.type(), sub, "IN"));
        BoundExpr in = input.type().kind() == common.kind() ? input : new BoundExpr.Cast(input, common);
        PhysicalNode root = q.root();
        if (sub.kind() != common.kind()) {
            root = new ProjectNode(root, List.of(new BoundExpr.Cast(new BoundExpr.ColumnRef(0, sub, "", ""), common)));
        }
        SublinkBody body = lastBody == null ? SublinkBody.derived(root, q.columns()) : lastBody.withRoot(root, q.columns());
        if (sub.kind() != common.kind()) {
            body = body.castOutput(common);
        }
        SubqueryPlan plan = correlated ? SubqueryPlan.correlated(root, lastColumns) : SubqueryPlan.hashed(root);
        return new BoundExpr.InSubquery(in, remember(plan, body), negated);
    }

    @Override
    public BoundExpr inRow(List<BoundExpr> inputs, Select select, boolean negated, Scope outer, BindContext bc) {
        int refs = bc.outerRefCount(outer);
        PlannedQuery q = sublink(select, outer, bc);
        SublinkBody lastBody = this.lastBody;
        boolean correlated = bc.outerRefCount(outer) > refs;
        if (q.columns().size() != inputs.size()) {
            throw LaninException.of(q.columns().size() > inputs.size() ? RowMsg.SUBQUERY_TOO_MANY : RowMsg.SUBQUERY_TOO_FEW);
        }
        List<BoundExpr> ins = new java.util.ArrayList<>();
        List<BoundExpr> outs = new java.util.ArrayList<>();
        List<DataType> types = new java.util.ArrayList<>();
        boolean cast = false;
        for (int i = 0; i < inputs.size(); i++) {
            BoundExpr input = inputs.get(i);
            DataType sub = q.columns().get(i).type();
            DataType common = CommonTypes.resolve(CommonTypes.fold(input.type(), sub, "IN"));
            ins.add(input.type().kind() == common.kind() ? input : new BoundExpr.Cast(input, common));
            BoundExpr out = new BoundExpr.ColumnRef(i, sub, "", "");
            outs.add(sub.kind() == common.kind() ? out : new BoundExpr.Cast(out, common));
            cast |= sub.kind() != common.kind();
            types.add(common);
        }
        PhysicalNode root = cast ? new ProjectNode(q.root(), outs) : q.root();
        // a subquery whose columns need casts is not pulled up (SublinkBody casts one column only)
        SublinkBody body = cast ? null : lastBody != null ? lastBody : SublinkBody.derived(root, q.columns());
        SubqueryPlan plan = correlated ? SubqueryPlan.correlated(root, lastColumns) : SubqueryPlan.hashed(root);
        BoundExpr row = new BoundExpr.Call(new org.lanin.planner.func.RowConstruct(types), ins, DataType.UNKNOWN);
        return new BoundExpr.InSubquery(row, remember(plan, body), negated);
    }

    /** Plans an expression subquery, where PostgreSQL forbids a recursive CTE's self-reference. */
    private PlannedQuery sublink(Select select, Scope outer, BindContext bc) {
        bc.enterSublink();
        java.util.BitSet before = outer == null ? null : bc.beginOuterColumns(outer);
        try {
            while (select instanceof ParenthesedSelect p && p.getWithItemsList() == null && p.getOrderByElements() == null
                    && p.getLimit() == null && p.getOffset() == null && p.getFetch() == null) {
                select = p.getSelect();
            }
            PlannedQuery q = plan(select, outer, bc);
            lastBody = q.body() != null ? q.body() : SublinkBody.derived(q.root(), q.columns());
            lastColumns = outer == null ? new java.util.BitSet() : bc.endOuterColumns(outer, before);
            return q;
        } finally {
            bc.exitSublink();
        }
    }

    /** The bound pieces of the subquery {@link #sublink} planned last (null unless a plain SELECT). */
    private SublinkBody lastBody;
    /** The columns of its enclosing scope that subquery read. */
    private java.util.BitSet lastColumns = new java.util.BitSet();
    /** Subqueries of EXISTS and IN with their bound pieces, for pulling them up into joins. */
    private final java.util.Map<SubqueryPlan, SublinkBody> bodies = new java.util.IdentityHashMap<>();

    /** The bound pieces of an EXISTS or IN subquery, or null when it cannot be pulled up. */
    SublinkBody body(SubqueryPlan plan) {
        return bodies.get(plan);
    }

    private SubqueryPlan remember(SubqueryPlan plan, SublinkBody body) {
        if (body != null) {
            bodies.put(plan, body);
        }
        return plan;
    }

    private static SubqueryPlan subplan(PhysicalNode root, boolean correlated, java.util.BitSet outerColumns) {
        return correlated ? SubqueryPlan.correlated(root, outerColumns) : SubqueryPlan.of(root, false);
    }

    /** Binds a LIMIT/OFFSET expression: a constant or parameter of type bigint. */
    static RowExpr count(Expression e, BindContext bc, SelectPlanner sp) {
        if (e == null) {
            return null;
        }
        ExprBinder b = new ExprBinder(bc, Scope.empty(null), null, "LIMIT", sp);
        return ExprCompiler.compile(b.coerce(b.bind(e), DataType.BIGINT));
    }
}

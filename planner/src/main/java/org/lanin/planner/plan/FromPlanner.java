package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.GenerateSeriesOperator;
import org.lanin.engine.exec.JoinType;
import org.lanin.engine.exec.ListOperator;
import org.lanin.engine.exec.NestedLoopJoinOperator;
import org.lanin.engine.exec.ProjectOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.catalogview.SystemView;
import org.lanin.planner.catalogview.SystemViews;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/** Plans the FROM clause: tables, system views, CTEs, subqueries, generate_series and joins. */
final class FromPlanner {
    /** A planned FROM item: its node and scope; {@code table} is set for a plain base table (index paths apply). */
    record Relation(PhysicalNode node, Scope scope, TableDef table, String alias) {
    }

    private final SelectPlanner select;
    private final BindContext bc;
    private final Scope outer;

    FromPlanner(SelectPlanner select, BindContext bc, Scope outer) {
        this.select = select;
        this.bc = bc;
        this.outer = outer;
    }

    Relation item(FromItem item) {
        if (item instanceof Table t) {
            return table(t);
        }
        if (item instanceof ParenthesedSelect ps) {
            PlannedQuery q = select.plan(ps, null, bc);
            String alias = ps.getAlias() == null ? "subquery" : Names.fold(ps.getAlias().getName());
            return derived(q, alias, ps.getAlias());
        }
        if (item instanceof TableFunction tf) {
            return function(tf);
        }
        if (item instanceof net.sf.jsqlparser.statement.select.ParenthesedFromItem pf) {
            return parenthesised(pf);
        }
        if (item instanceof net.sf.jsqlparser.statement.select.Select s) {
            PlannedQuery q = select.plan(s, null, bc);
            String alias = s.getAlias() == null ? "subquery" : Names.fold(s.getAlias().getName());
            return derived(q, alias, s.getAlias());
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FROM item " + item);
    }

    /** (VALUES ...) AS v(a, b), or a parenthesised join. */
    private Relation parenthesised(net.sf.jsqlparser.statement.select.ParenthesedFromItem pf) {
        FromItem inner = pf.getFromItem();
        if (inner instanceof net.sf.jsqlparser.statement.select.Select s && (pf.getJoins() == null || pf.getJoins().isEmpty())) {
            PlannedQuery q = select.plan(s, null, bc);
            String alias = pf.getAlias() == null ? "subquery" : Names.fold(pf.getAlias().getName());
            return derived(q, alias, pf.getAlias());
        }
        if (pf.getAlias() != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "an alias on a parenthesised join");
        }
        Relation r = item(inner);
        if (pf.getJoins() != null) {
            for (Join j : pf.getJoins()) {
                r = join(r, j);
            }
        }
        return r;
    }

    private Relation table(Table t) {
        String name = Names.fold(t.getName());
        String schema = t.getSchemaName() == null ? null : Names.fold(t.getSchemaName());
        String alias = t.getAlias() == null ? name : Names.fold(t.getAlias().getName());
        if (schema == null) {
            PlannedQuery self = bc.selfReference(name);
            if (self != null) {
                return derived(self, alias, t.getAlias(), self.root().label() + (alias.equals(name) ? "" : " " + alias));
            }
        }
        if (schema == null || schema.equals("public")) {
            PlannedQuery cte = bc.cte(name);
            if (cte != null && schema == null) {
                return derived(cte, alias, t.getAlias());
            }
            org.lanin.engine.catalog.ViewDef view = bc.catalog().view(name);
            if (view != null) {
                return view(view, alias, t.getAlias());
            }
            TableDef def = bc.catalog().table(name);
            if (def != null) {
                bc.lockRelation(def, org.lanin.engine.lock.LockMode.ACCESS_SHARE);
                return new Relation(null, tableScope(def, alias), def, alias);
            }
        }
        SystemView view = SystemViews.find(schema, name);
        if (view == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, schema == null ? name : schema + "." + name);
        }
        return view(view, alias);
    }

    /** A view used in FROM: its query planned here, its columns named as the view defines them. */
    private Relation view(org.lanin.engine.catalog.ViewDef view, String alias, Alias a) {
        net.sf.jsqlparser.statement.Statement st = Planner.parse(view.sql());
        PlannedQuery q = select.plan((net.sf.jsqlparser.statement.select.Select) st, null, bc);
        List<org.lanin.planner.session.ColumnInfo> cols = new ArrayList<>();
        for (int i = 0; i < q.columns().size(); i++) {
            org.lanin.planner.session.ColumnInfo c = q.columns().get(i);
            String n = i < view.columns().size() ? view.columns().get(i) : c.label();
            cols.add(new org.lanin.planner.session.ColumnInfo(n, n, view.name(), c.type(), c.nullable()));
        }
        return derived(new PlannedQuery(q.root(), cols), alias, a);
    }

    static Scope tableScope(TableDef def, String alias) {
        return org.lanin.planner.bind.TableScopes.of(def, alias);
    }

    private Relation view(SystemView view, String alias) {
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < view.columnNames().size(); i++) {
            cols.add(new Scope.Column(alias, view.columnNames().get(i), view.columnTypes().get(i), view.name(), false));
        }
        SystemView.Context ctx = new SystemView.Context(bc.catalog(), bc.database().name(), bc.database());
        int width = cols.size();
        PhysicalNode node = PhysicalNode.leaf("Function Scan on " + view.name(),
                () -> new ListOperator(() -> view.rows().apply(ctx), width));
        return new Relation(node, new Scope(cols, outer), null, alias);
    }

    private Relation derived(PlannedQuery q, String alias, Alias a) {
        String label = q.root().label().startsWith(RecursiveCtePlanner.RECURSIVE_UNION) ? "CTE Scan on " + alias
                : "Subquery Scan on " + alias;
        return derived(q, alias, a, label);
    }

    /** A derived relation whose node is labelled {@code label} (the work table's scan: no node above it). */
    private Relation derived(PlannedQuery q, String alias, Alias a, String label) {
        List<Scope.Column> cols = new ArrayList<>();
        List<ColumnInfo> info = q.columns();
        List<Alias.AliasColumn> renames = a == null || a.getAliasColumns() == null ? List.of() : a.getAliasColumns();
        for (int i = 0; i < info.size(); i++) {
            String n = i < renames.size() ? Names.fold(renames.get(i).name) : info.get(i).label();
            cols.add(new Scope.Column(alias, n, info.get(i).type(), "", false));
        }
        // the work table's scan is a leaf: it gets its alias, not a node over it
        PhysicalNode node = q.root().inputs().isEmpty() && label.startsWith(RecursiveCtePlanner.WORK_TABLE_SCAN)
                ? PhysicalNode.leaf(label, q.root()::create) : PhysicalNode.over(label, q.root(), op -> op);
        return new Relation(node, new Scope(cols, outer), null, alias);
    }

    private Relation function(TableFunction tf) {
        Function f = tf.getFunction();
        String name = Names.fold(f.getName());
        if (name.equals("bt_index_summary")) {
            return AdminTableFunctions.indexSummary(tf, new ExprBinder(bc, Scope.empty(outer), null, "FROM", select),
                    bc.catalog(), outer);
        }
        if (!name.equals("generate_series")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "table function " + name);
        }
        ExprBinder b = new ExprBinder(bc, Scope.empty(outer), null, "FROM", select);
        List<BoundExpr> args = new ArrayList<>();
        for (Object o : f.getParameters()) {
            args.add(b.bind((Expression) o));
        }
        boolean asLong = false;
        for (BoundExpr a : args) {
            if (!a.type().kind().isIntegral() && a.type().kind() != TypeKind.UNKNOWN) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "generate_series over " + a.type().sqlName());
            }
            asLong |= a.type().kind() == TypeKind.BIGINT;
        }
        DataType t = asLong ? DataType.BIGINT : DataType.INTEGER;
        List<BoundExpr> typed = new ArrayList<>();
        for (BoundExpr a : args) {
            typed.add(a.type().kind() == TypeKind.UNKNOWN ? new BoundExpr.Cast(a, t) : a);
        }
        RowExpr[] c = ExprCompiler.compileAll(typed);
        boolean longs = asLong;
        String alias = tf.getAlias() == null ? name : Names.fold(tf.getAlias().getName());
        String col = tf.getAlias() != null && tf.getAlias().getAliasColumns() != null && !tf.getAlias().getAliasColumns().isEmpty()
                ? Names.fold(tf.getAlias().getAliasColumns().get(0).name) : alias;
        PhysicalNode node = PhysicalNode.leaf("Function Scan on generate_series",
                () -> new GenerateSeriesOperator(c[0], c[1], c.length > 2 ? c[2] : null, longs));
        return new Relation(node, new Scope(List.of(new Scope.Column(alias, col, t, "", false)), outer), null, alias);
    }

    /** Materialises a relation's node (a base table becomes a sequential scan). */
    static PhysicalNode nodeOf(Relation r, BindContext bc) {
        if (r.node() != null) {
            return r.node();
        }
        if (r.table().isPartitioned()) {
            return new PartitionScans(r.table(), null, bc).node(r.alias());
        }
        AccessPath path = AccessPath.choose(r.table(), null);
        return PhysicalNode.leaf(path.describe(r.alias()), path::create);
    }

    /** Left-deep joins in FROM order. */
    Relation join(Relation left, Join j) {
        return join(left, item(j.getRightItem()), j, List.of());
    }

    /** The scope a join of {@code left} and {@code right} produces (USING columns of the right side hidden). */
    static Scope joinedScope(Relation left, Relation right, Join j) {
        List<Column> using = usingColumns(left, right, j);
        if (using == null || using.isEmpty()) {
            return left.scope().join(right.scope());
        }
        Scope joined;
        Relation visibleSide;
        int offset;
        if (j.isRight()) {
            joined = hideUsing(left.scope(), using).join(right.scope());
            visibleSide = right;
            offset = left.scope().width();
        } else if (!j.isFull()) {
            joined = left.scope().join(hideUsing(right.scope(), using));
            visibleSide = left;
            offset = 0;
        } else {
            // FULL JOIN USING (k): k is COALESCE(left.k, right.k), appended as an extra column.
            Scope both = hideUsing(left.scope(), using).join(hideUsing(right.scope(), using));
            List<Scope.Column> cols = new ArrayList<>(both.columns());
            List<Integer> first = new ArrayList<>();
            for (Column c : using) {
                String n = Names.fold(c.getColumnName());
                BoundExpr.ColumnRef l = left.scope().resolve(null, n);
                first.add(cols.size());
                cols.add(new Scope.Column("", n, l == null ? org.lanin.engine.type.DataType.TEXT : l.type(), "", false));
            }
            return new Scope(cols, both.outer()).withStarFirst(first);
        }
        // PostgreSQL's * lists the USING columns first.
        List<Integer> first = new ArrayList<>();
        for (Column c : using) {
            BoundExpr.ColumnRef r = visibleSide.scope().resolve(null, Names.fold(c.getColumnName()));
            if (r != null) {
                first.add(offset + r.index());
            }
        }
        return joined.withStarFirst(first);
    }

    private static PhysicalNode mergeIfFull(PhysicalNode node, Relation left, Relation right, Join j, List<Column> using) {
        return j.isFull() && using != null && !using.isEmpty() ? mergeUsing(node, left, right, using) : node;
    }

    /** For FULL JOIN USING: the join's rows extended by the merged (coalesced) USING columns. */
    private static PhysicalNode mergeUsing(PhysicalNode join, Relation left, Relation right, List<Column> using) {
        int lw = left.scope().width();
        RowExpr[] out = new RowExpr[lw + right.scope().width() + using.size()];
        for (int i = 0; i < lw + right.scope().width(); i++) {
            int p = i;
            out[i] = (row, ctx) -> row[p];
        }
        for (int k = 0; k < using.size(); k++) {
            String n = Names.fold(using.get(k).getColumnName());
            int li = left.scope().resolve(null, n).index();
            int ri = lw + right.scope().resolve(null, n).index();
            out[lw + right.scope().width() + k] = (row, ctx) -> row[li] != null ? row[li] : row[ri];
        }
        return PhysicalNode.over("Result", join, op -> new ProjectOperator(op, out));
    }

    private static List<Column> usingColumns(Relation left, Relation right, Join j) {
        return j.isNatural() ? naturalColumns(left.scope(), right.scope()) : j.getUsingColumns();
    }

    /**
     * Joins {@code right} (already planned) onto {@code left}; {@code pushed} are WHERE conjuncts
     * (bound over the joined row) that this inner join may evaluate as part of its condition.
     */
    Relation join(Relation left, Relation right, Join j, List<BoundExpr> pushed) {
        List<Column> using = usingColumns(left, right, j);
        Scope joined = joinedScope(left, right, j);
        boolean noCondition = j.getOnExpressions().isEmpty() && using == null && pushed.isEmpty();
        JoinType type = j.isFull() ? JoinType.FULL : j.isLeft() ? JoinType.LEFT : j.isRight() ? JoinType.LEFT
                : (j.isCross() || j.isSimple()) && noCondition ? JoinType.CROSS : JoinType.INNER;
        BoundExpr cond = condition(j, using, left.scope(), right.scope(), joined);
        if (!pushed.isEmpty()) {
            List<BoundExpr> all = new ArrayList<>();
            Conjuncts.split(cond, all);
            all.addAll(pushed);
            cond = all.size() == 1 ? all.get(0) : new BoundExpr.Logic(true, all);
        }
        PhysicalNode l = nodeOf(left, bc);
        PhysicalNode r = nodeOf(right, bc);
        if (j.isRight()) {
            return rightJoin(l, r, left.scope().width(), right.scope().width(), joined, cond);
        }
        PhysicalNode hashed = type == JoinType.CROSS ? null : hashJoin(l, r, left.scope().width(), cond, type);
        if (hashed != null) {
            return new Relation(mergeIfFull(hashed, left, right, j, using), joined, null, null);
        }
        RowExpr c = ExprCompiler.compile(cond);
        String label = (type == JoinType.CROSS ? "Nested Loop" : "Nested Loop " + (type == JoinType.INNER ? "" : type.name().charAt(0)
                + type.name().substring(1).toLowerCase(java.util.Locale.ROOT) + " Join")).trim();
        PhysicalNode node = new PhysicalNode(label, List.of(l, r),
                ops -> new NestedLoopJoinOperator(ops[0], ops[1], c, type == JoinType.CROSS ? JoinType.INNER : type));
        return new Relation(mergeIfFull(node, left, right, j, using), joined, null, null);
    }

    /**
     * A hash join when the condition has equality conjuncts between an expression of the left
     * side and one of the right side (after binding both have one type); null otherwise.
     */
    private static PhysicalNode hashJoin(PhysicalNode l, PhysicalNode r, int leftWidth, BoundExpr cond, JoinType type) {
        List<BoundExpr> conjuncts = new ArrayList<>();
        Conjuncts.split(cond, conjuncts);
        List<BoundExpr> outerKeys = new ArrayList<>();
        List<BoundExpr> innerKeys = new ArrayList<>();
        List<BoundExpr> rest = new ArrayList<>();
        for (BoundExpr c : conjuncts) {
            if (c instanceof BoundExpr.Compare cmp && cmp.op() == org.lanin.planner.expr.CompareOp.EQ) {
                if (side(cmp.left(), leftWidth, true) && side(cmp.right(), leftWidth, false)) {
                    outerKeys.add(cmp.left());
                    innerKeys.add(cmp.right());
                    continue;
                }
                if (side(cmp.right(), leftWidth, true) && side(cmp.left(), leftWidth, false)) {
                    outerKeys.add(cmp.right());
                    innerKeys.add(cmp.left());
                    continue;
                }
            }
            rest.add(c);
        }
        if (outerKeys.isEmpty()) {
            return null;
        }
        RowExpr[] ok = ExprCompiler.compileAll(outerKeys);
        RowExpr[] ik = ExprCompiler.compileAll(innerKeys);
        BoundExpr residual = rest.isEmpty() ? null : rest.size() == 1 ? rest.get(0) : new BoundExpr.Logic(true, rest);
        RowExpr res = ExprCompiler.compile(residual);
        String name = type == JoinType.INNER ? "Hash Join" : type == JoinType.LEFT ? "Hash Left Join" : "Hash Full Join";
        StringBuilder label = new StringBuilder(name).append("\n  Hash Cond: ");
        for (int i = 0; i < outerKeys.size(); i++) {
            label.append(i == 0 ? "" : " AND ").append(Explain.expr(new BoundExpr.Compare(
                    org.lanin.planner.expr.CompareOp.EQ, outerKeys.get(i), innerKeys.get(i)), null));
        }
        return new PhysicalNode(label.toString(), List.of(l, r),
                ops -> new org.lanin.engine.exec.HashJoinOperator(ops[0], ops[1], ok, ik, res, type));
    }

    /** True when {@code e} reads columns of only the outer (left) or only the inner (right) side. */
    private static boolean side(BoundExpr e, int leftWidth, boolean outerSide) {
        return org.lanin.planner.expr.BoundExprs.readsColumns(e)
                && org.lanin.planner.expr.BoundExprs.columnsWithin(e, i -> outerSide ? i < leftWidth : i >= leftWidth);
    }

    private Relation rightJoin(PhysicalNode l, PhysicalNode r, int lw, int rw, Scope joined, BoundExpr cond) {
        // Run as a LEFT join with the sides swapped, then restore the column order.
        RowExpr original = ExprCompiler.compile(cond);
        RowExpr c = original == null ? null : (row, ctx) -> {
            Object[] restored = new Object[row.length];
            System.arraycopy(row, rw, restored, 0, lw);
            System.arraycopy(row, 0, restored, lw, rw);
            return original.eval(restored, ctx);
        };
        RowExpr[] reorder = new RowExpr[lw + rw];
        for (int i = 0; i < lw; i++) {
            int from = rw + i;
            reorder[i] = (row, ctx) -> row[from];
        }
        for (int i = 0; i < rw; i++) {
            int from = i;
            reorder[lw + i] = (row, ctx) -> row[from];
        }
        PhysicalNode node = new PhysicalNode("Nested Loop Right Join", List.of(l, r),
                ops -> new ProjectOperator(new NestedLoopJoinOperator(ops[1], ops[0], c, JoinType.LEFT), reorder));
        return new Relation(node, joined, null, null);
    }

    private BoundExpr condition(Join j, List<Column> using, Scope left, Scope right, Scope joined) {
        ExprBinder b = new ExprBinder(bc, new Scope(joined.columns(), outer), null, "JOIN conditions", select);
        if (using != null && !using.isEmpty()) {
            List<BoundExpr> eqs = new ArrayList<>();
            for (Column col : using) {
                String n = Names.fold(col.getColumnName());
                BoundExpr.ColumnRef lc = left.resolve(null, n);
                BoundExpr.ColumnRef rc = right.resolve(null, n);
                if (lc == null || rc == null) {
                    throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN, n);
                }
                eqs.add(new BoundExpr.Compare(org.lanin.planner.expr.CompareOp.EQ, lc,
                        new BoundExpr.ColumnRef(left.width() + rc.index(), rc.type(), rc.name(), rc.table())));
            }
            return eqs.size() == 1 ? eqs.get(0) : new BoundExpr.Logic(true, eqs);
        }
        if (j.getOnExpressions() == null || j.getOnExpressions().isEmpty()) {
            return null;
        }
        List<BoundExpr> conds = new ArrayList<>();
        for (Expression e : j.getOnExpressions()) {
            conds.add(b.bindCondition(e));
        }
        return conds.size() == 1 ? conds.get(0) : new BoundExpr.Logic(true, conds);
    }

    private static List<Column> naturalColumns(Scope left, Scope right) {
        List<Column> out = new ArrayList<>();
        for (Scope.Column c : right.columns()) {
            if (!c.hidden() && left.resolve(null, c.name()) != null) {
                out.add(new Column(c.name()));
            }
        }
        return out;
    }

    private static Scope hideUsing(Scope s, List<Column> using) {
        List<String> names = new ArrayList<>();
        for (Column c : using) {
            names.add(Names.fold(c.getColumnName()));
        }
        List<Scope.Column> cols = new ArrayList<>();
        for (Scope.Column c : s.columns()) {
            cols.add(names.contains(c.name()) ? new Scope.Column(c.relation(), c.name(), c.type(), c.baseTable(), true) : c);
        }
        return new Scope(cols, s.outer());
    }

}

package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.SetFunctionBody;
import org.lanin.engine.exec.SetFunctionScanOperator;
import org.lanin.engine.exec.ListOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.bind.SetCalls;
import org.lanin.planner.func.SetReturningFunction;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.catalogview.SystemView;
import org.lanin.planner.catalogview.SystemViews;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.Rel;
import org.lanin.planner.physical.FunctionScanNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.RecursiveUnionNode;
import org.lanin.planner.physical.SubqueryScanNode;
import org.lanin.planner.physical.WorkTableScanNode;
import org.lanin.planner.session.ColumnInfo;

/**
 * Binds FROM items into base relations for the optimizer: tables (and views, planned where they
 * are used), WITH queries, subqueries, set-returning functions and system views, each with the
 * scope its columns are named in. Joins of items are composed by {@link JoinBinder}.
 */
final class FromBinder {
    private final SelectPlanner select;
    private final BindContext bc;
    private final Scope outer;

    FromBinder(SelectPlanner select, BindContext bc, Scope outer) {
        this.select = select;
        this.bc = bc;
        this.outer = outer;
    }

    BindContext context() {
        return bc;
    }

    SelectPlanner selectPlanner() {
        return select;
    }

    Scope outer() {
        return outer;
    }

    BoundFrom item(FromItem item) {
        return item(item, true);
    }

    /**
     * {@code nullable}: an outer join may NULL-extend the item's rows (then a subquery is pulled
     * up only when its outputs are plain columns, which go NULL with their relation).
     */
    BoundFrom item(FromItem item, boolean nullable) {
        this.nullable = nullable;
        if (item instanceof Table t) {
            return table(t);
        }
        if (item instanceof ParenthesedSelect ps) {
            return derived(ps, aliasOf(ps.getAlias(), "subquery"), ps.getAlias());
        }
        if (item instanceof TableFunction tf) {
            return function(tf);
        }
        if (item instanceof ParenthesedFromItem pf) {
            return parenthesised(pf, nullable);
        }
        if (item instanceof net.sf.jsqlparser.statement.select.Select s) {
            return derived(s, aliasOf(s.getAlias(), "subquery"), s.getAlias());
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FROM item " + item);
    }

    /** Whether the item being bound may be NULL-extended by an outer join (see {@link #item(FromItem, boolean)}). */
    private boolean nullable = true;

    private static String aliasOf(Alias a, String otherwise) {
        return a == null ? otherwise : Names.fold(a.getName());
    }

    /** (VALUES ...) AS v(a, b), a parenthesised subquery, or a parenthesised join. */
    private BoundFrom parenthesised(ParenthesedFromItem pf, boolean outerNullable) {
        FromItem inner = pf.getFromItem();
        if (inner instanceof net.sf.jsqlparser.statement.select.Select s && (pf.getJoins() == null || pf.getJoins().isEmpty())) {
            return derived(s, aliasOf(pf.getAlias(), "subquery"), pf.getAlias());
        }
        List<Join> joins = pf.getJoins() == null ? List.of() : NestedJoins.of(pf.getJoins());
        BoundFrom r = item(inner, outerNullable || JoinBinder.leftNullable(joins, 0));
        for (int k = 0; k < joins.size(); k++) {
            Join j = joins.get(k);
            r = new JoinBinder(this).join(r, item(j.getRightItem(), outerNullable || JoinBinder.rightNullable(joins, k)), j);
        }
        return pf.getAlias() == null ? r : aliasedJoin(r, pf.getAlias());
    }

    /**
     * {@code (a JOIN b ...) AS x [(c1, ...)]}: the join's columns, as {@code *} lists them, become
     * x's (renamed in order by the column list), and the relations inside are no longer reachable
     * by their names, as PostgreSQL hides them behind the alias.
     */
    private static BoundFrom aliasedJoin(BoundFrom r, Alias a) {
        String alias = Names.fold(a.getName());
        List<Alias.AliasColumn> renames = a.getAliasColumns() == null ? List.of() : a.getAliasColumns();
        List<Scope.Column> inner = r.scope().columns();
        List<Integer> visible = new ArrayList<>();
        for (int i : r.scope().visibleColumns()) {
            if (!inner.get(i).wholeRow()) {
                visible.add(i);
            }
        }
        if (renames.size() > visible.size()) {
            throw LaninException.of(PlannerMsg.JOIN_ALIAS_COLUMNS, alias, visible.size(), renames.size());
        }
        List<Scope.Column> cols = new ArrayList<>();
        java.util.Set<String> hidden = new java.util.HashSet<>();
        for (Scope.Column c : inner) {
            cols.add(new Scope.Column("\u0000hidden", "\u0000" + c.name(), c.type(), c.baseTable(), true));
            hidden.add(c.relation());
        }
        for (int k = 0; k < visible.size(); k++) {
            Scope.Column c = inner.get(visible.get(k));
            cols.set(visible.get(k), new Scope.Column(alias, k < renames.size() ? Names.fold(renames.get(k).name) : c.name(),
                    c.type(), c.baseTable(), false));
        }
        return r.withScope(new Scope(cols, r.scope().outer()).withStarFirst(visible).hiding(hidden));
    }

    private BoundFrom table(Table t) {
        String name = Names.fold(t.getName());
        String schema = t.getSchemaName() == null ? null : Names.fold(t.getSchemaName());
        String alias = t.getAlias() == null ? name : Names.fold(t.getAlias().getName());
        if (schema == null) {
            PlannedQuery self = bc.selfReference(name);
            if (self != null) {
                return workTable(self, alias, t.getAlias());
            }
        }
        if (schema == null || !org.lanin.engine.catalog.Namespace.isSystem(schema)) {
            PlannedQuery cte = bc.cte(name);
            if (cte != null && schema == null) {
                if (bc.materializedCte(name) instanceof CteMaterialization.Definition m) {
                    String shown = bc.explainAliases().nameFor(t, alias);
                    return leaf(m.scan(shown), derivedColumns(cte, alias, t.getAlias()), shown);
                }
                return derived(cte, alias, t.getAlias());
            }
            String key = org.lanin.planner.bind.SchemaNames.existing(bc.catalog(), bc.plannerSettings().searchPath(),
                    schema, name, org.lanin.planner.bind.SchemaNames.tableOrView(bc.catalog()));
            org.lanin.engine.catalog.ViewDef view = bc.catalog().view(key);
            if (view != null) {
                bc.noteRelationNamed(key);
                return view(view, alias, t.getAlias());
            }
            TableDef def = bc.catalog().table(key);
            if (def != null) {
                bc.noteRelationNamed(key);
                MatviewScan.requirePopulated(def);
                bc.noteTable(def);
                bc.lockRelation(def, org.lanin.engine.lock.LockMode.ACCESS_SHARE);
                if (t != onlyItem && !joinedOnly(t) && org.lanin.engine.catalog.Inheritance.hasChildren(bc.catalog(), def)) {
                    return inheritanceParent(def, alias, t.getAlias());
                }
                bc.explainAliases().relationSeen();
                String shown = bc.explainAliases().nameFor(t, alias);
                BoundFrom b = lockingTuples && !def.isPartitioned() ? slottedTable(def, alias, shown) : baseTable(def, alias, shown);
                if (lockingTuples && nullable) {
                    nullableTables.add(alias);
                }
                return renamed(b, alias, t.getAlias());
            }
            org.lanin.engine.catalog.SequenceDef sequence = bc.catalog().sequence(org.lanin.planner.bind.SchemaNames.existing(
                    bc.catalog(), bc.plannerSettings().searchPath(), schema, name, k -> bc.catalog().sequence(k) != null));
            if (sequence != null) {
                bc.explainAliases().relationSeen();
                return leaf(SequenceRelation.scan(sequence, alias), SequenceRelation.columns(alias, name), alias);
            }
            if (schema != null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, schema + "." + name);
            }
        }
        SystemView view = SystemViews.find(schema, name);
        if (view == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, schema == null ? name : schema + "." + name);
        }
        return systemView(view, alias);
    }

    static BoundFrom baseTable(TableDef def, String alias) {
        return baseTable(def, alias, alias);
    }

    /** A table the query calls {@code alias}, which EXPLAIN calls {@code shown} (unique in the statement). */
    static BoundFrom baseTable(TableDef def, String alias, String shown) {
        return BoundFrom.single(Rel.table(0, def, shown, columnNames(def, false), false), TableScopes.of(def, alias));
    }

    /**
     * A table's columns under an alias's column list ({@code FROM t AS x (a, b)}): the first visible
     * columns take the names given, the others keep theirs.
     */
    private static BoundFrom renamed(BoundFrom b, String alias, Alias a) {
        List<Alias.AliasColumn> renames = a == null || a.getAliasColumns() == null ? List.of() : a.getAliasColumns();
        if (renames.isEmpty()) {
            return b;
        }
        List<Scope.Column> cols = new ArrayList<>();
        int k = 0;
        for (Scope.Column c : b.scope().columns()) {
            boolean rename = !c.hidden() && k < renames.size();
            cols.add(rename ? new Scope.Column(c.relation(), Names.fold(renames.get(k++).name), c.type(), c.baseTable(),
                    false) : c);
        }
        if (k < renames.size()) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, alias, k, renames.size());
        }
        return b.withScope(new Scope(cols, b.scope().outer()));
    }

    /** The target of UPDATE ... FROM / DELETE ... USING: its rows carry their heap version last. */
    static BoundFrom slottedTable(TableDef def, String alias) {
        return slottedTable(def, alias, alias);
    }

    private static BoundFrom slottedTable(TableDef def, String alias, String shown) {
        List<Scope.Column> cols = new ArrayList<>(TableScopes.of(def, alias).columns());
        cols.add(new Scope.Column(alias, "\u0000tuple", DataType.UNKNOWN, def.name(), true));
        return BoundFrom.single(Rel.table(0, def, shown, columnNames(def, true), true), new Scope(cols, null));
    }

    /** SELECT ... FOR UPDATE over a join: every table from here on carries its rows' heap versions ({@link RowMarks}). */
    void lockingTuples() {
        lockingTuples = true;
    }

    private boolean lockingTuples;
    /** While {@link #lockingTuples}: the tables bound on the nullable side of an outer join. */
    private final java.util.Set<String> nullableTables = new java.util.HashSet<>();

    /** The tables bound where an outer join may NULL-extend them (FOR UPDATE may not lock those). */
    java.util.Set<String> nullableTables() {
        return nullableTables;
    }

    private static List<String> columnNames(TableDef def, boolean slot) {
        List<String> names = new ArrayList<>();
        for (ColumnDef c : def.columns()) {
            names.add(c.name());
        }
        if (slot) {
            names.add("ctid");
        }
        return names;
    }

    /** A FROM item after JOIN or a comma written with ONLY, which reaches the parser as an index hint (cache.OnlyClauses). */
    private static boolean joinedOnly(Table t) {
        return t.getIndexHint() != null && t.getIndexHint().getIndexNames() != null
                && t.getIndexHint().getIndexNames().contains(org.lanin.planner.cache.OnlyClauses.JOINED_ONLY);
    }

    /** The FROM item written with ONLY ({@code FROM ONLY t}): an inheritance parent read without its children. */
    private FromItem onlyItem;

    /** Marks the FROM item that ONLY qualifies (JSqlParser keeps ONLY on the statement, for its first item). */
    void only(FromItem item) {
        onlyItem = item;
    }

    /**
     * A table with inheritance children read without ONLY: its rows and its descendants', in its
     * columns (PostgreSQL's append of the inheritance set), planned as a UNION ALL of the parent
     * read ONLY and each child (whose own children join in the same way).
     */
    private BoundFrom inheritanceParent(TableDef def, String alias, Alias a) {
        String sql = InheritanceScan.sql(def, bc.catalog());
        PlannedQuery q = select.plan((net.sf.jsqlparser.statement.select.Select) Planner.parse(sql), null, bc);
        List<ColumnInfo> cols = new ArrayList<>();
        for (ColumnInfo c : q.columns()) {
            cols.add(new ColumnInfo(c.label(), c.label(), def.name(), c.type(), c.nullable()));
        }
        return renamed(derived(q.withColumns(cols), alias, a), alias, a);
    }

    /** A view used in FROM: its query planned here, its columns named as the view defines them. */
    private BoundFrom view(org.lanin.engine.catalog.ViewDef view, String alias, Alias a) {
        net.sf.jsqlparser.statement.Statement st = Planner.parse(view.sql());
        org.lanin.planner.cost.PlannerSettings outer = bc.plannerSettings();
        bc.setPlannerSettings(outer.withSearchPath(org.lanin.engine.catalog.SearchPath.ofView(view.name())));
        PlannedQuery q;
        bc.viewDepth(1);
        try {
            q = select.plan((net.sf.jsqlparser.statement.select.Select) st, null, bc);
        } finally {
            bc.viewDepth(-1);
            bc.setPlannerSettings(outer);
        }
        List<ColumnInfo> cols = new ArrayList<>();
        for (int i = 0; i < q.columns().size(); i++) {
            ColumnInfo c = q.columns().get(i);
            String n = i < view.columns().size() ? view.columns().get(i) : c.label();
            cols.add(new ColumnInfo(n, n, view.name(), c.type(), c.nullable()));
        }
        return derived(q.withColumns(cols), alias, a);
    }

    private BoundFrom systemView(SystemView view, String alias) {
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < view.columnNames().size(); i++) {
            cols.add(new Scope.Column(alias, view.columnNames().get(i), view.columnTypes().get(i), view.name(), false));
        }
        SystemView.Context ctx = new SystemView.Context(bc.catalog(), SystemView.sqlName(bc.database().name()), bc.database());
        int width = cols.size();
        PhysicalNode node = new FunctionScanNode(view.name(), alias, () -> new ListOperator(() -> view.rows().apply(ctx), width));
        return leaf(node, cols, alias);
    }

    BoundFrom leaf(PhysicalNode node, List<Scope.Column> cols, String alias) {
        bc.explainAliases().relationSeen();
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (Scope.Column c : cols) {
            names.add(c.name());
            types.add(c.type());
        }
        return BoundFrom.single(Rel.derived(0, node, alias, names, types), new Scope(cols, outer));
    }

    /**
     * A subquery in FROM. It sees the enclosing query levels (not the FROM items beside it, which
     * only LATERAL sees): {@code (SELECT b FROM (SELECT t.a * 2 AS b) s)} in a query over t. One that
     * reads them is run where the enclosing row is on the outer-row stack: it is not pulled up, and
     * a sublink holding it is not flattened into a join.
     */
    private BoundFrom derived(net.sf.jsqlparser.statement.select.Select s, String alias, Alias a) {
        int refsBefore = outer == null ? 0 : bc.outerRefCount(outer);
        PlannedQuery q = select.plan(s, outer, bc);
        if (outer == null || bc.outerRefCount(outer) == refsBefore) {
            return derived(q, alias, a);
        }
        SubqueryScanNode node = SubqueryScanNode.subquery(q.root(), alias).markReadsOuterRow();
        node.estimated(q.root().estimate());
        return leaf(node, derivedColumns(q, alias, a), alias);
    }

    private BoundFrom derived(PlannedQuery q, String alias, Alias a) {
        BoundFrom pulled = SubqueryPullUp.tryPullUp(q, alias, derivedColumns(q, alias, a), nullable, outer);
        if (pulled != null) {
            bc.explainAliases().relationSeen(); // the subquery's own entry, beside its relations pulled up
            return pulled;
        }
        PhysicalNode root = q.root();
        PhysicalNode node = root instanceof RecursiveUnionNode ? SubqueryScanNode.cte(root, alias)
                : SubqueryScanNode.subquery(root, alias);
        node.estimated(root.estimate());
        return leaf(node, derivedColumns(q, alias, a), alias);
    }

    /** The recursive term's reference to its own CTE: a scan of the work table under this alias. */
    private BoundFrom workTable(PlannedQuery self, String alias, Alias a) {
        PhysicalNode node = ((WorkTableScanNode) self.root()).as(alias);
        node.estimated(self.root().estimate());
        return leaf(node, derivedColumns(self, alias, a), alias);
    }

    static List<Scope.Column> derivedColumns(PlannedQuery q, String alias, Alias a) {
        List<Scope.Column> cols = new ArrayList<>();
        List<ColumnInfo> info = q.columns();
        List<Alias.AliasColumn> renames = a == null || a.getAliasColumns() == null ? List.of() : a.getAliasColumns();
        if (renames.size() > info.size()) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, alias, info.size(), renames.size());
        }
        for (int i = 0; i < info.size(); i++) {
            String n = i < renames.size() ? Names.fold(renames.get(i).name) : info.get(i).label();
            cols.add(new Scope.Column(alias, n, info.get(i).type(), "", false));
        }
        return cols;
    }

    /** A user-defined function in FROM (org.lanin.planner.routine), or null when there is none of that name. */
    private BoundFrom userFunction(String name, TableFunction tf) {
        ExprBinder b = new ExprBinder(bc, Scope.empty(outer), null, "FROM", select);
        List<BoundExpr> args = new ArrayList<>();
        if (tf.getFunction().getParameters() != null) {
            for (Object o : tf.getFunction().getParameters()) {
                args.add(b.bind((Expression) o));
            }
        }
        var scan = org.lanin.planner.routine.UserSetFunctions.bind(name, args, b);
        if (scan == null) {
            return null;
        }
        String relation = tf.getAlias() == null ? name.substring(name.indexOf('.') + 1) : Names.fold(tf.getAlias().getName());
        List<Alias.AliasColumn> renames = tf.getAlias() == null || tf.getAlias().getAliasColumns() == null ? List.of()
                : tf.getAlias().getAliasColumns();
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < scan.names().size(); i++) {
            String col = i < renames.size() ? Names.fold(renames.get(i).name)
                    : scan.names().size() == 1 && tf.getAlias() != null && renames.isEmpty() && !scan.named() ? relation
                    : scan.names().get(i);
            cols.add(new Scope.Column(relation, col, scan.types().get(i), "", false));
        }
        return leaf(new org.lanin.planner.physical.FunctionScanNode(name, relation, scan.operator()), cols, relation);
    }

    private BoundFrom function(TableFunction tf) {
        Function f = tf.getFunction();
        String name = Names.fold(f.getName());
        name = name.startsWith("pg_catalog.") ? name.substring("pg_catalog.".length()) : name;
        if (name.equals("bt_index_summary")) {
            return AdminTableFunctions.indexSummary(tf, new ExprBinder(bc, Scope.empty(outer), null, "FROM", select),
                    bc.catalog(), this);
        }
        SystemView setReturning = f.getParameters() == null || f.getParameters().isEmpty()
                ? SystemViews.find(null, name) : null;
        if (setReturning != null && name.startsWith("pg_get_")) { // pg_get_keywords(): a view without arguments
            return systemView(setReturning, tf.getAlias() == null ? name : Names.fold(tf.getAlias().getName()));
        }
        if (name.equals("unnest")) {
            return UnnestScans.bind(tf, new ExprBinder(bc, Scope.empty(outer), null, "FROM", select), this);
        }
        if (JsonTableFunctions.NAMES.contains(name)) {
            return JsonTableFunctions.bind(name, tf, new ExprBinder(bc, Scope.empty(outer), null, "FROM", select), this);
        }
        if (PartitionTreeFunctions.handles(name)) {
            return PartitionTreeFunctions.bind(name, tf, new ExprBinder(bc, Scope.empty(outer), null, "FROM", select), bc.catalog(), this);
        }
        if (SetFunctionScans.handles(name)) {
            return SetFunctionScans.bind(name, tf, new ExprBinder(bc, Scope.empty(outer), null, "FROM", select), this);
        }
        if (!name.equals("generate_series") && !name.equals("string_to_table")) {
            BoundFrom user = userFunction(name, tf);
            if (user != null) {
                return user;
            }
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "table function " + name);
        }
        ExprBinder b = new ExprBinder(bc, Scope.empty(outer), null, "FROM", select);
        List<BoundExpr> args = new ArrayList<>();
        for (Object o : f.getParameters()) {
            args.add(b.bind((Expression) o));
        }
        BoundExpr.Call call = SetCalls.resolve(b, name, args);
        RowExpr[] c = ExprCompiler.compileAll(call.args());
        SetFunctionBody body = ((SetReturningFunction) call.function()).body();
        DataType t = call.type();
        String alias = tf.getAlias() == null ? name : Names.fold(tf.getAlias().getName());
        List<Alias.AliasColumn> renames = tf.getAlias() == null || tf.getAlias().getAliasColumns() == null
                ? List.of() : tf.getAlias().getAliasColumns();
        boolean ordinality = tf.getWithClause() != null
                && tf.getWithClause().toLowerCase(java.util.Locale.ROOT).contains("ordinality");
        if (renames.size() > (ordinality ? 2 : 1)) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, alias, ordinality ? 2 : 1, renames.size());
        }
        List<Scope.Column> cols = new ArrayList<>();
        cols.add(new Scope.Column(alias, renames.isEmpty() ? alias : Names.fold(renames.get(0).name), t, "", false));
        if (ordinality) {
            cols.add(new Scope.Column(alias, renames.size() > 1 ? Names.fold(renames.get(1).name) : "ordinality",
                    DataType.BIGINT, "", false));
        }
        FunctionScanNode node = new FunctionScanNode(name, alias, () -> new SetFunctionScanOperator(c, body, ordinality));
        if (call.args().stream().anyMatch(SublinkBody::containsOuterRef)) {
            node.markReadsOuterRow();
        }
        return leaf(node, cols, alias);
    }
}

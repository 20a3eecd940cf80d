package org.lanin.planner.plan;

import org.lanin.planner.physical.ValuesScanNode;
import org.lanin.planner.physical.ResultNode;
import org.lanin.planner.physical.ModifyTableNode;
import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.Values;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;

/**
 * INSERT ... VALUES / SELECT / DEFAULT VALUES [RETURNING]. Each source row is turned into a
 * full physical row: assigned columns get their (assignment-cast) values, the others their
 * defaults; the writer then checks constraints and maintains indexes.
 */
final class InsertPlanner {
    private final BindContext bc;
    private final SelectPlanner sp = new SelectPlanner();
    /** OVERRIDING SYSTEM VALUE: values for GENERATED ALWAYS identity columns are taken. */
    private boolean systemValue;
    /** OVERRIDING USER VALUE: values for identity columns are ignored (their sequence gives them). */
    private boolean userValue;

    /**
     * Per INSERT column list entry, its {@code col[i]} when it names an array element or slice, else
     * null; null as a whole when none does.
     */
    private List<Column> elementTargets;

    InsertPlanner(BindContext bc) {
        this.bc = bc;
    }

    Plan plan(Insert ins) {
        String modifier = ins.getModifierPriority() == null ? null : ins.getModifierPriority().name();
        systemValue = org.lanin.planner.cache.OverridingClauses.SYSTEM_VALUE.equals(modifier);
        userValue = org.lanin.planner.cache.OverridingClauses.USER_VALUE.equals(modifier);
        TableDef table = DmlSupport.target(ins.getTable(), bc);
        List<ColumnDef> targets = targets(ins, table);
        Select source = ins.getSelect();
        RowExpr[][] rows;
        PlannedQuery query = null;
        if (source == null) {
            rows = new RowExpr[][] {buildRow(table, targets, List.of())};
        } else if (source instanceof Values v && v.getExpressions() != null) {
            rows = valuesRows(v, table, targets, ins);
        } else {
            query = sp.planInsertSource(source, bc);
            if (query.columns().size() > targets.size()) {
                throw LaninException.of(PlannerMsg.INSERT_TOO_MANY_EXPRS);
            }
            rows = new RowExpr[][] {fromQuery(query, table, targets)};
        }
        PartitionDml.InsertTarget target = PartitionDml.insertTarget(table, bc, sp);
        OnConflictPlanner onConflict = OnConflictPlanner.of(ins, table, bc, sp);
        RowExpr[] checks = onConflict == null ? null : DmlSupport.checks(table, bc, sp);
        String[] checkNames = DmlSupport.checkNames(table, bc);
        DmlSupport.Returning ret = DmlSupport.returning(ins.getReturningClause(), table, DmlSupport.alias(ins.getTable(), table), bc, sp);
        PhysicalNode from = query != null ? query.root() : rows.length == 1 ? ResultNode.oneRow()
                : new ValuesScanNode(rows, table.physicalWidth());
        PhysicalNode explain = new ModifyTableNode("Insert", table.name(), table.name(), from);
        PlannedQuery q = query;
        org.lanin.planner.routine.RowTriggers triggers = org.lanin.planner.routine.RowTriggers.of(bc.database(), table, "INSERT");
        java.util.function.BiFunction<org.lanin.engine.exec.ExecContext, List<Object[]>, Long> body = (ctx, out) -> {
            java.util.function.UnaryOperator<Object[]> writer = org.lanin.planner.routine.RowTriggers.wrapInsert(triggers,
                    onConflict == null ? target.sink(ctx) : onConflict.sink(target, checks, checkNames, ctx), ctx);
            long n = 0;
            if (q == null) {
                for (RowExpr[] r : rows) {
                    n += insertOne(writer, r, null, ctx, ret, out);
                }
                return n;
            }
            org.lanin.engine.exec.Operator input = explain.create(ctx);
            input.open(ctx);
            try {
                Object[] src;
                while ((src = input.next()) != null) {
                    n += insertOne(writer, rows[0], src, ctx, ret, out);
                }
            } finally {
                input.close();
            }
            return n;
        };
        // A leaf's AFTER ROW triggers queue until the statement's end even when the target has none.
        return new DmlPlan("INSERT", bc.paramTypes(), ret, explain, triggers == null && target.leafTriggers() != null
                ? org.lanin.planner.routine.RowTriggers.deferred(body) : org.lanin.planner.routine.RowTriggers.statement(triggers, body));
    }

    private static long insertOne(java.util.function.UnaryOperator<Object[]> writer, RowExpr[] exprs, Object[] src,
                                  org.lanin.engine.exec.ExecContext ctx, DmlSupport.Returning ret, List<Object[]> out) {
        ctx.checkInterrupts();
        Object[] row = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            row[i] = exprs[i] == null ? null : exprs[i].eval(src, ctx);
        }
        Object[] written = writer.apply(row);
        if (written == null) {
            return 0;
        }
        if (ret != null) {
            out.add(ret.apply(written, ctx));
        }
        return 1;
    }

    private List<ColumnDef> targets(Insert ins, TableDef table) {
        elementTargets = null;
        if (ins.getColumns() == null) {
            return table.liveColumns();
        }
        List<ColumnDef> out = new ArrayList<>();
        List<Column> elements = new ArrayList<>();
        for (Column c : ins.getColumns()) {
            String n = Names.fold(c.getColumnName());
            ColumnDef def = table.column(n);
            if (def == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, n, table.name());
            }
            boolean element = org.lanin.planner.bind.ArrayAssignment.isElement(c);
            // Elements of one column may be listed many times; a column named whole, once.
            for (int i = 0; i < out.size(); i++) {
                if (out.get(i) == def && (!element || elements.get(i) == null)) {
                    throw LaninException.of(PlannerMsg.DUPLICATE_COLUMN_DEF, n);
                }
            }
            out.add(def);
            elements.add(element ? c : null);
        }
        elementTargets = elements.stream().allMatch(java.util.Objects::isNull) ? null : elements;
        return out;
    }

    private RowExpr[][] valuesRows(Values v, TableDef table, List<ColumnDef> targets, Insert ins) {
        ExprBinder b = new ExprBinder(bc, Scope.empty(null), null, "VALUES", sp);
        List<RowExpr[]> out = new ArrayList<>();
        for (List<Expression> items : ValuesPlanner.rows(v.getExpressions())) {
            if (items.size() > targets.size()) {
                throw LaninException.of(PlannerMsg.INSERT_TOO_MANY_EXPRS);
            }
            if (ins.getColumns() != null && items.size() < targets.size()) {
                throw LaninException.of(PlannerMsg.INSERT_TOO_FEW_EXPRS);
            }
            List<BoundExpr> bound = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                Expression e = items.get(i);
                if (element(i) != null) {
                    if (isDefault(e)) {
                        throw LaninException.of(PlannerMsg.ARRAY_ELEMENT_DEFAULT);
                    }
                    bound.add(checkIdentity(targets.get(i), b.bind(e)));
                    continue;
                }
                bound.add(isDefault(e) || overridden(targets.get(i)) ? null : checkIdentity(targets.get(i),
                        b.coerceForAssignment(b.bind(e), targets.get(i).type(), targets.get(i).name())));
            }
            out.add(buildRow(table, targets, bound));
        }
        return out.toArray(new RowExpr[0][]);
    }

    /** The column list's {@code col[i]} at {@code i}, or null when it names a whole column. */
    private Column element(int i) {
        return elementTargets == null || i >= elementTargets.size() ? null : elementTargets.get(i);
    }

    /**
     * Column {@code c}'s value from its elements in the column list, each applied to the array the one
     * before made, the first to NULL (PostgreSQL uses no default under an element assignment); null
     * when the row gives none of them.
     */
    private BoundExpr elements(ColumnDef c, List<ColumnDef> targets, List<BoundExpr> values) {
        ExprBinder b = new ExprBinder(bc, Scope.empty(null), null, "INSERT", sp);
        org.lanin.planner.bind.ColumnAssignments assigned = org.lanin.planner.bind.ColumnAssignments.forInsert();
        for (int i = 0; i < targets.size() && i < values.size(); i++) {
            if (targets.get(i) == c) {
                assigned.element(b, c.slot(), element(i), c.name(), c.type(), values.get(i),
                        () -> new BoundExpr.Literal(null, c.type()));
            }
        }
        return assigned.has(c.slot()) ? assigned.values().get(c.slot()) : null;
    }

    /** An identity column whose given value OVERRIDING USER VALUE discards. */
    private boolean overridden(ColumnDef c) {
        return userValue && c.identity() != 0;
    }

    private BoundExpr checkIdentity(ColumnDef c, BoundExpr e) {
        if ((c.identity() == 'a' && !systemValue) || c.generated()) {
            throw LaninException.of(PlannerMsg.IDENTITY_ALWAYS, c.name());
        }
        return e;
    }

    static boolean isDefault(Expression e) {
        return e instanceof Column c && c.getTable() == null && c.getColumnName().equalsIgnoreCase("default");
    }

    private RowExpr[] fromQuery(PlannedQuery q, TableDef table, List<ColumnDef> targets) {
        List<BoundExpr> bound = new ArrayList<>();
        ExprBinder b = new ExprBinder(bc, Scope.empty(null), null, "INSERT", sp);
        for (int i = 0; i < q.columns().size(); i++) {
            BoundExpr ref = new BoundExpr.ColumnRef(i, q.columns().get(i).type(), q.columns().get(i).label(), "");
            bound.add(element(i) != null ? checkIdentity(targets.get(i), ref) : overridden(targets.get(i)) ? null
                    : checkIdentity(targets.get(i), b.coerceForAssignment(ref, targets.get(i).type(), targets.get(i).name())));
        }
        return buildRow(table, targets, bound);
    }

    /** One physical row: values for targets (null entry = DEFAULT), defaults for the rest, NULL for dropped columns. */
    private RowExpr[] buildRow(TableDef table, List<ColumnDef> targets, List<BoundExpr> values) {
        RowExpr[] row = new RowExpr[table.physicalWidth()];
        for (ColumnDef c : table.columns()) {
            if (c.dropped()) {
                continue;
            }
            int t = targets.indexOf(c);
            BoundExpr v = t >= 0 && t < values.size() ? values.get(t) : null;
            if (t >= 0 && element(t) != null) {
                v = elements(c, targets, values);
            }
            if (v == null) {
                v = DmlSupport.defaultOf(c, bc, sp);
            }
            row[c.slot()] = DmlSupport.assignment(v, c);
        }
        return row;
    }

}

package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.merge.Merge;
import net.sf.jsqlparser.statement.merge.MergeDelete;
import net.sf.jsqlparser.statement.merge.MergeInsert;
import net.sf.jsqlparser.statement.merge.MergeOperation;
import net.sf.jsqlparser.statement.merge.MergeUpdate;
import net.sf.jsqlparser.statement.select.Join;
import org.lanin.engine.access.TableModifier;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ColumnAssignments;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.JoinPlanner;
import org.lanin.planner.optimize.JoinRequest;
import org.lanin.planner.parse.MergeClauses;
import org.lanin.planner.physical.ModifyTableNode;
import org.lanin.planner.physical.PhysicalNode;

/**
 * MERGE INTO target USING source ON condition WHEN [NOT] MATCHED [AND condition] THEN UPDATE |
 * DELETE | INSERT | DO NOTHING, PostgreSQL 15's statement (nodeModifyTable.c's ExecMerge): the
 * source is right-joined with the target under the ON condition (the target's version rides in a
 * hidden column, null where no target row matched, as in {@link DmlJoin}); each joined row takes
 * the first WHEN clause of its kind whose AND condition holds. A target row that a second source
 * row would update or delete again is 21000, PostgreSQL's "cannot affect row a second time". The
 * command tag counts the rows inserted, updated and deleted.
 *
 * <p>Departures: a target version changed concurrently is followed to its successor without
 * re-running the join (as UPDATE ... FROM here); MERGE on a partitioned table, an inheritance
 * parent, a view, or a table with triggers or rules is 0A000; INSERT values may name the target's
 * columns (they read NULL) where PostgreSQL refuses them.
 */
final class MergePlanner {
    private final BindContext bc;
    private final SelectPlanner sp = new SelectPlanner();

    MergePlanner(BindContext bc) {
        this.bc = bc;
    }

    /** One WHEN clause compiled: its AND condition (null: none) and what it does. */
    private record Action(boolean matched, RowExpr condition, Kind kind, int[] slots, RowExpr[] values, RowExpr[] row) {
        enum Kind { UPDATE, DELETE, INSERT, NOTHING }
    }

    Plan plan(Merge m) {
        if (m.getFromItem() == null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE without a USING source");
        }
        refuseView(m.getTable());
        TableDef table = DmlSupport.target(m.getTable(), bc);
        String alias = DmlSupport.alias(m.getTable(), table);
        refuseUnsupported(table);
        FromBinder binder = new FromBinder(sp, bc, null);
        BoundFrom from = FromBinder.slottedTable(table, alias);
        Join j = new Join();
        j.setRight(true);
        j.setOuter(true);
        j.setRightItem(m.getFromItem());
        j.addOnExpression(m.getOnCondition());
        from = new JoinBinder(binder).join(from, binder.item(m.getFromItem()), j);
        Scope scope = from.scope();
        PhysicalNode node = JoinPlanner.plan(from.toFromClause(), new JoinRequest(List.of(), List.of(), -1, null, true),
                scope.width(), new StatementPlanContext(bc)).node();
        int slot = table.physicalWidth();
        List<Action> actions = new ArrayList<>();
        Set<Integer> updated = new HashSet<>();
        for (MergeOperation op : m.getOperations()) {
            actions.add(action(op, table, alias, scope, updated));
        }
        bc.noteUpdatedSlots(updated.stream().mapToInt(Integer::intValue).toArray());
        RowExpr[] checks = DmlSupport.checks(table, bc, sp);
        String[] checkNames = DmlSupport.checkNames(table, bc);
        PartitionDml.InsertTarget insertTarget = PartitionDml.insertTarget(table, bc, sp);
        PhysicalNode explain = new ModifyTableNode("Merge", table.name(), alias, node);
        MergeTriggers triggers = MergeTriggers.of(bc.database(), table, actions.stream().map(a -> a.kind().name()).toList());
        return new DmlPlan("MERGE", bc.paramTypes(), null, explain, triggers.around((ctx, out) -> {
            TableModifier modifier = new TableModifier(new TableWriter(table, checks, checkNames, ctx), ctx);
            java.util.function.UnaryOperator<Object[]> insert = triggers.insert(insertTarget.sink(ctx), ctx);
            MergeTriggers.Rows fired = triggers.rows();
            Set<Long> acted = new HashSet<>();
            long n = 0;
            org.lanin.engine.exec.Operator rows = explain.create(ctx);
            rows.open(ctx);
            try {
                Object[] joined;
                while ((joined = rows.next()) != null) {
                    ctx.checkInterrupts();
                    n += apply(joined, slot, actions, modifier, insert, fired, table, acted, ctx);
                }
            } finally {
                rows.close();
            }
            return n;
        }));
    }

    private static long apply(Object[] joined, int slot, List<Action> actions, TableModifier modifier,
                              java.util.function.UnaryOperator<Object[]> insert, MergeTriggers.Rows fired, TableDef table,
                              Set<Long> acted, ExecContext ctx) {
        HeapTuple target = (HeapTuple) joined[slot];
        for (Action a : actions) {
            if (a.matched() != (target != null) || a.condition() != null && a.condition().eval(joined, ctx) != Boolean.TRUE) {
                continue;
            }
            switch (a.kind()) {
                case NOTHING -> {
                    return 0;
                }
                case INSERT -> {
                    Object[] row = new Object[a.row().length];
                    for (int i = 0; i < row.length; i++) {
                        row[i] = a.row()[i] == null ? null : a.row()[i].eval(joined, ctx);
                    }
                    return insert.apply(row) == null ? 0 : 1;
                }
                default -> {
                    if (!acted.add(target.tid())) {
                        throw LaninException.withHint("Ensure that not more than one source row matches any one target row.",
                                MergeMsg.SECOND_TIME);
                    }
                    Object[] done = a.kind() == Action.Kind.DELETE
                            ? fired.delete() != null ? fired.delete().delete(modifier, target, table, ctx) : modifier.delete(target, null)
                            : fired.update() != null ? fired.update().update(modifier, joined, slot, a.slots(), a.values(), ctx)
                            : UpdatePlanner.updateOne(modifier, joined, slot, a.slots(), a.values(), ctx);
                    return done == null ? 0 : 1;
                }
            }
        }
        return 0;
    }

    /**
     * A WHEN NOT MATCHED action has no target row: it binds with the target's columns hidden, and
     * a reference to them fails as PostgreSQL's (42P01 "invalid reference to FROM-clause entry",
     * or 42703 for an unqualified name), where it read NULL before.
     */
    private Action action(MergeOperation op, TableDef table, String alias, Scope scope, Set<Integer> updated) {
        boolean notMatched = op instanceof MergeInsert || op instanceof MergeClauses.DoNothing d && !d.matched();
        if (!notMatched) {
            return bound(op, table, alias, scope, updated);
        }
        try {
            return bound(op, table, alias, scope.hidingFirst(table.physicalWidth()), updated);
        } catch (LaninException e) {
            throw LateralJoins.notVisible(e, scope);
        }
    }

    private Action bound(MergeOperation op, TableDef table, String alias, Scope scope, Set<Integer> updated) {
        ExprBinder b = new ExprBinder(bc, scope, null, "MERGE", sp);
        if (op instanceof MergeClauses.DoNothing d) {
            return new Action(d.matched(), condition(d.andPredicate(), scope), Action.Kind.NOTHING, null, null, null);
        }
        if (op instanceof MergeDelete d) {
            return new Action(true, condition(d.getAndPredicate(), scope), Action.Kind.DELETE, null, null, null);
        }
        if (op instanceof MergeUpdate u) {
            if (u.getWhereCondition() != null || u.getDeleteWhereCondition() != null) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE ... UPDATE ... WHERE (use WHEN MATCHED AND)");
            }
            ColumnAssignments assigned = UpdatePlanner.setList(u.getUpdateSets(), table, alias, b, bc, sp, true);
            int[] slots = assigned.values().keySet().stream().mapToInt(Integer::intValue).toArray();
            RowExpr[] values = DmlSupport.assignments(assigned, table, slots);
            for (int slot : slots) {
                updated.add(slot);
            }
            return new Action(true, condition(u.getAndPredicate(), scope), Action.Kind.UPDATE, slots, values, null);
        }
        MergeInsert in = (MergeInsert) op;
        if (in.getWhereCondition() != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE ... INSERT ... WHERE (use WHEN NOT MATCHED AND)");
        }
        return new Action(false, condition(in.getAndPredicate(), scope), Action.Kind.INSERT, null, null, insertRow(in, table, b));
    }

    private RowExpr condition(Expression e, Scope scope) {
        return e == null ? null : ExprCompiler.compile(new ExprBinder(bc, scope, null, "WHEN", sp).bindCondition(e));
    }

    /** The inserted row: the listed (or all) columns from the values, DEFAULT and the rest from their defaults. */
    private RowExpr[] insertRow(MergeInsert in, TableDef table, ExprBinder b) {
        List<ColumnDef> targets = new ArrayList<>();
        if (in.getColumns() != null) {
            for (Column c : in.getColumns()) {
                String n = Names.fold(c.getColumnName());
                ColumnDef def = table.column(n);
                if (def == null) {
                    throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, n, table.name());
                }
                if (targets.contains(def)) {
                    throw LaninException.of(PlannerMsg.DUPLICATE_COLUMN_DEF, n);
                }
                targets.add(def);
            }
        } else if (!MergeClauses.defaultValues(in)) {
            targets.addAll(table.liveColumns());
        }
        List<Expression> values = MergeClauses.defaultValues(in) ? List.of() : new ArrayList<>(in.getValues());
        if (values.size() > targets.size()) {
            throw LaninException.of(PlannerMsg.INSERT_TOO_MANY_EXPRS);
        }
        if (in.getColumns() != null && values.size() < targets.size()) {
            throw LaninException.of(PlannerMsg.INSERT_TOO_FEW_EXPRS);
        }
        RowExpr[] row = new RowExpr[table.physicalWidth()];
        for (ColumnDef c : table.columns()) {
            if (c.dropped()) {
                continue;
            }
            int t = targets.indexOf(c);
            Expression e = t >= 0 && t < values.size() ? values.get(t) : null;
            BoundExpr v;
            if (e == null || InsertPlanner.isDefault(e)) {
                v = DmlSupport.defaultOf(c, bc, sp);
            } else {
                if (c.identity() == 'a' || c.generated()) {
                    throw LaninException.of(PlannerMsg.IDENTITY_ALWAYS, c.name());
                }
                v = b.coerceForAssignment(b.bind(e), c.type(), c.name());
            }
            row[c.slot()] = DmlSupport.assignment(v, c);
        }
        return row;
    }

    /** PostgreSQL 15 refuses MERGE on a view too (42809); Lanin says 0A000 like its other targets. */
    private void refuseView(net.sf.jsqlparser.schema.Table t) {
        String key = org.lanin.planner.bind.SchemaNames.existing(bc.catalog(), bc.plannerSettings().searchPath(),
                Names.fold(t.getSchemaName()), Names.fold(t.getName()), org.lanin.planner.bind.SchemaNames.tableOrView(bc.catalog()));
        if (bc.catalog().table(key) == null && bc.catalog().view(key) != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE on a view");
        }
    }

    private void refuseUnsupported(TableDef table) {
        if (table.isPartitioned() || table.isPartition()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE on a partitioned table or partition");
        }
        if (org.lanin.engine.catalog.Inheritance.hasChildren(bc.catalog(), table)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE on a table with inheritance children");
        }
        var routines = org.lanin.planner.routine.catalog.Routines.existing(bc.database());
        if (routines != null && !routines.rulesOn(table.oid()).isEmpty()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "MERGE on a table with rules");
        }
    }
}

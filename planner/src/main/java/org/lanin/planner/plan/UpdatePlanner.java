package org.lanin.planner.plan;

import org.lanin.planner.physical.ModifyTableNode;
import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;
import org.lanin.planner.bind.ArrayAssignment;
import org.lanin.planner.bind.ColumnAssignments;
import org.lanin.planner.bind.MultiAssignment;
import org.lanin.engine.access.TableModifier;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.TupleSource;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;

/** UPDATE t SET ... [WHERE ...] [RETURNING ...] over one table (no FROM list yet). */
final class UpdatePlanner {
    private final BindContext bc;
    private final SelectPlanner sp = new SelectPlanner();

    UpdatePlanner(BindContext bc) {
        this.bc = bc;
    }

    Plan plan(Update u) {
        TableDef parent = DmlSupport.target(u.getTable(), bc);
        boolean only = u.getModifierPriority() != null
                && org.lanin.planner.cache.OnlyClauses.ONLY.equals(u.getModifierPriority().name());
        if (!only && org.lanin.engine.catalog.Inheritance.hasChildren(bc.catalog(), parent)) {
            return InheritedDml.plan(parent, u.getTable(), u::setTable, child -> planMember(u, child, null),
                    bc, u.getReturningClause(), u::setReturningClause);
        }
        if (u.getFromItem() != null && parent.isPartitioned()) {
            Plan leaves = InheritedDml.leaves(parent, u.getTable(), u::setTable, child -> planMember(u, child, parent),
                    bc, u.getReturningClause(), u::setReturningClause);
            if (leaves != null) {
                return leaves;
            }
        }
        return planOne(u);
    }

    /** While planning one leaf of UPDATE ... FROM on a partitioned table: that table ({@link JoinedLeafUpdate}). */
    private TableDef partitionRoot;

    /** Planning one table of an inheritance set: its row triggers fire; statement triggers are the caller's ({@link InheritedDml}). */
    private boolean inheritanceChild;

    /** {@link #planOne} for one table of an inheritance set, or one leaf of partitioned {@code root} (else null). */
    private Plan planMember(Update u, boolean child, TableDef root) {
        inheritanceChild = child;
        partitionRoot = root;
        try {
            return planOne(u);
        } finally {
            inheritanceChild = false;
            partitionRoot = null;
        }
    }

    private org.lanin.planner.routine.RowTriggers triggers(TableDef table) {
        return inheritanceChild ? org.lanin.planner.routine.RowTriggers.rowsOnly(bc.database(), table, "UPDATE")
                : org.lanin.planner.routine.RowTriggers.of(bc.database(), table, "UPDATE");
    }

    /**
     * The values a SET list gives (UPDATE's, or ON CONFLICT DO UPDATE's): DEFAULT, the whole column, or
     * elements and slices of an array column applied to its old value (the table's row under
     * {@code alias}, whatever a FROM list beside it holds). {@code generatedChecked}: an identity
     * ALWAYS or generated column may only be set to DEFAULT (UPDATE's rule).
     */
    static ColumnAssignments setList(List<UpdateSet> sets, TableDef table, String alias, ExprBinder b, BindContext bc,
                                     SelectPlanner sp, boolean generatedChecked) {
        ColumnAssignments assigned = ColumnAssignments.forSet();
        for (UpdateSet set : sets) {
            MultiAssignment multi = multiSource(set, b);
            List<Integer> multiSlots = new ArrayList<>();
            for (int i = 0; i < set.getColumns().size(); i++) {
                Column target = set.getColumns().get(i);
                ColumnDef c = column(table, target);
                if (multi != null) {
                    multiSlots.add(c.slot());
                    assign(assigned, b, c, target, alias, multi.field(i));
                    continue;
                }
                Expression e = (Expression) set.getValues().get(i);
                boolean isDefault = InsertPlanner.isDefault(e);
                if (generatedChecked && (c.identity() == 'a' || c.generated()) && !isDefault) {
                    throw LaninException.of(PlannerMsg.UPDATE_TO_DEFAULT_ONLY, c.name());
                }
                if (isDefault && !ArrayAssignment.isElement(target)) {
                    assigned.whole(c.slot(), c.name(), DmlSupport.defaultOf(c, bc, sp));
                } else if (isDefault) {
                    throw LaninException.of(PlannerMsg.ARRAY_ELEMENT_DEFAULT);
                } else {
                    assign(assigned, b, c, target, alias, b.bind(e));
                }
            }
            if (multi != null) {
                assigned.multi(multi, multiSlots);
            }
        }
        return assigned;
    }

    /** {@code target = value}: the whole column, or an element or slice of it applied to its old value. */
    private static void assign(ColumnAssignments assigned, ExprBinder b, ColumnDef c, Column target, String alias,
                               BoundExpr value) {
        if (!ArrayAssignment.isElement(target)) {
            assigned.whole(c.slot(), c.name(), b.coerceForAssignment(value, c.type(), c.name()));
        } else {
            assigned.element(b, c.slot(), target, c.name(), c.type(), value,
                    () -> b.bind(new Column(new net.sf.jsqlparser.schema.Table(alias), target.getColumnName())));
        }
    }

    /**
     * {@code SET (a, b) = (SELECT x, y ...)} (also {@code SET (a) = (SELECT x)}): the subquery, run
     * once per row; null when the list gives one value per column ({@code (1, 2)} and {@code ROW(1, 2)} arrive so). Anything else in
     * place of the values is PostgreSQL's 0A000, a count that differs its 42601.
     */
    private static MultiAssignment multiSource(UpdateSet set, ExprBinder b) {
        int columns = set.getColumns().size();
        boolean listed = set.getColumns() instanceof net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
        if (columns == set.getValues().size() && !(listed && columns == 1
                && set.getValues().get(0) instanceof net.sf.jsqlparser.statement.select.ParenthesedSelect)) {
            return null;
        }
        Object only = set.getValues().size() == 1 ? set.getValues().get(0) : null;
        if (!(only instanceof net.sf.jsqlparser.statement.select.ParenthesedSelect select)) {
            throw LaninException.of(set.getValues().size() > 1 ? PlannerMsg.MULTI_ASSIGN_COUNT : PlannerMsg.MULTI_ASSIGN_SOURCE);
        }
        MultiAssignment m = b.multiAssignment(select);
        if (m.fieldTypes().size() != columns) {
            throw LaninException.of(PlannerMsg.MULTI_ASSIGN_COUNT);
        }
        return m;
    }

    static ColumnDef bySlot(TableDef table, int slot) {
        for (ColumnDef c : table.columns()) {
            if (c.slot() == slot) {
                return c;
            }
        }
        throw new IllegalStateException("no column in slot " + slot);
    }

    /** The statement on its one target table (an inheritance parent's children not included). */
    Plan planOne(Update u) {
        TableDef table = DmlSupport.target(u.getTable(), bc);
        String alias = DmlSupport.alias(u.getTable(), table);
        boolean joined = u.getFromItem() != null;
        DmlJoin join = joined ? DmlJoin.plan(table, alias, List.of(u.getFromItem()),
                u.getJoins() == null ? List.of() : NestedJoins.of(u.getJoins()), u.getWhere(), bc, sp) : null;
        Scope scope = joined ? join.scope() : org.lanin.planner.bind.TableScopes.of(table, alias);
        ExprBinder b = new ExprBinder(bc, scope, null, "UPDATE", sp);
        ColumnAssignments assigned = setList(u.getUpdateSets(), table, alias, b, bc, sp, true);
        int[] targetSlots = assigned.values().keySet().stream().mapToInt(Integer::intValue).toArray();
        bc.noteUpdatedSlots(targetSlots);
        RowExpr[] valueExprs = DmlSupport.assignments(assigned, table, targetSlots);
        if (joined) {
            JoinedLeafUpdate leaf = table.isPartition() ? JoinedLeafUpdate.of(table, partitionRoot, bc, sp) : null;
            return joinedUpdate(table, alias, join, u, targetSlots, valueExprs, leaf);
        }
        BoundExpr where = u.getWhere() == null ? null
                : new ExprBinder(bc, scope, null, "WHERE", sp).bindCondition(u.getWhere());
        if (table.isPartitioned()) {
            return partitioned(table, alias, where, u, targetSlots, valueExprs);
        }
        org.lanin.engine.partition.PartitionConstraint pc = table.isPartition()
                ? org.lanin.engine.partition.PartitionConstraint.of(table, bc.catalog(), org.lanin.planner.bind.PartitionKeyExprs.compiler(bc)) : null;
        if (pc != null) {
            bc.lockAncestors(table);
        }
        PhysicalNode source = TableScans.best(table, alias, where, bc, true);
        RowExpr recheck = ExprCompiler.compile(where);
        RowExpr[] checks = DmlSupport.checks(table, bc, sp);
        String[] checkNames = DmlSupport.checkNames(table, bc);
        DmlSupport.Returning ret = DmlSupport.returning(u.getReturningClause(), table, alias, bc, sp);
        PhysicalNode explain = new ModifyTableNode("Update", table.name(), alias, source).estimated(source.estimate());
        org.lanin.planner.routine.RowTriggers triggers = triggers(table);
        return new DmlPlan("UPDATE", bc.paramTypes(), ret, explain, org.lanin.planner.routine.RowTriggers.statement(triggers, (ctx, out) -> {
            TableModifier modifier = new TableModifier(new TableWriter(table, checks, checkNames, ctx), ctx);
            TupleSource scan = (TupleSource) explain.create(ctx);
            long n = 0;
            scan.open(ctx);
            Object[][] before = new Object[1][];
            try {
                while (scan.next() != null) {
                    Object[] updated;
                    try {
                        updated = modifier.update(scan.currentTuple(), recheck, old -> {
                            Object[] row = old.clone();
                            for (int i = 0; i < targetSlots.length; i++) {
                                row[targetSlots[i]] = valueExprs[i].eval(old, ctx);
                            }
                            before[0] = old;
                            row = triggers == null ? row : triggers.beforeUpdate(ctx, old, row);
                            if (pc != null) {
                                pc.check(row, ctx);
                            }
                            return row;
                        });
                    } catch (org.lanin.planner.routine.RowTriggers.Skip skipped) {
                        updated = null; // a BEFORE ROW trigger returned NULL
                    }
                    if (updated != null && triggers != null) {
                        triggers.after(ctx, before[0], updated);
                    }
                    if (updated != null) {
                        n++;
                        if (ret != null) {
                            out.add(ret.apply(updated, ctx));
                        }
                    }
                }
            } finally {
                scan.close();
            }
            return n;
        }));
    }

    /**
     * UPDATE ... FROM: each joined row updates its target version (a version met twice is updated
     * once: the second attempt sees it SELF_MODIFIED). SET expressions see the joined row with the
     * target's columns replaced by the version being updated, and so does RETURNING, with the new
     * version's. A row changed concurrently is
     * followed to its successor without re-running the join (PostgreSQL re-checks the whole join).
     */
    private Plan joinedUpdate(TableDef table, String alias, DmlJoin join, Update u, int[] targetSlots,
                              RowExpr[] valueExprs, JoinedLeafUpdate leaf) {
        RowExpr[] checks = DmlSupport.checks(table, bc, sp);
        String[] checkNames = DmlSupport.checkNames(table, bc);
        DmlSupport.Returning ret = DmlSupport.returning(u.getReturningClause(), join.scope(), bc, sp);
        int slot = join.tupleSlot();
        PhysicalNode explain = new ModifyTableNode("Update", table.name(), alias, join.node());
        org.lanin.planner.routine.RowTriggers triggers = triggers(table);
        return new DmlPlan("UPDATE", bc.paramTypes(), ret, explain, org.lanin.planner.routine.RowTriggers.statement(triggers, (ctx, out) -> {
            TableModifier modifier = new TableModifier(new TableWriter(table, checks, checkNames, ctx), ctx);
            JoinedRowTriggers fired = JoinedRowTriggers.of(triggers);
            JoinedLeafUpdate.Run leafRun = leaf == null ? null : leaf.start(ctx);
            long n = 0;
            org.lanin.engine.exec.Operator rows = explain.create(ctx);
            rows.open(ctx);
            try {
                Object[] joinedRow;
                while ((joinedRow = rows.next()) != null) {
                    Object[] updated = leafRun != null ? leafRun.update(modifier, joinedRow, slot, targetSlots, valueExprs, fired, ctx)
                            : fired == null ? updateOne(modifier, joinedRow, slot, targetSlots, valueExprs, ctx)
                            : fired.update(modifier, joinedRow, slot, targetSlots, valueExprs, ctx);
                    if (updated != null) {
                        n++;
                        if (ret != null) { // the FROM items' columns as joined, the target's as updated
                            Object[] r = joinedRow.clone();
                            System.arraycopy(updated, 0, r, 0, Math.min(updated.length, slot));
                            out.add(ret.apply(r, ctx));
                        }
                    }
                }
            } finally {
                rows.close();
            }
            return n;
        }));
    }

    /** Updates the target version a joined row carries; SET sees the joined row with the version's columns. */
    static Object[] updateOne(TableModifier modifier, Object[] joinedRow, int slot, int[] targetSlots,
                                      RowExpr[] valueExprs, org.lanin.engine.exec.ExecContext ctx) {
        org.lanin.engine.storage.heap.HeapTuple target = (org.lanin.engine.storage.heap.HeapTuple) joinedRow[slot];
        return modifier.update(target, null, old -> {
            Object[] view = joinedRow.clone();
            System.arraycopy(old, 0, view, 0, old.length);
            Object[] row = old.clone();
            for (int i = 0; i < targetSlots.length; i++) {
                row[targetSlots[i]] = valueExprs[i].eval(view, ctx);
            }
            return row;
        });
    }

    static ColumnDef column(TableDef table, Column col) {
        if (col.getTable() != null && col.getTable().getName() != null) {
            // PostgreSQL reads t.col as a field of a column t (UPDATE's docs: do not qualify the target).
            String first = col.getTable().getFullyQualifiedName().split("\\.")[0];
            throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, Names.fold(first), table.name());
        }
        String n = Names.fold(col.getColumnName());
        ColumnDef c = table.column(n);
        if (c == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, n, table.name());
        }
        return c;
    }


    private Plan partitioned(TableDef table, String alias, BoundExpr where, Update u, int[] targetSlots, RowExpr[] valueExprs) {
        PartitionScans scans = new PartitionScans(table, where, bc).forModify();
        var leafChecks = PartitionDml.leafChecks(scans.tree(), bc, sp);
        var cache = bc.database().catalog().tupleMaps();
        DmlSupport.Returning ret = DmlSupport.returning(u.getReturningClause(), table, alias, bc, sp);
        PhysicalNode explain = new ModifyTableNode("Update", table.name(), alias, scans.node(alias));
        PartitionDml.Triggers triggers = PartitionDml.Triggers.of(bc.database(), table, scans.tree(), "UPDATE");
        return new DmlPlan("UPDATE", bc.paramTypes(), ret, explain, PartitionDml.Triggers.wrap(triggers, (ctx, out) -> {
            java.util.function.UnaryOperator<Object[]> compute = old -> {
                Object[] row = old.clone();
                for (int i = 0; i < targetSlots.length; i++) {
                    row[targetSlots[i]] = valueExprs[i].eval(old, ctx);
                }
                return row;
            };
            return PartitionDml.modify(scans, leafChecks, cache, compute, ret, ctx, out, triggers);
        }));
    }
}

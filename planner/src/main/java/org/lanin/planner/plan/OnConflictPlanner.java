package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.insert.ConflictActionType;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.insert.InsertConflictAction;
import net.sf.jsqlparser.statement.insert.InsertConflictTarget;
import net.sf.jsqlparser.statement.update.UpdateSet;
import org.lanin.engine.access.ConflictingInsert;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;

/**
 * INSERT ... ON CONFLICT [(columns) | ON CONSTRAINT name] DO NOTHING | DO UPDATE SET ... [WHERE ...]:
 * infers the arbiter unique index and binds the update over the existing row followed by the
 * proposed one (the pseudo-table {@code excluded}).
 */
final class OnConflictPlanner {
    private final List<IndexDef> arbiters;
    private final int[] slots;
    private final RowExpr[] values;
    private final RowExpr where;
    private final boolean doNothing;

    private OnConflictPlanner(List<IndexDef> arbiters, int[] slots, RowExpr[] values, RowExpr where, boolean doNothing) {
        this.arbiters = arbiters;
        this.slots = slots;
        this.values = values;
        this.where = where;
        this.doNothing = doNothing;
    }

    /** The ON CONFLICT clause of {@code ins}, or null when it has none. */
    static OnConflictPlanner of(Insert ins, TableDef table, BindContext bc, SelectPlanner sp) {
        InsertConflictAction action = ins.getConflictAction();
        if (action == null) {
            return null;
        }
        if (table.isPartitioned()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "INSERT ... ON CONFLICT on a partitioned table");
        }
        boolean nothing = action.getConflictActionType() == ConflictActionType.DO_NOTHING;
        List<BoundExpr> inferWhere = new ArrayList<>();
        if (ins.getConflictTarget() != null && ins.getConflictTarget().getWhereExpression() != null) {
            inferWhere.add(new ExprBinder(bc, TableScopes.of(table, table.name()), null, "index predicate", sp)
                    .bindCondition(ins.getConflictTarget().getWhereExpression()));
        }
        List<IndexDef> arbiters = arbiters(ins.getConflictTarget(), table, nothing, inferWhere);
        if (nothing) {
            return new OnConflictPlanner(arbiters, new int[0], new RowExpr[0], null, true);
        }
        String alias = ins.getTable().getAlias() == null ? table.name() : Names.fold(ins.getTable().getAlias().getName());
        Scope scope = TableScopes.of(table, alias).join(TableScopes.of(table, "excluded"));
        ExprBinder b = new ExprBinder(bc, scope, null, "ON CONFLICT DO UPDATE", sp);
        org.lanin.planner.bind.ColumnAssignments assigned =
                UpdatePlanner.setList(action.getUpdateSets(), table, alias, b, bc, sp, false);
        List<Integer> slots = new ArrayList<>(assigned.values().keySet());
        List<RowExpr> values = new ArrayList<>();
        for (int slot : slots) {
            values.add(DmlSupport.assignment(assigned.values().get(slot), UpdatePlanner.bySlot(table, slot)));
        }
        RowExpr where = action.getWhereExpression() == null ? null
                : ExprCompiler.compile(b.bindCondition(action.getWhereExpression()));
        int[] updated = slots.stream().mapToInt(Integer::intValue).toArray();
        bc.noteUpdatedSlots(updated);
        return new OnConflictPlanner(arbiters, updated, values.toArray(new RowExpr[0]), where, false);
    }

    /**
     * PostgreSQL's infer_arbiter_indexes: the named constraint's index, or every valid unique index on
     * exactly the listed columns that is not partial or whose WHERE the target's WHERE implies.
     */
    private static List<IndexDef> arbiters(InsertConflictTarget target, TableDef table, boolean nothing,
                                           List<BoundExpr> where) {
        if (target == null) {
            if (!nothing) {
                throw LaninException.of(PlannerMsg.ON_CONFLICT_NEEDS_TARGET);
            }
            return List.of();
        }
        if (target.getConstraintName() != null) {
            String name = Names.fold(target.getConstraintName());
            for (IndexDef i : table.indexes()) {
                if (i.unique() && i.name().equals(name)) {
                    return List.of(i);
                }
            }
            throw LaninException.of(PlannerMsg.UNDEFINED_CONSTRAINT, name, table.name());
        }
        Set<Integer> wanted = new HashSet<>();
        for (String col : target.getIndexColumnNames()) {
            ColumnDef c = table.column(Names.fold(col));
            if (c == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN, Names.fold(col));
            }
            wanted.add(c.attnum());
        }
        List<IndexDef> out = new ArrayList<>();
        for (IndexDef i : table.indexes()) {
            Set<Integer> cols = new HashSet<>();
            for (int a : i.attnums()) {
                cols.add(a);
            }
            if (i.unique() && i.valid() && cols.equals(wanted) && !i.hasExpressions()
                    && org.lanin.planner.optimize.IndexPredicates.usable(i, 0, where)) {
                out.add(i);
            }
        }
        if (out.isEmpty()) {
            throw LaninException.of(PlannerMsg.NO_ARBITER);
        }
        return out;
    }

    /** The row sink for one execution: inserts, or resolves conflicts; returns the row written or null. */
    UnaryOperator<Object[]> sink(TableWriter writer, ExecContext ctx) {
        if (doNothing) {
            return new ConflictingInsert(writer, ctx, arbiters, null, null)::insert;
        }
        ConflictingInsert ci = new ConflictingInsert(writer, ctx, arbiters, (existing, proposed) -> {
            Object[] both = Rows.concat(existing, proposed);
            Object[] row = existing.clone();
            for (int i = 0; i < slots.length; i++) {
                row[slots[i]] = values[i].eval(both, ctx);
            }
            return row;
        }, where == null ? null : (existing, proposed) -> Rows.isTrue(where.eval(Rows.concat(existing, proposed), ctx)));
        return ci::insert;
    }

}

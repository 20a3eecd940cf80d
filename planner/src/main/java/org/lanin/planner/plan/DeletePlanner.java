package org.lanin.planner.plan;

import org.lanin.planner.physical.ModifyTableNode;
import org.lanin.planner.physical.PhysicalNode;
import net.sf.jsqlparser.statement.delete.Delete;
import org.lanin.engine.access.TableModifier;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.TupleSource;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;

/** DELETE FROM t [WHERE ...] [RETURNING ...] over one table (no USING list yet). */
final class DeletePlanner {
    private final BindContext bc;
    private final SelectPlanner sp = new SelectPlanner();

    DeletePlanner(BindContext bc) {
        this.bc = bc;
    }

    Plan plan(Delete d) {
        TableDef parent = DmlSupport.target(d.getTable(), bc);
        boolean only = d.getModifierPriority() != null
                && org.lanin.planner.cache.OnlyClauses.ONLY.equals(d.getModifierPriority().name());
        if (!only && org.lanin.engine.catalog.Inheritance.hasChildren(bc.catalog(), parent)) {
            return InheritedDml.plan(parent, d.getTable(), d::setTable, child -> planMember(d, child),
                    bc, d.getReturningClause(), d::setReturningClause);
        }
        boolean using = d.getUsingList() != null && !d.getUsingList().isEmpty() || d.getJoins() != null && !d.getJoins().isEmpty();
        if (using && parent.isPartitioned()) {
            Plan leaves = InheritedDml.leaves(parent, d.getTable(), d::setTable, child -> planMember(d, child),
                    bc, d.getReturningClause(), d::setReturningClause);
            if (leaves != null) {
                return leaves;
            }
        }
        return planOne(d);
    }

    /** Planning one table of an inheritance set: its row triggers fire; statement triggers are the caller's ({@link InheritedDml}). */
    private boolean inheritanceChild;

    /** {@link #planOne} for one table of an inheritance set or one leaf ({@code child}: its statement triggers are the caller's). */
    private Plan planMember(Delete d, boolean child) {
        inheritanceChild = child;
        try {
            return planOne(d);
        } finally {
            inheritanceChild = false;
        }
    }

    private org.lanin.planner.routine.RowTriggers triggers(TableDef table) {
        return inheritanceChild ? org.lanin.planner.routine.RowTriggers.rowsOnly(bc.database(), table, "DELETE")
                : org.lanin.planner.routine.RowTriggers.of(bc.database(), table, "DELETE");
    }

    /** The statement on its one target table (an inheritance parent's children not included). */
    Plan planOne(Delete d) {
        TableDef table = DmlSupport.target(d.getTable(), bc);
        String alias = DmlSupport.alias(d.getTable(), table);
        if (d.getUsingList() != null && !d.getUsingList().isEmpty() || d.getJoins() != null && !d.getJoins().isEmpty()) {
            return usingDelete(table, alias, d);
        }
        Scope scope = org.lanin.planner.bind.TableScopes.of(table, alias);
        BoundExpr where = d.getWhere() == null ? null
                : new ExprBinder(bc, scope, null, "WHERE", sp).bindCondition(d.getWhere());
        if (table.isPartitioned()) {
            return partitioned(table, alias, where, d);
        }
        PhysicalNode source = TableScans.best(table, alias, where, bc, true);
        RowExpr recheck = ExprCompiler.compile(where);
        DmlSupport.Returning ret = DmlSupport.returning(d.getReturningClause(), table, alias, bc, sp);
        PhysicalNode explain = new ModifyTableNode("Delete", table.name(), alias, source).estimated(source.estimate());
        org.lanin.planner.routine.RowTriggers triggers = triggers(table);
        return new DmlPlan("DELETE", bc.paramTypes(), ret, explain, org.lanin.planner.routine.RowTriggers.statement(triggers, (ctx, out) -> {
            TableModifier modifier = new TableModifier(new TableWriter(table, new RowExpr[0], new String[0], ctx), ctx);
            TupleSource scan = (TupleSource) explain.create(ctx);
            long n = 0;
            scan.open(ctx);
            try {
                while (scan.next() != null) {
                    if (triggers != null && triggers.before(ctx, org.lanin.engine.exec.Rows.widen(scan.currentTuple(), table), null) == null) {
                        continue; // a BEFORE ROW trigger returned NULL
                    }
                    Object[] deleted = modifier.delete(scan.currentTuple(), recheck);
                    if (deleted != null && triggers != null) {
                        triggers.after(ctx, deleted, null);
                    }
                    if (deleted != null) {
                        n++;
                        if (ret != null) {
                            out.add(ret.apply(deleted, ctx));
                        }
                    }
                }
            } finally {
                scan.close();
            }
            return n;
        }));
    }

    private Plan partitioned(TableDef table, String alias, BoundExpr where, Delete d) {
        PartitionScans scans = new PartitionScans(table, where, bc).forModify();
        var leafChecks = PartitionDml.leafChecks(scans.tree(), bc, sp);
        var cache = bc.database().catalog().tupleMaps();
        DmlSupport.Returning ret = DmlSupport.returning(d.getReturningClause(), table, alias, bc, sp);
        PhysicalNode explain = new ModifyTableNode("Delete", table.name(), alias, scans.node(alias));
        PartitionDml.Triggers triggers = PartitionDml.Triggers.of(bc.database(), table, scans.tree(), "DELETE");
        return new DmlPlan("DELETE", bc.paramTypes(), ret, explain, PartitionDml.Triggers.wrap(triggers,
                (ctx, out) -> PartitionDml.modify(scans, leafChecks, cache, null, ret, ctx, out, triggers)));
    }

    /**
     * DELETE ... USING: every target version that joins with the USING items (tables, or the joins of
     * {@link org.lanin.planner.parse.DeleteUsingItems}: subqueries, VALUES, JOINs) is deleted once.
     */
    private Plan usingDelete(TableDef table, String alias, Delete d) {
        if (table.isPartition()) {
            bc.lockAncestors(table);
        }
        DmlJoin join = DmlJoin.plan(table, alias,
                d.getUsingList() == null ? java.util.List.of() : new java.util.ArrayList<>(d.getUsingList()),
                d.getJoins() == null ? java.util.List.of() : d.getJoins(), d.getWhere(), bc, sp);
        DmlSupport.Returning ret = DmlSupport.returning(d.getReturningClause(), join.scope(), bc, sp);
        int slot = join.tupleSlot();
        PhysicalNode explain = new ModifyTableNode("Delete", table.name(), alias, join.node());
        org.lanin.planner.routine.RowTriggers triggers = triggers(table);
        return new DmlPlan("DELETE", bc.paramTypes(), ret, explain, org.lanin.planner.routine.RowTriggers.statement(triggers, (ctx, out) -> {
            TableModifier modifier = new TableModifier(new TableWriter(table, new RowExpr[0], new String[0], ctx), ctx);
            JoinedRowTriggers fired = JoinedRowTriggers.of(triggers);
            long n = 0;
            org.lanin.engine.exec.Operator rows = explain.create(ctx);
            rows.open(ctx);
            try {
                Object[] joinedRow;
                while ((joinedRow = rows.next()) != null) {
                    org.lanin.engine.storage.heap.HeapTuple target = (org.lanin.engine.storage.heap.HeapTuple) joinedRow[slot];
                    Object[] deleted = fired == null ? modifier.delete(target, null) : fired.delete(modifier, target, table, ctx);
                    if (deleted != null) {
                        n++;
                        if (ret != null) { // the USING items' columns as joined, the target's as deleted
                            Object[] r = joinedRow.clone();
                            System.arraycopy(deleted, 0, r, 0, Math.min(deleted.length, slot));
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
}

package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
import org.lanin.engine.catalog.Inheritance;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Names;

/**
 * UPDATE or DELETE on a table with inheritance children: the statement is planned once per table
 * of the inheritance set (the parent alone, then each descendant, with the same alias, its
 * columns bound by name) and the plans run in that order, as PostgreSQL's ModifyTable over the
 * inheritance set. The count is the sum; RETURNING lists are bound per table, with {@code *} spelled
 * out as the parent's columns ({@link InheritedReturning}). EXPLAIN shows the parent's plan only.
 * UPDATE ... FROM and DELETE ... USING on a partitioned table run the same way over its leaves
 * ({@link #leaves}), each leaf's join planned on its own; EXPLAIN shows them under an Append.
 */
final class InheritedDml {
    private InheritedDml() {
    }

    /**
     * {@code setTarget} points the statement at another table; {@code planOne} plans it for its
     * current target only, told to leave statement triggers out (each table's row triggers fire; the
     * parent's statement triggers are fired here around all of them, as PostgreSQL fires the named
     * table's statement triggers only). The statement is left pointing at {@code written} again, with
     * its {@code returning} clause (set through {@code setReturning}) as written.
     */
    static Plan plan(TableDef parent, Table written, Consumer<Table> setTarget, java.util.function.Function<Boolean, Plan> planOne,
                     BindContext bc, ReturningClause returning, Consumer<ReturningClause> setReturning) {
        List<TableDef> targets = new ArrayList<>();
        targets.add(parent);
        targets.addAll(Inheritance.descendants(bc.catalog(), parent));
        return plan(parent, targets, written, setTarget, planOne, bc, returning, setReturning, false);
    }

    /** As {@link #plan}, over the leaves of partitioned {@code root} (which holds no rows itself); null when it has none. */
    static Plan leaves(TableDef root, Table written, Consumer<Table> setTarget, java.util.function.Function<Boolean, Plan> planOne,
                       BindContext bc, ReturningClause returning, Consumer<ReturningClause> setReturning) {
        List<TableDef> leaves = org.lanin.engine.partition.PartitionTree.of(root, bc.catalog(),
                org.lanin.planner.bind.PartitionKeyExprs.compiler(bc)).leaves();
        if (leaves.isEmpty()) {
            return null;
        }
        return plan(root, leaves, written, setTarget, planOne, bc, returning, setReturning, true);
    }

    private static Plan plan(TableDef parent, List<TableDef> targets, Table written, Consumer<Table> setTarget,
                             java.util.function.Function<Boolean, Plan> planOne, BindContext bc, ReturningClause returning,
                             Consumer<ReturningClause> setReturning, boolean append) {
        List<DmlPlan> plans = new ArrayList<>();
        setReturning.accept(InheritedReturning.of(returning, parent, written));
        try {
            for (TableDef t : targets) {
                Table target = new Table(Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()));
                target.setAlias(written.getAlias() != null ? written.getAlias()
                        : t == parent ? null : new net.sf.jsqlparser.expression.Alias(written.getName(), false));
                setTarget.accept(t == parent ? written : target);
                plans.add((DmlPlan) planOne.apply(true));
            }
        } finally {
            setTarget.accept(written);
            setReturning.accept(returning);
        }
        DmlPlan first = plans.get(0);
        List<BiFunction<ExecContext, List<Object[]>, Long>> bodies = new ArrayList<>();
        for (DmlPlan p : plans) {
            bodies.add(p.body());
        }
        BiFunction<ExecContext, List<Object[]>, Long> all = (ctx, out) -> {
            long n = 0;
            for (BiFunction<ExecContext, List<Object[]>, Long> body : bodies) {
                n += body.apply(ctx, out);
            }
            return n;
        };
        // the parent's statement triggers around every table's work, the AFTER ROW queue drained before AFTER STATEMENT
        org.lanin.planner.routine.RowTriggers statement = org.lanin.planner.routine.RowTriggers.of(bc.database(), parent,
                first.kindTag());
        org.lanin.planner.physical.PhysicalNode explain = first.explainNode();
        if (append) {
            List<org.lanin.planner.physical.PhysicalNode> inputs = new ArrayList<>();
            for (DmlPlan p : plans) {
                inputs.addAll(p.explainNode().inputs());
            }
            org.lanin.planner.physical.ModifyTableNode m = (org.lanin.planner.physical.ModifyTableNode) explain;
            explain = new org.lanin.planner.physical.ModifyTableNode(m.operation(), parent.name(),
                    written.getAlias() == null ? null : Names.fold(written.getAlias().getName()),
                    inputs.size() == 1 ? inputs.get(0) : new org.lanin.planner.physical.AppendNode(inputs));
        }
        return new DmlPlan(first.kindTag(), bc.paramTypes(), first.returning(), explain,
                statement == null ? org.lanin.planner.routine.RowTriggers.deferred(all)
                        : org.lanin.planner.routine.RowTriggers.statement(statement, all));
    }
}

package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.ParenthesedStatement;
import net.sf.jsqlparser.statement.delete.ParenthesedDelete;
import net.sf.jsqlparser.statement.insert.ParenthesedInsert;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.WithItem;
import net.sf.jsqlparser.statement.update.ParenthesedUpdate;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.ListOperator;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Names;
import org.lanin.planner.physical.FunctionScanNode;
import org.lanin.planner.physical.PhysicalNode;

/**
 * Data-modifying statements in WITH ({@code WITH t AS (INSERT ... RETURNING *) SELECT * FROM t},
 * and WITH on INSERT, UPDATE and DELETE), as PostgreSQL runs them: each modifying item runs
 * exactly once and to completion, before the main statement and in the order written, whether or
 * not anything reads it; its RETURNING rows are what a reference to it reads; and every part of
 * the statement works on the statement's one snapshot, so the main statement does not see the
 * items' changes to a table (they carry the statement's command id). Items may only appear in
 * the top-level WITH (0A000 elsewhere, PostgreSQL's rule). An item without RETURNING can run but
 * not be referenced.
 */
final class ModifyingCtes {
    /** One modifying item: its plan and the key its RETURNING rows are kept under for the statement. */
    private record Item(String name, Plan plan, Object rowsKey) {
    }

    private final List<Item> items = new ArrayList<>();

    /**
     * Defines the top-level WITH items of a statement in {@code bc}: plain queries as usual,
     * modifying ones planned here and kept to run first. Returns null when there are none of the
     * latter (the statement plans as it always did).
     */
    static ModifyingCtes defineTopLevel(List<WithItem<?>> with, BindContext bc, SelectPlanner sp) {
        if (with == null || with.isEmpty() || !hasModifying(with)) {
            return null;
        }
        if (with.get(0).isRecursive()) {
            throw LaninException.of(WithMsg.MODIFYING_IN_RECURSIVE);
        }
        ModifyingCtes m = new ModifyingCtes();
        for (WithItem<?> w : with) {
            String name = Names.fold(w.getAliasName());
            ParenthesedStatement body = w.getParenthesedStatement();
            if (body instanceof ParenthesedSelect select) {
                bc.defineCte(name, SelectPlanner.renamed(sp.plan(select, null, bc), w.getWithItemList()));
            } else {
                m.define(name, planModifying(body, bc), w, bc);
            }
        }
        return m;
    }

    static boolean hasModifying(List<WithItem<?>> with) {
        if (with == null) {
            return false;
        }
        for (WithItem<?> w : with) {
            if (!(w.getParenthesedStatement() instanceof ParenthesedSelect)) {
                return true;
            }
        }
        return false;
    }

    /** PostgreSQL: 0A000 for a modifying WITH item anywhere but the top level. */
    static LaninException notAtTopLevel() {
        return LaninException.of(WithMsg.MODIFYING_NOT_AT_TOP_LEVEL);
    }

    /**
     * Plans one item with the statement's context, so its tables' locks join the statement's,
     * and adds the locks of its FOREIGN KEY work now, while {@code bc} names it as the DML target.
     */
    private static Plan planModifying(ParenthesedStatement body, BindContext bc) {
        if (body instanceof ParenthesedInsert i) {
            return Planner.insertWithLocks(new InsertPlanner(bc).plan(i.getInsert()), bc, i.getInsert());
        }
        if (body instanceof ParenthesedUpdate u) {
            return Planner.withLocks(new UpdatePlanner(bc).plan(u.getUpdate()), bc, false, true, false);
        }
        if (body instanceof ParenthesedDelete d) {
            return Planner.withLocks(new DeletePlanner(bc).plan(d.getDelete()), bc, false, false, true);
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "WITH item " + body.getClass().getSimpleName());
    }

    /** The RETURNING rows an item left in the statement's memo when it ran. */
    @SuppressWarnings("unchecked")
    private static List<Object[]> returnedRows(ExecContext ctx, Object key) {
        return (List<Object[]>) ctx.memo(key, List::of);
    }

    private void define(String name, Plan plan, WithItem<?> w, BindContext bc) {
        Object key = new Object();
        items.add(new Item(name, plan, key));
        if (!plan.returnsRows()) {
            return;
        }
        int width = plan.columns().size();
        PhysicalNode scan = FunctionScanNode.cteRows(name, () -> new ListOperator(ctx -> returnedRows(ctx, key), width));
        bc.defineCte(name, SelectPlanner.renamed(new PlannedQuery(scan, plan.columns()), w.getWithItemList()));
    }

    /** The statement: the modifying items first, in order and to completion, then {@code main}. */
    Plan around(Plan main) {
        return new WithModifyingPlan(items.stream().map(Item::plan).toList(),
                items.stream().map(Item::rowsKey).toList(), main);
    }
}

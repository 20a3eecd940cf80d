package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.WithItem;
import net.sf.jsqlparser.util.TablesNamesFinder;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.ListOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.planner.bind.Names;
import org.lanin.planner.expr.SubqueryPlan;
import org.lanin.planner.physical.CteHostNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.FunctionScanNode;
import org.lanin.planner.physical.PhysicalNode;

/**
 * Whether a WITH query is materialized (run once, its rows read by every reference: PostgreSQL's
 * CTE Scan) or inlined like a subquery in FROM (SS_process_ctes in PostgreSQL's subselect.c). As
 * PostgreSQL 12 and later decide it: {@code MATERIALIZED} always, {@code NOT MATERIALIZED} never,
 * otherwise when the statement references the query more than once, so that every reference sees
 * the same rows and the query runs once (TPC-H Q15 reads its lineitem view twice); and, whatever
 * NOT MATERIALIZED says, when it calls a VOLATILE function ({@code WITH r AS (SELECT random())}
 * gives one value to every reader, {@code nextval} runs once a row).
 *
 * <p>Departures: a query whose binding reads an enclosing query's row (correlated), and any WITH
 * query inside a recursive query's terms (it may read the work table), stays inlined (PostgreSQL
 * materializes it and runs it again when that row or the work table changes); a materialized query is computed whole, into
 * memory, the first time one of its scans is opened (PostgreSQL's tuplestore is read as far as its
 * readers ask and spills to disk). References are counted on the statement's text: a reference to
 * a same-named query of a nested WITH counts too, which can only materialize where PostgreSQL
 * inlines, never the other way.
 */
final class CteMaterialization {
    private CteMaterialization() {
    }

    /** A materialized WITH query: the plan its CTE Scans share through the execution's memo. */
    static final class Definition {
        private final String name;
        private final PlannedQuery query;
        private final SubqueryPlan subplan;
        private boolean referenced;

        Definition(String name, PlannedQuery query) {
            this.name = name;
            this.query = query;
            this.subplan = SubqueryPlan.cte(query.root(), name);
        }

        /** A CTE Scan on this query under {@code alias}. */
        PhysicalNode scan(String alias) {
            referenced = true;
            int width = query.columns().size();
            Estimate e = query.root().estimate();
            // PostgreSQL's cost_ctescan: cpu_tuple_cost a row; the query's own cost is the InitPlan's
            double rows = e == null ? 1000 : e.rows();
            int w = e == null ? 32 : e.width();
            return FunctionScanNode.cteRows(name, alias, () -> new ListOperator(this::rows, width))
                    .estimated(new Estimate(rows, 0, 0.01 * rows, w));
        }

        SubqueryPlan subplan() {
            return subplan;
        }

        boolean referenced() {
            return referenced;
        }

        @SuppressWarnings("unchecked")
        List<Object[]> rows(ExecContext ctx) {
            return (List<Object[]>) ctx.memo(this, () -> run(ctx));
        }

        private List<Object[]> run(ExecContext ctx) {
            List<Object[]> rows = new ArrayList<>();
            Operator op = subplan.create(ctx);
            op.open(ctx);
            try {
                for (Object[] r = op.next(); r != null; r = op.next()) {
                    rows.add(r);
                    if ((rows.size() & 1023) == 0) {
                        ctx.checkInterrupts();
                    }
                }
            } finally {
                op.close();
            }
            return rows;
        }
    }

    /**
     * {@code q} with the materialized WITH queries its references read listed above it, where
     * EXPLAIN shows them ("CTE name" under the query's top node); unreferenced ones never run.
     */
    static PlannedQuery shownAbove(PlannedQuery q, List<Definition> materialized) {
        List<SubqueryPlan> shown = new ArrayList<>();
        for (Definition d : materialized) {
            if (d.referenced()) {
                shown.add(d.subplan());
            }
        }
        if (shown.isEmpty()) {
            return q;
        }
        PhysicalNode host = new CteHostNode(q.root(), shown).estimated(q.root().estimate());
        return new PlannedQuery(host, q.columns(), q.body());
    }

    /**
     * True when {@code NOT MATERIALIZED} was written: the body came through in a second pair of
     * parentheses ({@code cache.CteMaterializedClauses}).
     */
    static boolean notMaterialized(WithItem<?> w) {
        ParenthesedSelect body = w.getSelect();
        return body != null && body.getSelect() instanceof ParenthesedSelect && body.getOrderByElements() == null
                && body.getLimit() == null && body.getOffset() == null && body.getFetch() == null;
    }

    /**
     * Whether item {@code index} of the WITH list {@code items} of {@code statement} is materialized,
     * given whether its planned query reads an enclosing row and calls a VOLATILE function.
     */
    static boolean materialize(Statement statement, List<WithItem<?>> items, int index, boolean correlated,
                               boolean callsVolatile) {
        WithItem<?> w = items.get(index);
        if (correlated || w.getSelect() == null) {
            return false;
        }
        if (w.isMaterialized() || callsVolatile) {
            return true; // a volatile query runs once whatever NOT MATERIALIZED says, as in PostgreSQL
        }
        return !notMaterialized(w) && references(statement, items, index) > 1;
    }

    /**
     * References to item {@code index} by name: all in the statement less those in the items up to
     * and including it (which cannot see it; a table of the same name read there is another object).
     */
    static int references(Statement statement, List<WithItem<?>> items, int index) {
        String name = Names.fold(items.get(index).getAliasName());
        try {
            int n = count(statement, name);
            for (int i = 0; i <= index; i++) {
                n -= count(items.get(i).getSelect(), name);
            }
            return n;
        } catch (RuntimeException e) {
            return 2; // a statement the finder cannot walk: materialized, which keeps every reference's rows the same
        }
    }

    private static int count(Statement statement, String name) {
        if (statement == null) {
            return 0;
        }
        Counter c = new Counter(name);
        statement.accept(c, null);
        return c.count;
    }

    /** Counts unqualified FROM references to one name, wherever they are in the statement. */
    private static final class Counter extends TablesNamesFinder<Void> {
        private final String name;
        private int count;

        Counter(String name) {
            this.name = name;
            init(false); // a column qualified by the name (w.v) is not a reference to it
        }

        @Override
        public <S> Void visit(Table table, S context) {
            if (table.getSchemaName() == null && Names.fold(table.getName()).equals(name)) {
                count++;
            }
            return null;
        }
    }
}

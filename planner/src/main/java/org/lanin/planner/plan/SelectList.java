package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.SelectItem;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;

/** The bound select list: one expression and output name per column, with * expanded. */
record SelectList(List<BoundExpr> exprs, List<String> labels) {

    static SelectList bind(List<SelectItem<?>> items, ExprBinder b, Scope scope, BindContext bc) {
        return bind(items, b, scope, bc, false);
    }

    /**
     * @param keepUnknown leave untyped literals untyped (the SELECT of an INSERT: PostgreSQL types
     *                    them from the target columns, so {@code SELECT '2000-01-01'} fills a date)
     */
    static SelectList bind(List<SelectItem<?>> items, ExprBinder b, Scope scope, BindContext bc, boolean keepUnknown) {
        List<BoundExpr> exprs = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (SelectItem<?> item : items) {
            Object e = item.getExpression();
            if (e instanceof AllTableColumns atc) {
                String rel = Names.fold(atc.getTable().getName());
                List<Integer> cols = scope.columnsOf(rel);
                if (cols.isEmpty()) {
                    throw LaninException.of(PlannerMsg.UNDEFINED_TABLE_REF, rel);
                }
                expand(cols, scope, b, exprs, labels);
            } else if (e instanceof AllColumns) {
                expand(scope.visibleColumns(), scope, b, exprs, labels);
            } else if (e instanceof net.sf.jsqlparser.schema.Column col && col.getTable() == null
                    && col.getColumnName().equals("\"" + org.lanin.planner.cache.EmptyTargetLists.MARKER + "\"")) {
                continue; // SELECT FROM t: no columns
            } else {
                net.sf.jsqlparser.expression.Expression x = (net.sf.jsqlparser.expression.Expression) e;
                BoundExpr bound = b.bind(x);
                if (bound.type().kind() == org.lanin.engine.type.TypeKind.UNKNOWN && !keepUnknown) {
                    bound = b.coerce(bound, org.lanin.engine.type.DataType.TEXT);
                }
                exprs.add(bound);
                labels.add(item.getAlias() != null ? Names.fold(item.getAlias().getName()) : OutputColumns.label(x));
            }
        }
        return new SelectList(exprs, labels);
    }

    private static void expand(List<Integer> cols, Scope scope, ExprBinder b, List<BoundExpr> exprs, List<String> labels) {
        for (int i : cols) {
            Scope.Column c = scope.columns().get(i);
            // a join's alias may carry two columns of one name (tx.i twice): those are taken by position
            exprs.add(twice(scope, c) ? new BoundExpr.ColumnRef(i, c.type(), c.name(), c.baseTable())
                    : b.bind(new net.sf.jsqlparser.schema.Column(new net.sf.jsqlparser.schema.Table(quote(c.relation())), quote(c.name()))));
            labels.add(c.name());
        }
    }

    private static boolean twice(Scope scope, Scope.Column c) {
        int n = 0;
        for (Scope.Column o : scope.columns()) {
            if (!o.hidden() && o.relation().equals(c.relation()) && o.name().equals(c.name())) {
                n++;
            }
        }
        return n > 1;
    }

    private static String quote(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}

package org.lanin.planner.plan;

import org.lanin.planner.physical.ValuesScanNode;
import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.statement.select.Values;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.ValuesOperator;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/** VALUES (...), (...) as a query: columns column1..n with the rows' common types. */
final class ValuesPlanner {
    private ValuesPlanner() {
    }

    static PlannedQuery plan(Values v, BindContext bc, Scope outer, SelectPlanner sp) {
        List<List<BoundExpr>> rows = bindRows(v.getExpressions(), new ExprBinder(bc, Scope.empty(outer), null, "VALUES", sp));
        int width = rows.get(0).size();
        List<DataType> types = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            DataType t = DataType.UNKNOWN;
            for (List<BoundExpr> r : rows) {
                t = org.lanin.planner.bind.CommonTypes.fold(t, r.get(c).type(), "VALUES");
            }
            types.add(org.lanin.planner.bind.CommonTypes.resolve(t));
        }
        ExprBinder b = new ExprBinder(bc, Scope.empty(outer), null, "VALUES", sp);
        RowExpr[][] compiled = new RowExpr[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            compiled[r] = new RowExpr[width];
            for (int c = 0; c < width; c++) {
                BoundExpr e = rows.get(r).get(c);
                compiled[r][c] = ExprCompiler.compile(e.type().kind() == types.get(c).kind() ? e : b.coerce(e, types.get(c)));
            }
        }
        List<ColumnInfo> cols = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            cols.add(new ColumnInfo("column" + (c + 1), "column" + (c + 1), "", types.get(c),
                    java.sql.ResultSetMetaData.columnNullableUnknown));
        }
        PhysicalNode node = new ValuesScanNode(compiled, width).estimated(new org.lanin.planner.physical.Estimate(
                compiled.length, 0, 0.01 * compiled.length, 8 * width));
        return new PlannedQuery(node, cols);
    }

    /** Each row of a VALUES list bound. */
    static List<List<BoundExpr>> bindRows(ExpressionList<?> list, ExprBinder b) {
        List<List<BoundExpr>> rows = new ArrayList<>();
        for (List<Expression> r : rows(list)) {
            List<BoundExpr> row = new ArrayList<>();
            for (Expression x : r) {
                row.add(b.bind(x));
            }
            rows.add(row);
        }
        return rows;
    }

    /**
     * The rows of a VALUES list as JSqlParser gives them: a single row arrives as one
     * parenthesised list of values, several rows as a plain list of parenthesised rows. Rows of
     * different lengths are 42601.
     */
    static List<List<Expression>> rows(ExpressionList<?> list) {
        List<List<Expression>> rows = new ArrayList<>();
        if (list instanceof net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList<?>) {
            rows.add(items(list));
            return rows;
        }
        for (Object o : list) {
            rows.add(o instanceof ExpressionList<?> inner ? items(inner) : List.of((Expression) o));
            if (rows.get(rows.size() - 1).size() != rows.get(0).size()) {
                // PostgreSQL's parse analysis refuses this before it looks at any value's type
                throw org.lanin.engine.error.LaninException.of(org.lanin.planner.PlannerMsg.VALUES_LENGTHS);
            }
        }
        return rows;
    }

    private static List<Expression> items(ExpressionList<?> list) {
        List<Expression> out = new ArrayList<>();
        for (Object x : list) {
            out.add((Expression) x);
        }
        return out;
    }
}

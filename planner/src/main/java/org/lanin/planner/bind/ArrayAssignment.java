package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.ArrayElementAssign;

/**
 * {@code UPDATE ... SET col[i] = v} (and ON CONFLICT's DO UPDATE SET): the column's new value is its
 * old array with that element replaced or added ({@link ArrayElementAssign}), as PostgreSQL's
 * transformAssignmentIndirection makes it. The value is coerced to the element type and each
 * subscript to integer, as for an assignment. A slice ({@code col[1:2] = ...}) is 0A000.
 */
public final class ArrayAssignment {
    private ArrayAssignment() {
    }

    /** True when the SET target names an element ({@code col[i]}) rather than the whole column. */
    public static boolean isElement(Column target) {
        return target.getArrayConstructor() != null;
    }

    /**
     * The whole new value of column {@code name} (type {@code type}) of the table bound as
     * {@code alias} after {@code target = value}; the old value is that table's, whatever a FROM
     * list beside it holds.
     */
    public static BoundExpr bind(ExprBinder b, Column target, String alias, String name, DataType type, Expression value) {
        if (!type.isArray()) {
            throw LaninException.of(ArrayMsgs.NOT_SUBSCRIPTABLE, type.sqlName());
        }
        List<Expression> subscripts = new ArrayList<>();
        for (Object o : target.getArrayConstructor().getExpressions()) {
            if (o instanceof Function f && Names.fold(f.getName()).startsWith(ArraySyntax.SLICE)) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "assignment to an array slice");
            }
            subscripts.add((Expression) o);
        }
        List<BoundExpr> args = new ArrayList<>();
        args.add(b.bind(new Column(new net.sf.jsqlparser.schema.Table(alias), target.getColumnName())));
        args.add(b.coerceForAssignment(b.bind(value), type.element(), name));
        for (Expression e : subscripts) {
            args.add(b.coerceForAssignment(b.bind(e), DataType.INTEGER, name));
        }
        return new BoundExpr.Call(new ArrayElementAssign(type.element(), args.size() - 2), args, type);
    }
}

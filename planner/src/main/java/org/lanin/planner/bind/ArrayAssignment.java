package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.array.ArrayMsg;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.ArrayElementAssign;
import org.lanin.planner.func.ArraySliceAssign;

/**
 * Assignment to array elements and slices: {@code UPDATE ... SET col[i] = v}, {@code col[lo:hi] = a}
 * (also in ON CONFLICT's DO UPDATE SET) and an INSERT column list's {@code col[i]}. The column's new
 * value is the array it had with that element or slice replaced ({@link ArrayElementAssign},
 * {@link ArraySliceAssign}), as PostgreSQL's transformAssignmentIndirection makes it. Several
 * assignments to one column nest, each applied to the array the one before made, as PostgreSQL's
 * rewriter combines them ({@link ColumnAssignments}). The value is coerced to the element type (the
 * array type for a slice) and each subscript to integer, as for an assignment.
 */
public final class ArrayAssignment {
    private ArrayAssignment() {
    }

    /** True when the SET target names an element or slice ({@code col[i]}) rather than the whole column. */
    public static boolean isElement(Column target) {
        return target.getArrayConstructor() != null;
    }

    /**
     * The whole new value of column {@code name} (type {@code type}) after {@code target = value}, where
     * {@code base} is the array before it: the column's old value, an earlier assignment's result, or
     * NULL for an INSERT.
     */
    public static BoundExpr assign(ExprBinder b, BoundExpr base, Column target, String name, DataType type, BoundExpr value) {
        if (!type.isArray()) {
            throw LaninException.of(ArrayMsgs.NOT_SUBSCRIPTABLE, type.sqlName());
        }
        List<Expression> subscripts = new ArrayList<>();
        boolean slice = false;
        for (Object o : target.getArrayConstructor().getExpressions()) {
            slice |= isSlice((Expression) o);
            subscripts.add((Expression) o);
        }
        if (subscripts.size() > ArrayValue.MAX_DIMENSIONS) {
            throw LaninException.of(ArrayMsg.TOO_MANY_DIMENSIONS, subscripts.size(), ArrayValue.MAX_DIMENSIONS);
        }
        List<BoundExpr> args = new ArrayList<>();
        args.add(base);
        if (!slice) {
            args.add(Coercion.forAssignment(value, type.element(), name, b.bc, PlannerMsg.SUBSCRIPTED_TYPE_MISMATCH));
            for (Expression e : subscripts) {
                args.add(subscript(b, e));
            }
            return new BoundExpr.Call(new ArrayElementAssign(type.element(), subscripts.size()), args, type);
        }
        args.add(Coercion.forAssignment(value, type, name, b.bc, PlannerMsg.SUBSCRIPTED_TYPE_MISMATCH));
        boolean[] lower = new boolean[subscripts.size()];
        boolean[] upper = new boolean[subscripts.size()];
        for (int d = 0; d < subscripts.size(); d++) {
            Expression e = subscripts.get(d);
            if (!isSlice(e)) { // beside a slice, [i] stands for [1:i]
                lower[d] = upper[d] = true;
                args.add(new BoundExpr.Literal(1, DataType.INTEGER));
                args.add(subscript(b, e));
                continue;
            }
            Function f = (Function) e;
            String kind = Names.fold(f.getName()).substring(ArraySyntax.SLICE.length());
            lower[d] = kind.isEmpty() || kind.equals("_from");
            upper[d] = kind.isEmpty() || kind.equals("_to");
            if (f.getParameters() != null) {
                for (Object o : f.getParameters()) {
                    args.add(subscript(b, (Expression) o));
                }
            }
        }
        return new BoundExpr.Call(new ArraySliceAssign(type.element(), lower, upper), args, type);
    }

    private static boolean isSlice(Expression e) {
        return e instanceof Function f && Names.fold(f.getName()).startsWith(ArraySyntax.SLICE);
    }

    private static BoundExpr subscript(ExprBinder b, Expression e) {
        return ArraySyntax.index(b, b.bind(e));
    }
}

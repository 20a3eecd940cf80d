package org.lanin.planner.bind;

import org.lanin.engine.type.ArithOp;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Arith;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.BoundExpr.Literal;
import org.lanin.planner.expr.CompareOp;

/** Typing of binary operators: untyped operands take the other side's type, then the operator catalogue decides. */
final class Operators {
    private Operators() {
    }

    static BoundExpr arith(ExprBinder b, ArithOp op, BoundExpr l, BoundExpr r) {
        boolean lu = l.type().kind() == TypeKind.UNKNOWN;
        boolean ru = r.type().kind() == TypeKind.UNKNOWN;
        if (op == ArithOp.CONCAT) {
            if (lu) {
                l = Coercion.to(l, DataType.TEXT, b.bc);
            }
            if (ru) {
                r = Coercion.to(r, DataType.TEXT, b.bc);
            }
            // anynonarray || text: an oid alias operand is its output text (regclass's name), not its number
            if (org.lanin.engine.type.OidAlias.of(l.type()) != null) {
                l = Coercion.to(l, DataType.TEXT, b.bc);
            }
            if (org.lanin.engine.type.OidAlias.of(r.type()) != null) {
                r = Coercion.to(r, DataType.TEXT, b.bc);
            }
        } else if (lu && ru) {
            l = Coercion.to(l, DataType.NUMERIC, b.bc);
            r = Coercion.to(r, DataType.NUMERIC, b.bc);
        } else if (lu) {
            l = Coercion.to(l, untypedPartner(op, r.type()), b.bc);
        } else if (ru) {
            r = Coercion.to(r, untypedPartner(op, l.type()), b.bc);
        }
        DataType result = Arithmetic.resultType(op, l.type(), r.type());
        if (isNullConstant(l) || isNullConstant(r)) {
            return new Literal(null, result);
        }
        if (l instanceof Literal x && r instanceof Literal y && x.value() != null && y.value() != null) {
            return new Literal(Arithmetic.operator(op, l.type(), r.type()).apply(x.value(), y.value()), result);
        }
        return new Arith(op, l, r, result);
    }

    /** date + '1 day' reads the literal as an interval; number + '1' as a number. */
    private static DataType untypedPartner(ArithOp op, DataType other) {
        TypeKind k = other.kind();
        if (k.isDateTime() && (op == ArithOp.ADD || op == ArithOp.SUBTRACT)) {
            return k == TypeKind.DATE && op == ArithOp.ADD ? DataType.INTEGER : DataType.INTERVAL;
        }
        if (k == TypeKind.INTERVAL) {
            return DataType.INTERVAL;
        }
        return DataType.of(k);
    }

    static BoundExpr compare(ExprBinder b, CompareOp op, BoundExpr l, BoundExpr r) {
        BoundExpr[] u;
        try {
            u = Coercion.unify(l, r, "comparison", b.bc);
        } catch (org.lanin.engine.error.LaninException e) {
            if (e.state() != org.lanin.engine.error.SqlState.DATATYPE_MISMATCH) {
                throw e;
            }
            throw org.lanin.engine.error.LaninException.withHint(
                    "No operator matches the given name and argument types. You might need to add explicit type casts.",
                    org.lanin.planner.PlannerMsg.OPERATOR_NOT_EXIST, l.type().displayName(), op.symbol(), r.type().displayName());
        }
        if (u[0].type().kind() == org.lanin.engine.type.TypeKind.JSON) {
            throw JsonCalls.noOperator(u[0], op.symbol(), u[1]); // json has no comparison operators
        }
        if (isNullConstant(u[0]) || isNullConstant(u[1])) {
            return new Literal(null, DataType.BOOLEAN);
        }
        return new Compare(op, u[0], u[1]);
    }

    /**
     * A NULL constant operand makes a strict operator's call a NULL constant, as PostgreSQL's
     * eval_const_expressions folds it: the other operand is then never evaluated, so
     * {@code col / 0 = NULL} is NULL for every row rather than a division by zero.
     */
    private static boolean isNullConstant(BoundExpr e) {
        return e instanceof Literal l && l.value() == null;
    }
}

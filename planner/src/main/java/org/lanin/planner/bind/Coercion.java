package org.lanin.planner.bind;

import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.OidAlias;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Cast;
import org.lanin.planner.expr.BoundExpr.Literal;
import org.lanin.planner.expr.BoundExpr.Param;

/**
 * Implicit type coercion as PostgreSQL does it: untyped literals and parameters take the
 * type their context asks for (a quoted literal compared to a date column is a date),
 * typed expressions get an explicit {@link Cast}, constant casts are folded at bind time.
 */
final class Coercion {
    private Coercion() {
    }

    /** {@code e} as a value of {@code target}. */
    static BoundExpr to(BoundExpr e, DataType target, BindContext bc) {
        DataType t = e.type();
        if (t.equals(target) || target.kind() == TypeKind.UNKNOWN) {
            return e;
        }
        BoundExpr alias = OidAliasCasts.cast(e, target, bc);
        if (alias != null) {
            return alias;
        }
        if (e instanceof Param p && (t.kind() == TypeKind.UNKNOWN || bc.isLiteralParam(p.index()))) {
            // an extracted literal is cast where the literal would be folded: by the session, before execution
            bc.setParamType(p.index(), target);
            return new Param(p.index(), target);
        }
        if (e instanceof Literal l) {
            return new Literal(l.value() == null ? null : Casts.cast(l.value(), t.kind() == TypeKind.UNKNOWN ? DataType.TEXT : t, target), target);
        }
        if (t.kind() == target.kind() && !target.hasLength() && (!target.isArray() || sameElementKind(t, target))) {
            return e;
        }
        return new Cast(e, target);
    }

    /** Two array types whose elements have one kind and no modifiers apart: no conversion between them. */
    private static boolean sameElementKind(DataType a, DataType b) {
        DataType x = a.elementType();
        DataType y = b.elementType();
        return y.kind() == TypeKind.UNKNOWN || x.kind() == y.kind() && !y.hasLength();
    }

    /** Same as {@link #to} but with assignment rules (varchar(n) length errors, numeric(p,s) rounding) left to the writer. */
    static BoundExpr forAssignment(BoundExpr e, DataType target, String column, BindContext bc) {
        return forAssignment(e, target, column, bc, org.lanin.planner.PlannerMsg.COLUMN_TYPE_MISMATCH);
    }

    /** {@link #forAssignment} whose type mismatch is {@code mismatch} (column, target type, source type). */
    static BoundExpr forAssignment(BoundExpr e, DataType target, String column, BindContext bc,
                                   org.lanin.planner.PlannerMsg mismatch) {
        DataType t = e.type();
        if (target.isArray() && (t.isArray() || t.kind() == TypeKind.UNKNOWN)) {
            // element-wise; the writer applies the elements' modifiers (varchar(n), numeric(p,s))
            return to(e, DataType.arrayOf(target.elementType().unmodified()), bc);
        }
        if (t.kind() == TypeKind.UNKNOWN || t.kind() != target.kind() || !t.equals(target) && target.kind() == TypeKind.OID) {
            if (t.kind() != TypeKind.UNKNOWN && !Casts.canAssign(t.kind(), target.kind())
                    && !(t.kind().isText() && org.lanin.engine.type.OidAlias.of(target) != null)) { // text -> regclass is implicit
                throw org.lanin.engine.error.LaninException.of(mismatch, column, target.displayName(), t.displayName());
            }
            return to(e, target.unmodified(), bc); // an enum's length is its type
        }
        return e;
    }

    /** The type both operands of a comparison or set operation take. */
    static DataType common(BoundExpr a, BoundExpr b, String context) {
        return Casts.commonType(a.type(), b.type(), context);
    }

    /** Both operands coerced to their common type. */
    static BoundExpr[] unify(BoundExpr a, BoundExpr b, String context, BindContext bc) {
        DataType ta = a.type();
        DataType tb = b.type();
        if (ta.isArray() && tb.isArray()) {
            TypeKind ea = ta.elementType().kind();
            TypeKind eb = tb.elementType().kind();
            if (ea == eb || ea == TypeKind.UNKNOWN || eb == TypeKind.UNKNOWN) {
                return new BoundExpr[] {a, b};
            }
            // anyarray operators take one array type: PostgreSQL has no integer[] = bigint[] (42883)
            throw org.lanin.engine.error.LaninException.of(org.lanin.engine.type.TypeMsg.TYPES_CANNOT_BE_MATCHED,
                    context, ta.sqlName(), tb.sqlName());
        }
        if (ta.kind() == TypeKind.ENUM && tb.kind() == TypeKind.ENUM && !ta.equals(tb)) { // two enum types never compare
            throw org.lanin.engine.error.LaninException.of(org.lanin.engine.type.TypeMsg.TYPES_CANNOT_BE_MATCHED, context,
                    ta.sqlName(), tb.sqlName());
        }
        if (ta.kind() == tb.kind() || (ta.kind().isText() && tb.kind().isText())) {
            return new BoundExpr[] {a, b};
        }
        if (org.lanin.engine.type.OidAlias.of(ta) != null || org.lanin.engine.type.OidAlias.of(tb) != null) {
            // the alias types share oid's operators: the other side is read as an oid ('t' is 22P02, not a name)
            DataType oid = DataType.of(TypeKind.OID);
            return new BoundExpr[] {OidAlias.of(ta) != null ? a : to(a, oid, bc), OidAlias.of(tb) != null ? b : to(b, oid, bc)};
        }
        DataType c = common(a, b, context);
        return new BoundExpr[] {to(a, c, bc), to(b, c, bc)};
    }
}

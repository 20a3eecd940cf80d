package org.lanin.planner.bind;

import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.OidAlias;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Call;
import org.lanin.planner.expr.BoundExpr.Cast;
import org.lanin.planner.expr.BoundExpr.Literal;
import org.lanin.planner.func.CatalogFunctions;
import org.lanin.planner.func.RegCasts;

/**
 * Casts that involve an oid alias type ({@link OidAlias}: regclass, regtype, ...), PostgreSQL's
 * pg_cast rows for them: text (or an untyped literal or parameter) to an alias calls its input
 * function ({@code regclassin}), an alias to a string type its output function; an alias and oid
 * or an integer convert without a change of value; two different aliases do not cast (42846).
 * The input call is kept as a call, never folded, so {@code nextval('s'::regclass)} still sees the
 * name and the plan (re-made after DDL) looks the name up when it runs.
 */
final class OidAliasCasts {
    private OidAliasCasts() {
    }

    /** {@code e} as a value of {@code target}, or null when neither type is an alias (the ordinary rules apply). */
    static BoundExpr cast(BoundExpr e, DataType target, BindContext bc) {
        OidAlias to = OidAlias.of(target);
        OidAlias from = OidAlias.of(e.type());
        if (to == null && from == null) {
            return null;
        }
        if (to != null && from != null) {
            if (to != from) {
                throw LaninException.of(TypeMsg.CANNOT_CAST, e.type().displayName(), target.displayName());
            }
            return e;
        }
        TypeKind k = e.type().kind();
        if (to != null) {
            if (k == TypeKind.UNKNOWN || k.isText()) {
                return call(RegCasts.inputFunction(to), Coercion.to(e, DataType.TEXT, bc), bc);
            }
            if (k.isIntegral() || k == TypeKind.OID) {
                BoundExpr asOid = Coercion.to(e, DataType.of(TypeKind.OID), bc);
                return asOid instanceof Literal l ? new Literal(l.value(), target) : new Cast(asOid, target);
            }
            throw LaninException.of(TypeMsg.CANNOT_CAST, e.type().displayName(), target.displayName());
        }
        if (target.kind().isText()) {
            BoundExpr text = call(RegCasts.outputFunction(from), e, bc);
            return target.equals(DataType.TEXT) ? text : Coercion.to(text, target, bc);
        }
        return null; // to oid or an integer: the oid kind's own rules
    }

    private static BoundExpr call(String name, BoundExpr arg, BindContext bc) {
        ScalarFunction fn = CatalogFunctions.resolve(name, 1, bc.catalog(), bc.plannerSettings().searchPath());
        return new Call(fn, List.of(arg), fn.resultType());
    }
}

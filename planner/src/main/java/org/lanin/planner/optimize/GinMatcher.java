package org.lanin.planner.optimize;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.index.gin.GinExtract;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
import org.lanin.planner.expr.BoundIndexExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * Matches a restriction to a GIN index (PostgreSQL's match_clause_to_indexcol for an operator in
 * the index column's operator family): {@code column op value} with {@code op} an operator of the
 * index's operator class and {@code value} computable before the scan (constants, parameters), or
 * the commuted form {@code value op' column} ({@code <@} and {@code @>} swap, {@code &&} and
 * {@code =} are symmetric).
 */
final class GinMatcher {
    private static final List<String> OPERATORS = List.of("@>", "<@", "&&", "?", "?|", "?&", "@@");
    private static final Map<String, String> COMMUTATORS = Map.of("@>", "<@", "<@", "@>", "&&", "&&", "=", "=");

    /** {@code condition} is {@code key op value}: {@code key} the index's column or its expression, as written. */
    record Match(BoundExpr condition, BoundExpr key, String op, BoundExpr value) {
    }

    private GinMatcher() {
    }

    /** The first restriction the GIN index {@code ix} (on a relation at scope {@code offset}) can answer, or null. */
    static Match match(IndexDef ix, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue) {
        if (!ix.method().isGin()) {
            return null;
        }
        Predicate<BoundExpr> isKey;
        if (ix.attnums()[0] == 0) { // an expression index (to_tsvector('english', body)): the same expression
            BoundIndexExprs exprs = BoundIndexExprs.of(ix);
            BoundExpr key = BoundIndexExprs.canonical(exprs.keys().get(0), offset);
            isKey = e -> BoundIndexExprs.canonical(e, 0).equals(key);
        } else {
            int pos = offset + ix.attnums()[0] - 1;
            isKey = e -> e instanceof ColumnRef col && col.index() == pos;
        }
        for (BoundExpr c : conds) {
            Match m = matchOne(c, isKey, isValue);
            if (m != null && GinExtract.supports(ix.method(), m.op())) {
                return m;
            }
        }
        return null;
    }

    private static Match matchOne(BoundExpr c, Predicate<BoundExpr> isKey, Predicate<BoundExpr> isValue) {
        String op;
        BoundExpr l;
        BoundExpr r;
        if (c instanceof BoundExpr.Call call && call.args().size() == 2 && OPERATORS.contains(call.function().name())) {
            op = call.function().name();
            l = call.args().get(0);
            r = call.args().get(1);
        } else if (c instanceof BoundExpr.Compare cmp && cmp.op() == CompareOp.EQ && cmp.left().type().isArray()) {
            op = "=";
            l = cmp.left();
            r = cmp.right();
        } else {
            return null;
        }
        if (isKey.test(l) && isValue.test(r)) {
            return new Match(c, l, op, r);
        }
        String commuted = COMMUTATORS.get(op);
        if (commuted != null && isKey.test(r) && isValue.test(l)) {
            return new Match(c, r, commuted, l);
        }
        return null;
    }
}

package org.lanin.planner.optimize;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.index.gin.GinExtract;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
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

    /** {@code condition} is {@code column op value} for the index's column. */
    record Match(BoundExpr condition, String op, BoundExpr value) {
    }

    private GinMatcher() {
    }

    /** The first restriction the GIN index {@code ix} (on a relation at scope {@code offset}) can answer, or null. */
    static Match match(IndexDef ix, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue) {
        if (!ix.method().isGin() || ix.attnums()[0] == 0) {
            return null;
        }
        int pos = offset + ix.attnums()[0] - 1;
        for (BoundExpr c : conds) {
            Match m = matchOne(c, pos, isValue);
            if (m != null && GinExtract.supports(ix.method(), m.op())) {
                return m;
            }
        }
        return null;
    }

    private static Match matchOne(BoundExpr c, int pos, Predicate<BoundExpr> isValue) {
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
        if (isColumn(l, pos) && isValue.test(r)) {
            return new Match(c, op, r);
        }
        String commuted = COMMUTATORS.get(op);
        if (commuted != null && isColumn(r, pos) && isValue.test(l)) {
            return new Match(c, commuted, l);
        }
        return null;
    }

    private static boolean isColumn(BoundExpr e, int pos) {
        return e instanceof ColumnRef col && col.index() == pos;
    }
}

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
 * Matches a restriction to a GIN or GiST index (PostgreSQL's match_clause_to_indexcol for an operator in
 * the index column's operator family): {@code column op value} with {@code op} an operator of the
 * index's operator class and {@code value} computable before the scan (constants, parameters), or
 * the commuted form {@code value op' column} ({@code <@} and {@code @>} swap, {@code &&} and
 * {@code =} are symmetric). Every restriction on any key column of the index is used, ANDed in
 * one scan, as PostgreSQL's bitmap index path does.
 */
final class GinMatcher {
    private static final List<String> OPERATORS = List.of("@>", "<@", "&&", "?", "?|", "?&", "@@");
    private static final Map<String, String> COMMUTATORS = Map.of("@>", "<@", "<@", "@>", "&&", "&&", "=", "=");

    /**
     * The restrictions one Bitmap Index Scan answers, ANDed (PostgreSQL uses every restriction that
     * matches a column of the index): {@code condition} their AND as the heap node rechecks it.
     */
    record Match(List<Part> parts) {
        /** The restriction the index answers, or the AND of several. */
        BoundExpr condition() {
            if (parts.size() == 1) {
                return parts.get(0).condition();
            }
            List<BoundExpr> args = new java.util.ArrayList<>();
            for (Part p : parts) {
                args.add(p.condition());
            }
            return new BoundExpr.Logic(true, args);
        }

        /** Whether {@code c} is one of the restrictions the index answers. */
        boolean answers(BoundExpr c) {
            for (Part p : parts) {
                if (p.condition() == c) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * {@code condition} is {@code key op value}: {@code key} the index's key column {@code column}
     * (or its expression) as written, {@code opclass} that column's operator class.
     */
    record Part(BoundExpr condition, BoundExpr key, String op, BoundExpr value, int column,
                org.lanin.engine.catalog.IndexMethod opclass) {
    }

    private GinMatcher() {
    }

    /** The restrictions the GIN index {@code ix} (on a relation at scope {@code offset}) can answer, or null when none. */
    static Match match(IndexDef ix, int offset, List<BoundExpr> conds, Predicate<BoundExpr> isValue) {
        if (!ix.method().bitmapOnly()) {
            return null;
        }
        List<Part> parts = new java.util.ArrayList<>();
        for (BoundExpr c : conds) {
            for (int k = 0; k < ix.attnums().length; k++) {
                Part m = matchOne(c, isKey(ix, k, offset), isValue, k, ix.columnMethod(k));
                if (m != null && (GinExtract.supports(m.opclass(), m.op())
                        || org.lanin.engine.index.gist.GistOpClasses.supports(m.opclass(), m.op()))) {
                    parts.add(m);
                    break;
                }
            }
        }
        return parts.isEmpty() ? null : new Match(parts);
    }

    /** Whether an expression is key column {@code k} of {@code ix}: the column, or the index's expression. */
    private static Predicate<BoundExpr> isKey(IndexDef ix, int k, int offset) {
        if (ix.attnums()[k] == 0) { // an expression index (to_tsvector('english', body)): the same expression
            BoundIndexExprs exprs = BoundIndexExprs.of(ix);
            BoundExpr key = BoundIndexExprs.canonical(exprs.keys().get(k), offset);
            return e -> BoundIndexExprs.canonical(e, 0).equals(key);
        }
        int pos = offset + ix.attnums()[k] - 1;
        return e -> e instanceof ColumnRef col && col.index() == pos;
    }

    private static Part matchOne(BoundExpr c, Predicate<BoundExpr> isKey, Predicate<BoundExpr> isValue, int column,
                                 org.lanin.engine.catalog.IndexMethod opclass) {
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
            return new Part(c, l, op, r, column, opclass);
        }
        String commuted = COMMUTATORS.get(op);
        if (commuted != null && isKey.test(r) && isValue.test(l)) {
            return new Part(c, r, commuted, l, column, opclass);
        }
        return null;
    }
}

package org.lanin.fuzz;

import java.util.List;
import java.util.Random;
import org.lanin.fuzz.FuzzType.Family;

/**
 * Predicates for HAVING: comparisons of aggregates with literals, with other aggregates and with
 * the grouping keys, IS [NOT] NULL of aggregates, combined with AND / OR / NOT. Only grouping keys
 * and aggregates appear outside aggregate calls, so every generated HAVING is valid for its GROUP BY.
 */
final class HavingGenerator {
    private static final String[] OPS = {"=", "<>", "<", "<=", ">", ">="};
    private final ExprGenerator g;
    private final Random rnd;

    HavingGenerator(ExprGenerator g) {
        this.g = g;
        this.rnd = g.rnd();
    }

    Expr predicate(Scope s, List<Expr> keys, int depth) {
        if (depth > 0) {
            switch (rnd.nextInt(6)) {
                case 0:
                    return Expr.and(predicate(s, keys, depth - 1), predicate(s, keys, depth - 1));
                case 1:
                    return Expr.op(Family.BOOLEAN, Expr.OR, "@0 OR @1", predicate(s, keys, depth - 1), predicate(s, keys, depth - 1));
                case 2:
                    return Expr.not(predicate(s, keys, depth - 1));
                default:
                    break;
            }
        }
        Expr agg = g.aggregate(s);
        if (agg.type() == Family.BOOLEAN) {
            return agg;
        }
        switch (rnd.nextInt(5)) {
            case 0:
                return Expr.op(Family.BOOLEAN, Expr.IS, rnd.nextBoolean() ? "@0 IS NULL" : "@0 IS NOT NULL", agg);
            case 1: {
                Expr key = keyOf(keys, agg.type());
                if (key != null) {
                    return Expr.compare(OPS[rnd.nextInt(OPS.length)], agg, key);
                }
                break;
            }
            case 2: {
                Expr other = g.aggregate(s);
                if (other.type() == agg.type()) {
                    return Expr.compare(OPS[rnd.nextInt(OPS.length)], agg, other);
                }
                break;
            }
            default:
                break;
        }
        return Expr.compare(OPS[rnd.nextInt(OPS.length)], agg, g.literal(agg.type()));
    }

    private Expr keyOf(List<Expr> keys, Family f) {
        for (Expr k : keys) {
            if (k.type() == f) {
                return k;
            }
        }
        return null;
    }
}

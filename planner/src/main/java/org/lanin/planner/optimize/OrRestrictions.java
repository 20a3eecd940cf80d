package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * Restrictions implied by an OR over several relations (PostgreSQL's orclauses.c,
 * extract_restriction_or_clauses): when every arm of {@code (a1 AND b1) OR (a2 AND b2)} has
 * conditions on relation R alone, {@code (R's part of arm 1) OR (R's part of arm 2)} holds for
 * every row the OR accepts, so R's scan may apply it first (TPC-H Q19: the part rows of three
 * brand/container/size combinations, then lineitem by index, instead of joining every pair).
 * The OR itself stays where it was, since the derived condition is weaker. Only for conditions
 * not tied to an outer join and relations no outer join may NULL-extend, where filtering early
 * could turn a match into a NULL-extended row.
 */
final class OrRestrictions {
    private OrRestrictions() {
    }

    static List<Conjunct> derive(JoinProblem p) {
        List<Conjunct> out = new ArrayList<>();
        long nullable = 0;
        for (SpecialJoin sj : p.specialJoins) {
            nullable |= sj.type() == JoinType.FULL ? sj.all() : sj.right();
        }
        for (Conjunct c : p.conjuncts) {
            if (c.joinOf() >= 0 || Long.bitCount(c.refs()) < 2 || !(c.expr() instanceof BoundExpr.Logic l) || l.and()
                    || BoundExprs.isVolatile(c.expr()) || BoundExprs.hasSubquery(c.expr())) {
                continue;
            }
            for (long rest = c.refs() & ~nullable; rest != 0; rest &= rest - 1) {
                long rel = Long.lowestOneBit(rest);
                BoundExpr derived = restrictionOf(p, l.args(), rel);
                if (derived != null) {
                    out.add(new Conjunct(derived, rel, rel, -1));
                }
            }
        }
        return out;
    }

    /** The OR of each arm's conditions on {@code rel} alone; null when an arm has none. */
    private static BoundExpr restrictionOf(JoinProblem p, List<BoundExpr> arms, long rel) {
        List<BoundExpr> ors = new ArrayList<>();
        for (BoundExpr arm : arms) {
            List<BoundExpr> parts = new ArrayList<>();
            List<BoundExpr> conjuncts = new ArrayList<>();
            Simplify.split(arm, conjuncts);
            for (BoundExpr x : conjuncts) {
                if (p.refs(x) == rel) {
                    parts.add(x);
                }
            }
            if (parts.isEmpty()) {
                return null;
            }
            ors.add(parts.size() == 1 ? parts.get(0) : new BoundExpr.Logic(true, parts));
        }
        return new BoundExpr.Logic(false, ors);
    }
}

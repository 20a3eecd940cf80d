package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.engine.exec.JoinType;

/**
 * Which joins of two relation sets keep the query's meaning (PostgreSQL's join_is_legal, for
 * special joins whose sides are fixed): inner joins commute freely; a LEFT, SEMI or ANTI join
 * must find its whole preserved side in one input and exactly its other side in the other; a
 * FULL join's sides stay whole. A join that splits a special join's inner side otherwise (or
 * would perform two special joins at once) is refused.
 */
final class JoinRules {
    /** How to join: {@code special} is the index of the special join performed (-1: inner). */
    record Decision(int special, JoinType type) {
    }

    private final List<SpecialJoin> joins;

    JoinRules(List<SpecialJoin> joins) {
        this.joins = joins;
    }

    /** The join of {@code outer} and {@code inner} (in that order), or null when it is not legal. */
    Decision decide(long outer, long inner) {
        long u = outer | inner;
        Decision match = null;
        for (int k = 0; k < joins.size(); k++) {
            SpecialJoin sj = joins.get(k);
            if (sj.type() == JoinType.INNER) {
                continue;
            }
            Decision d = sj.type() == JoinType.FULL ? full(k, sj, outer, inner) : oneSided(k, sj, outer, inner, u);
            if (d == ILLEGAL) {
                return null;
            }
            if (d != null) {
                if (match != null) {
                    return null;
                }
                match = d;
            }
        }
        return match != null ? match : new Decision(-1, JoinType.INNER);
    }

    private static final Decision ILLEGAL = new Decision(-2, JoinType.INNER);

    /** null: this special join is not involved and allows the join; ILLEGAL; else it is performed here. */
    private static Decision oneSided(int k, SpecialJoin sj, long outer, long inner, long u) {
        long l = sj.left();
        long r = sj.right();
        if ((u & r) == 0 || (outer & sj.all()) == sj.all() || (inner & sj.all()) == sj.all()) {
            return null;
        }
        if ((u & ~r) == 0) {
            return null; // building the inner side
        }
        if ((outer & l) == l && (outer & r) == 0 && inner == r) {
            return new Decision(k, sj.type());
        }
        if ((inner & l) == l && (inner & r) == 0 && outer == r) {
            // the nullable side first: only a LEFT join can run so (a hash join building the preserved side)
            return sj.type() == JoinType.LEFT ? new Decision(k, JoinType.RIGHT) : ILLEGAL;
        }
        return ILLEGAL;
    }

    private static Decision full(int k, SpecialJoin sj, long outer, long inner) {
        long all = sj.all();
        long u = outer | inner;
        if ((u & all) == 0 || (outer & all) == all || (inner & all) == all) {
            return null;
        }
        if ((u & ~sj.left()) == 0 || (u & ~sj.right()) == 0) {
            return null; // building one side
        }
        if (outer == sj.left() && inner == sj.right()) {
            return new Decision(k, JoinType.FULL);
        }
        if (outer == sj.right() && inner == sj.left()) {
            return new Decision(k, JoinType.FULL);
        }
        return ILLEGAL;
    }
}

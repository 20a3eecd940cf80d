package org.lanin.planner.optimize;

import org.lanin.engine.exec.JoinType;

/**
 * A join that is not a plain inner join (PostgreSQL's SpecialJoinInfo): LEFT and FULL joins of
 * the FROM clause, SEMI and ANTI joins made from EXISTS / IN subqueries. {@code left} are the
 * relations that must all be joined on the preserved (outer) side, {@code right} the relations
 * of the nullable or tested side, which must be complete before the join. For LEFT, SEMI and
 * ANTI these are the syntactic sides (for SEMI/ANTI, {@code left} is what the condition reads);
 * a FULL join's sides are both preserved and neither may be split.
 */
public record SpecialJoin(JoinType type, long left, long right) {
    public long all() {
        return left | right;
    }
}

package org.lanin.planner.optimize;

import org.lanin.planner.expr.BoundExpr;

/**
 * One AND-ed condition of a query block (PostgreSQL's RestrictInfo): the expression over the
 * scope space, the relations it reads ({@code refs}), and the relations that must be joined
 * before it may be evaluated ({@code required}: its refs, widened past outer joins it was
 * written above). {@code joinOf} is the special join whose ON clause it is (-1 for WHERE and
 * inner-join ON conditions): such a conjunct decides how that join matches, it does not filter.
 */
public record Conjunct(BoundExpr expr, long refs, long required, int joinOf) {
    public boolean isRestrictionOf(int rel) {
        return joinOf < 0 && required == (1L << rel);
    }

    /** True when the conjunct can first be evaluated at a join of {@code a} and {@code b}. */
    public boolean appliesAt(long a, long b) {
        long u = a | b;
        return (required & ~u) == 0 && (required & ~a) != 0 && (required & ~b) != 0;
    }
}

package org.lanin.planner.optimize;

import java.util.function.IntPredicate;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/**
 * Whether a condition rejects rows in which some columns are all NULL (PostgreSQL's
 * find_nonnullable_rels): such a WHERE condition above an outer join removes exactly the rows
 * the join NULL-extends on that side, so the join may run as an inner join.
 */
final class Strictness {
    private Strictness() {
    }

    /** True when {@code e} is NULL or false whenever every column in {@code nulled} is NULL. */
    static boolean rejectsNulls(BoundExpr e, IntPredicate nulled) {
        if (e instanceof ColumnRef c) {
            return nulled.test(c.index());
        }
        if (e instanceof Compare c) {
            return nullOnNull(c.left(), nulled) || nullOnNull(c.right(), nulled);
        }
        if (e instanceof Logic l) {
            if (l.and()) {
                return l.args().stream().anyMatch(a -> rejectsNulls(a, nulled));
            }
            return l.args().stream().allMatch(a -> rejectsNulls(a, nulled));
        }
        if (e instanceof Not n) {
            return nullOnNull(n.input(), nulled);
        }
        if (e instanceof IsNull n) {
            return n.negated() && nullOnNull(n.input(), nulled);
        }
        if (e instanceof Like l) {
            return nullOnNull(l.input(), nulled) || nullOnNull(l.pattern(), nulled);
        }
        if (e instanceof InList in) {
            return nullOnNull(in.input(), nulled);
        }
        return false;
    }

    /** True when {@code e} is NULL whenever every column in {@code nulled} is NULL. */
    static boolean nullOnNull(BoundExpr e, IntPredicate nulled) {
        if (e instanceof ColumnRef c) {
            return nulled.test(c.index());
        }
        if (e instanceof Cast c) {
            return nullOnNull(c.input(), nulled);
        }
        if (e instanceof Negate n) {
            return nullOnNull(n.input(), nulled);
        }
        if (e instanceof Arith a) {
            return nullOnNull(a.left(), nulled) || nullOnNull(a.right(), nulled);
        }
        if (e instanceof Compare c) {
            return nullOnNull(c.left(), nulled) || nullOnNull(c.right(), nulled);
        }
        if (e instanceof Not n) {
            return nullOnNull(n.input(), nulled);
        }
        if (e instanceof Like l) {
            return nullOnNull(l.input(), nulled);
        }
        return false;
    }
}

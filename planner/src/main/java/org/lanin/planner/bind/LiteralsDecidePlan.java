package org.lanin.planner.bind;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.BoundIndexExprs;

/**
 * Thrown while planning a normalised statement (literals replaced by parameters) that reads a table
 * with a partial index whose WHERE, or an expression index whose key, holds a constant: whether the
 * index applies depends on the query's literals ({@code status = 'active'} implies
 * {@code WHERE status = 'active'}, a parameter does not), so the plan cache plans the raw text
 * instead and remembers to do so for this normalised form (PostgreSQL's custom plans, in effect).
 * Thrown once per normalised statement, not per execution; it never reaches a user.
 */
public final class LiteralsDecidePlan extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LiteralsDecidePlan() {
        super(null, null, false, false);
    }

    /** Whether one of {@code table}'s indexes is matched against query constants. */
    static boolean applies(TableDef table) {
        for (IndexDef i : table.indexes()) {
            BoundIndexExprs b = BoundIndexExprs.of(i);
            if (b == null) {
                continue;
            }
            if (hasLiteral(b.predicate())) {
                return true;
            }
            for (BoundExpr k : b.keys()) {
                if (hasLiteral(k)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean hasLiteral(BoundExpr e) {
        if (e == null) {
            return false;
        }
        if (e instanceof BoundExpr.Literal) {
            return true;
        }
        for (BoundExpr c : BoundExprs.children(e)) {
            if (hasLiteral(c)) {
                return true;
            }
        }
        return false;
    }
}

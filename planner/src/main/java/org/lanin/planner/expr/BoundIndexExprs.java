package org.lanin.planner.expr;

import java.util.List;
import org.lanin.engine.catalog.IndexDef;

/**
 * A partial or expression index's WHERE and key expressions as bound at CREATE INDEX, over the
 * table's own row (column i at position i), with column references stripped of their names so that
 * queries match them structurally whatever alias they use ({@link #canonical}). Kept in the catalog
 * as {@code IndexExprs.bound}, which the engine carries without reading.
 *
 * @param predicate the WHERE, or null
 * @param keys      per key column the expression, or null for a plain column
 */
public record BoundIndexExprs(BoundExpr predicate, List<BoundExpr> keys) {

    /** The bound form of {@code index}'s expressions, or null for an index on plain columns. */
    public static BoundIndexExprs of(IndexDef index) {
        return index.exprs() == null ? null : (BoundIndexExprs) index.exprs().bound();
    }

    /** {@code e} with its column references shifted by {@code offset} and stripped of names. */
    public static BoundExpr canonical(BoundExpr e, int offset) {
        return BoundExprs.transform(e, x -> x instanceof BoundExpr.ColumnRef c
                ? new BoundExpr.ColumnRef(c.index() + offset, c.type(), null, null) : x);
    }
}

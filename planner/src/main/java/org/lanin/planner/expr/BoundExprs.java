package org.lanin.planner.expr;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.function.IntPredicate;
import org.lanin.engine.error.EngineBug;

/** Plan-time questions about bound expression trees, answered by walking their record components. */
public final class BoundExprs {
    private BoundExprs() {
    }

    /**
     * True when every column the expression reads satisfies {@code inRange}, and it contains no
     * subquery (whose columns live in another scope). Constants read no columns: true.
     */
    public static boolean columnsWithin(BoundExpr e, IntPredicate inRange) {
        if (e instanceof BoundExpr.ColumnRef c) {
            return inRange.test(c.index());
        }
        if (e instanceof BoundExpr.ScalarSubquery || e instanceof BoundExpr.Exists || e instanceof BoundExpr.InSubquery) {
            return false;
        }
        for (RecordComponent rc : e.getClass().getRecordComponents()) {
            Object v = read(rc, e);
            if (v instanceof BoundExpr child && !columnsWithin(child, inRange)) {
                return false;
            }
            if (v instanceof List<?> list) {
                for (Object o : list) {
                    if (o instanceof BoundExpr child && !columnsWithin(child, inRange)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** True when the expression reads at least one column. */
    public static boolean readsColumns(BoundExpr e) {
        return !columnsWithin(e, i -> false) && columnsWithin(e, i -> true);
    }

    private static Object read(RecordComponent rc, BoundExpr e) {
        try {
            return rc.getAccessor().invoke(e);
        } catch (ReflectiveOperationException ex) {
            throw new EngineBug("cannot read " + rc.getName() + " of " + e.getClass().getSimpleName(), ex);
        }
    }
}

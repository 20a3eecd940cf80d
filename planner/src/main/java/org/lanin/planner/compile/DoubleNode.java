package org.lanin.planner.compile;

import org.lanin.engine.exec.DoubleRowExpr;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;

/** A compiled double precision expression in both forms (see {@link LongNode}). */
final class DoubleNode implements DoubleRowExpr {
    final DoubleFn fn;
    private final RowExpr leaf;

    DoubleNode(RowExpr leaf, DoubleFn fn) {
        this.leaf = leaf;
        this.fn = fn;
    }

    @Override
    public Object eval(Object[] row, ExecContext ctx) {
        if (leaf != null) {
            return leaf.eval(row, ctx);
        }
        double v = fn.evalDouble(row, ctx);
        return ctx.wasNull() ? null : (Object) v;
    }

    @Override
    public double evalDouble(Object[] row, ExecContext ctx) {
        return fn.evalDouble(row, ctx);
    }

    @Override
    public boolean readsExistingValue() {
        return leaf != null;
    }
}

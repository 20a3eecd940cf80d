package org.lanin.planner.compile;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.LongRowExpr;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.PrimitiveArithmetic;
import org.lanin.engine.type.TypeKind;

/**
 * A compiled integral expression in both forms. A leaf (column, parameter, literal) returns
 * its stored value object as is; a computed node boxes only here, where its value leaves the
 * primitive world (an output row, a boxed consumer).
 */
final class LongNode implements LongRowExpr {
    final LongFn fn;
    private final RowExpr leaf;
    private final TypeKind kind;

    LongNode(RowExpr leaf, LongFn fn, TypeKind kind) {
        this.leaf = leaf;
        this.fn = fn;
        this.kind = kind;
    }

    @Override
    public Object eval(Object[] row, ExecContext ctx) {
        if (leaf != null) {
            return leaf.eval(row, ctx);
        }
        long v = fn.evalLong(row, ctx);
        return ctx.wasNull() ? null : PrimitiveArithmetic.box(v, kind);
    }

    @Override
    public long evalLong(Object[] row, ExecContext ctx) {
        return fn.evalLong(row, ctx);
    }

    @Override
    public Object box(long value) {
        return PrimitiveArithmetic.box(value, kind);
    }

    @Override
    public boolean readsExistingValue() {
        return leaf != null;
    }
}

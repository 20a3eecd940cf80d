package org.lanin.engine.exec;

import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/** OFFSET then LIMIT; both evaluated at open (they may be parameters). NULL LIMIT means no limit. */
public final class LimitOperator implements Operator {
    private final Operator input;
    private final RowExpr limit;
    private final RowExpr offset;
    private long remaining;
    private long toSkip;

    public LimitOperator(Operator input, RowExpr limit, RowExpr offset) {
        this.input = input;
        this.limit = limit;
        this.offset = offset;
    }

    @Override
    public void open(ExecContext ctx) {
        remaining = limit == null ? Long.MAX_VALUE : count(limit.eval(null, ctx), Long.MAX_VALUE, EngineMsg.NEGATIVE_LIMIT);
        toSkip = offset == null ? 0 : count(offset.eval(null, ctx), 0, EngineMsg.NEGATIVE_OFFSET);
        input.open(ctx);
    }

    private static long count(Object v, long ifNull, EngineMsg negative) {
        if (v == null) {
            return ifNull;
        }
        long n = ((Number) v).longValue();
        if (n < 0) {
            throw LaninException.of(negative);
        }
        return n;
    }

    @Override
    public Object[] next() {
        while (toSkip > 0) {
            if (input.next() == null) {
                return null;
            }
            toSkip--;
        }
        if (remaining <= 0) {
            return null;
        }
        Object[] row = input.next();
        if (row != null) {
            remaining--;
        }
        return row;
    }

    @Override
    public void close() {
        input.close();
    }

    @Override
    public int width() {
        return input.width();
    }
}

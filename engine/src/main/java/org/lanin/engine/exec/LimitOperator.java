package org.lanin.engine.exec;

import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * OFFSET then LIMIT; both evaluated at open (they may be parameters). NULL LIMIT means no limit.
 * With tie keys it is FETCH FIRST n ROWS WITH TIES: after the n-th row, the rows that equal it on
 * the ORDER BY keys (under the sort's own comparators, so NULLs tie with NULLs) come too, as in
 * PostgreSQL's nodeLimit.c (LIMIT_WINDOWEND_TIES). The input arrives sorted on those keys.
 */
public final class LimitOperator implements Operator {
    private final Operator input;
    private final RowExpr limit;
    private final RowExpr offset;
    private final RowExpr[] tieKeys;
    private final java.util.Comparator<Object>[] tieComparators;
    private long remaining;
    private long toSkip;
    /** The ORDER BY key values of the last row counted against the limit (WITH TIES only). */
    private Object[] lastKeys;
    private ExecContext ctx;

    public LimitOperator(Operator input, RowExpr limit, RowExpr offset) {
        this(input, limit, offset, null, null);
    }

    /** With {@code tieKeys} non-null: WITH TIES on those keys and comparators. */
    public LimitOperator(Operator input, RowExpr limit, RowExpr offset, RowExpr[] tieKeys,
                         java.util.Comparator<Object>[] tieComparators) {
        this.input = input;
        this.limit = limit;
        this.offset = offset;
        this.tieKeys = tieKeys;
        this.tieComparators = tieComparators;
    }

    @Override
    public void open(ExecContext ctx) {
        this.ctx = ctx;
        lastKeys = null;
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
            return tieKeys == null || lastKeys == null ? null : nextTie();
        }
        Object[] row = input.next();
        if (row != null) {
            remaining--;
            if (tieKeys != null && remaining == 0) {
                lastKeys = keysOf(row);
            }
        }
        return row;
    }

    /** The next row if it ties with the last counted one; otherwise the end. */
    private Object[] nextTie() {
        Object[] row = input.next();
        if (row == null) {
            lastKeys = null;
            return null;
        }
        Object[] keys = keysOf(row);
        for (int i = 0; i < keys.length; i++) {
            if (tieComparators[i].compare(keys[i], lastKeys[i]) != 0) {
                lastKeys = null;
                return null;
            }
        }
        return row;
    }

    private Object[] keysOf(Object[] row) {
        Object[] keys = new Object[tieKeys.length];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = tieKeys[i].eval(row, ctx);
        }
        return keys;
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

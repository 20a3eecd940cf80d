package org.lanin.engine.exec;

/**
 * A nest loop whose inner side reads the outer row (PostgreSQL's Nested Loop over a LATERAL
 * subquery or function scan, with the outer row's values as parameters): for each outer row the
 * inner side is opened anew and run with that row on the execution context's outer-row stack,
 * where the inner expressions read it (depth 1). The row is pushed only while the inner side
 * opens and produces a row, so expressions above this operator see their own outer rows.
 * INNER (also CROSS) and LEFT, with an optional join filter over the joined row.
 */
public final class LateralJoinOperator implements Operator {
    private final Operator outer;
    private final Operator inner;
    private final RowExpr joinFilter;
    private final boolean left;
    private ExecContext ctx;
    private Object[] outerRow;
    private boolean matched;
    private boolean innerOpen;

    public LateralJoinOperator(Operator outer, Operator inner, RowExpr joinFilter, boolean left) {
        this.outer = outer;
        this.inner = inner;
        this.joinFilter = joinFilter;
        this.left = left;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        outer.open(context);
        outerRow = null;
    }

    @Override
    public Object[] next() {
        while (true) {
            if (outerRow == null) {
                Object[] o = outer.next();
                if (o == null) {
                    return null;
                }
                outerRow = o.clone(); // read by the inner side across many of its rows
                rescan();
                matched = false;
            }
            Object[] in;
            while ((in = innerNext()) != null) {
                ctx.checkInterrupts();
                Object[] joined = Rows.concat(outerRow, in);
                if (joinFilter == null || Rows.isTrue(joinFilter.eval(joined, ctx))) {
                    matched = true;
                    return joined;
                }
            }
            Object[] done = outerRow;
            outerRow = null;
            if (left && !matched) {
                return Rows.concat(done, new Object[inner.width()]);
            }
        }
    }

    private Object[] innerNext() {
        ctx.pushOuterRow(outerRow);
        try {
            return inner.next();
        } finally {
            ctx.popOuterRow();
        }
    }

    private void rescan() {
        if (innerOpen) {
            inner.close();
        }
        ctx.pushOuterRow(outerRow);
        try {
            inner.open(ctx);
        } finally {
            ctx.popOuterRow();
        }
        innerOpen = true;
    }

    @Override
    public void close() {
        outer.close();
        if (innerOpen) {
            inner.close();
            innerOpen = false;
        }
    }

    @Override
    public int width() {
        return outer.width() + inner.width();
    }
}

package org.lanin.engine.exec;

/**
 * PostgreSQL's Nest Loop: for each outer row the inner input is opened anew and scanned. Before
 * each rescan the join's parameters (values of the outer row an inner index scan looks up by)
 * are stored in the execution context's slots, so a parameterised inner scan descends its index
 * once per outer row instead of reading the whole table. A materialised inner input (see
 * {@link MaterializeOperator}) makes the rescans cheap when there are no parameters.
 *
 * <p>Join kinds: INNER, LEFT, SEMI and ANTI (FULL and RIGHT need to remember matched inner rows
 * and run as {@link NestedLoopJoinOperator} or a hash join).
 */
public final class NestLoopOperator implements Operator {
    private final Operator outer;
    private final Operator inner;
    private final RowExpr joinFilter;
    private final JoinType type;
    private final int[] paramSlots;
    private final RowExpr[] paramValues;
    private ExecContext ctx;
    private Object[] outerRow;
    private boolean outerMatched;
    private boolean innerOpen;

    public NestLoopOperator(Operator outer, Operator inner, RowExpr joinFilter, JoinType type,
                            int[] paramSlots, RowExpr[] paramValues) {
        if (type.keepsInner()) {
            throw new IllegalArgumentException("nest loop cannot run a " + type + " join");
        }
        this.outer = outer;
        this.inner = inner;
        this.joinFilter = joinFilter;
        this.type = type == JoinType.CROSS ? JoinType.INNER : type;
        this.paramSlots = paramSlots;
        this.paramValues = paramValues;
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
                outerRow = outer.next();
                if (outerRow == null) {
                    return null;
                }
                rescanInner();
                outerMatched = false;
            }
            Object[] in;
            while ((in = inner.next()) != null) {
                ctx.checkInterrupts();
                Object[] joined = Rows.concat(outerRow, in);
                if (joinFilter != null && !Rows.isTrue(joinFilter.eval(joined, ctx))) {
                    continue;
                }
                outerMatched = true;
                if (type == JoinType.INNER || type == JoinType.LEFT) {
                    return joined;
                }
                break; // SEMI and ANTI decide on the first match
            }
            Object[] done = outerRow;
            outerRow = null;
            if (type == JoinType.SEMI && outerMatched) {
                return done;
            }
            if (type == JoinType.ANTI && !outerMatched) {
                return done;
            }
            if (type == JoinType.LEFT && !outerMatched) {
                return Rows.concat(done, new Object[inner.width()]);
            }
        }
    }

    private void rescanInner() {
        for (int i = 0; i < paramSlots.length; i++) {
            ctx.setExecParam(paramSlots[i], paramValues[i].eval(outerRow, ctx));
        }
        if (innerOpen) {
            inner.close();
        }
        inner.open(ctx);
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
        return type.outerOnly() ? outer.width() : outer.width() + inner.width();
    }
}

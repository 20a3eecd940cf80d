package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * Joins by looping over the materialised inner input for each outer row. Output rows are
 * the outer row's columns followed by the inner row's; unmatched sides are NULL-padded for
 * outer joins.
 */
public final class NestedLoopJoinOperator implements Operator {
    private final Operator outer;
    private final Operator inner;
    private final RowExpr condition;
    private final JoinType type;
    private ExecContext ctx;
    private List<Object[]> innerRows;
    private boolean[] innerMatched;
    private Object[] outerRow;
    private boolean outerMatched;
    private int innerPos;
    private int unmatchedPos = -1;

    public NestedLoopJoinOperator(Operator outer, Operator inner, RowExpr condition, JoinType type) {
        this.outer = outer;
        this.inner = inner;
        this.condition = condition;
        this.type = type;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        innerRows = new ArrayList<>();
        inner.open(context);
        Object[] r;
        while ((r = inner.next()) != null) {
            innerRows.add(r);
        }
        inner.close();
        innerMatched = new boolean[innerRows.size()];
        outer.open(context);
        outerRow = null;
        unmatchedPos = -1;
    }

    @Override
    public Object[] next() {
        while (true) {
            if (unmatchedPos >= 0) {
                return nextUnmatchedInner();
            }
            if (outerRow == null) {
                outerRow = outer.next();
                if (outerRow == null) {
                    if (type == JoinType.FULL) {
                        unmatchedPos = 0;
                        continue;
                    }
                    return null;
                }
                outerMatched = false;
                innerPos = 0;
            }
            while (innerPos < innerRows.size()) {
                ctx.checkInterrupts();
                int i = innerPos++;
                Object[] joined = Rows.concat(outerRow, innerRows.get(i));
                if (condition == null || Rows.isTrue(condition.eval(joined, ctx))) {
                    outerMatched = true;
                    innerMatched[i] = true;
                    return joined;
                }
            }
            Object[] done = outerRow;
            outerRow = null;
            if (!outerMatched && (type == JoinType.LEFT || type == JoinType.FULL)) {
                return Rows.concat(done, new Object[inner.width()]);
            }
        }
    }

    private Object[] nextUnmatchedInner() {
        while (unmatchedPos < innerRows.size()) {
            int i = unmatchedPos++;
            if (!innerMatched[i]) {
                return Rows.concat(new Object[outer.width()], innerRows.get(i));
            }
        }
        return null;
    }


    @Override
    public void close() {
        outer.close();
        innerRows = null;
    }

    @Override
    public int width() {
        return outer.width() + inner.width();
    }
}

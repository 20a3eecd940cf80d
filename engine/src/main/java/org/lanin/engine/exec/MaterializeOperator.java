package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL's Materialize: the input's rows kept in memory the first time they are read, so
 * that reopening (the inner side of a nest loop, once per outer row) replays them instead of
 * running the input again. Only a complete first pass is kept.
 */
public final class MaterializeOperator implements Operator {
    private final Operator input;
    private List<Object[]> rows;
    private boolean complete;
    private boolean inputOpen;
    private int pos;

    public MaterializeOperator(Operator input) {
        this.input = input;
    }

    @Override
    public void open(ExecContext ctx) {
        pos = 0;
        if (!complete) {
            if (inputOpen) {
                input.close();
            }
            rows = new ArrayList<>();
            input.open(ctx);
            inputOpen = true;
        }
    }

    @Override
    public Object[] next() {
        if (complete) {
            return pos < rows.size() ? rows.get(pos++) : null;
        }
        Object[] r = input.next();
        if (r == null) {
            complete = true;
            input.close();
            inputOpen = false;
            pos = rows.size();
            return null;
        }
        rows.add(r);
        pos++;
        return r;
    }

    @Override
    public void close() {
        // Rows stay for the next open; the input is closed once read to its end.
        if (inputOpen && !complete) {
            input.close();
            inputOpen = false;
        }
    }

    @Override
    public int width() {
        return input.width();
    }
}

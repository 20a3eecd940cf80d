package org.lanin.engine.access;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * SELECT ... FOR UPDATE/SHARE over a join (PostgreSQL's LockRows with several row marks): each
 * joined row carries the heap version of every locked table in a hidden column; each is locked in
 * turn, waiting as {@link RowLocker} does. When a lock finds a newer committed version, its
 * values replace that table's columns in the joined row and the WHERE clause is evaluated again
 * over the row (EvalPlanQual); a row that no longer passes, or whose version was deleted, is left
 * out. A table NULL-extended by an outer join has no version there and is not locked.
 */
public final class JoinLockRowsOperator implements Operator {
    /** A locked table: where its version is carried and where its columns start in the joined row. */
    public record Mark(TableDef table, int tupleSlot, int firstColumn) { }

    private final Operator input;
    private final List<Mark> marks;
    private final RowExpr recheck;
    private final RowLocker.WaitPolicy policy;
    private RowLocker[] lockers;
    private ExecContext ctx;

    public JoinLockRowsOperator(Operator input, List<Mark> marks, RowExpr recheck, RowLocker.WaitPolicy policy) {
        this.input = input;
        this.marks = List.copyOf(marks);
        this.recheck = recheck;
        this.policy = policy;
    }

    @Override
    public void open(ExecContext ctx) {
        this.ctx = ctx;
        lockers = new RowLocker[marks.size()];
        for (int i = 0; i < lockers.length; i++) {
            lockers[i] = new RowLocker(marks.get(i).table(), ctx, policy);
        }
        input.open(ctx);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = input.next()) != null) {
            Object[] locked = lockAll(row);
            if (locked != null) {
                return locked;
            }
        }
        return null;
    }

    /** The row with every mark locked (newer versions' values in place), or null when it is to be left out. */
    private Object[] lockAll(Object[] row) {
        boolean changed = false;
        for (int i = 0; i < lockers.length; i++) {
            Mark m = marks.get(i);
            if (!(row[m.tupleSlot()] instanceof HeapTuple t)) {
                continue; // NULL-extended by an outer join
            }
            Object[] newest = lockers[i].lock(t, null);
            if (newest == null) {
                return null;
            }
            for (int c = 0; c < newest.length; c++) {
                if (!java.util.Objects.equals(newest[c], row[m.firstColumn() + c])) {
                    if (!changed) {
                        row = row.clone();
                        changed = true;
                    }
                    row[m.firstColumn() + c] = newest[c];
                }
            }
        }
        if (changed && recheck != null && !Rows.isTrue(recheck.eval(row, ctx))) {
            return null;
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

package org.lanin.engine.access;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.TupleSource;

/** Locks every row its table scan returns (PostgreSQL's LockRows node); passes on the locked version. */
public final class LockRowsOperator implements Operator {
    private final TupleSource scan;
    private final TableDef table;
    private final RowExpr recheck;
    private final RowLocker.WaitPolicy policy;
    private RowLocker locker;

    public LockRowsOperator(TupleSource scan, TableDef table, RowExpr recheck, RowLocker.WaitPolicy policy) {
        this.scan = scan;
        this.table = table;
        this.recheck = recheck;
        this.policy = policy;
    }

    @Override
    public void open(ExecContext ctx) {
        locker = new RowLocker(table, ctx, policy);
        scan.open(ctx);
    }

    @Override
    public Object[] next() {
        while (scan.next() != null) {
            Object[] locked = locker.lock(scan.currentTuple(), recheck);
            if (locked != null) {
                return locked;
            }
        }
        return null;
    }

    @Override
    public void close() {
        scan.close();
    }

    @Override
    public int width() {
        return scan.width();
    }
}

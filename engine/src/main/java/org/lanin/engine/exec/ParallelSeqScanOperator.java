package org.lanin.engine.exec;

import java.util.Iterator;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * One participant's part of a parallel sequential scan (PostgreSQL's Parallel Seq Scan): the
 * visible versions on the pages it claims from the scan's {@link ParallelShare}, filtered by the
 * pushed-down conditions. Together the participants return each visible row once.
 */
public final class ParallelSeqScanOperator implements Operator {
    private final TableDef table;
    private final RowExpr filter;
    private ExecContext ctx;
    private Snapshot snapshot;
    private Iterator<HeapTuple> it;

    public ParallelSeqScanOperator(TableDef table, RowExpr filter) {
        this.table = table;
        this.filter = filter;
    }

    @Override
    public void open(ExecContext context) {
        if (context.parallelShare() == null) {
            throw new EngineBug("a parallel scan of " + table.name() + " outside a Gather");
        }
        this.ctx = context;
        this.snapshot = context.snapshot();
        this.it = context.parallelShare().scanOf(table).participant();
    }

    @Override
    public Object[] next() {
        while (it.hasNext()) {
            ctx.checkInterrupts();
            HeapTuple t = it.next();
            if (!snapshot.isVisible(t)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (filter == null || Rows.isTrue(filter.eval(row, ctx))) {
                return row;
            }
        }
        return null;
    }

    @Override
    public void close() {
        it = null;
    }

    @Override
    public int width() {
        return table.physicalWidth();
    }
}

package org.lanin.engine.exec;

import java.util.Iterator;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * Every version of the table visible to the statement's snapshot, with an optional pushed-down
 * filter. A parallel one (PostgreSQL's Parallel Seq Scan, under a {@link GatherOperator}) reads
 * only the pages its participant claims from the execution's {@link ParallelShare}: together the
 * participants return each visible row once.
 */
public final class SeqScanOperator implements TupleSource {
    private final TableDef table;
    private final RowExpr filter;
    private final boolean parallel;
    private ExecContext ctx;
    private Snapshot snapshot;
    private Iterator<HeapTuple> it;
    private HeapTuple current;

    public SeqScanOperator(TableDef table, RowExpr filter) {
        this(table, filter, false);
    }

    public SeqScanOperator(TableDef table, RowExpr filter, boolean parallel) {
        this.table = table;
        this.filter = filter;
        this.parallel = parallel;
    }

    @Override
    public void open(ExecContext context) {
        this.ctx = context;
        this.snapshot = context.snapshot();
        if (parallel && context.parallelShare() == null) {
            throw new org.lanin.engine.error.EngineBug("a parallel scan of " + table.name() + " outside a Gather");
        }
        this.it = parallel ? context.parallelShare().scanOf(table).participant() : table.heap().scan();
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
                current = t;
                return row;
            }
        }
        current = null;
        return null;
    }

    @Override
    public HeapTuple currentTuple() {
        return current;
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

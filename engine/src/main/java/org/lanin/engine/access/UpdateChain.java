package org.lanin.engine.access;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * READ COMMITTED's re-check (PostgreSQL's EvalPlanQual) for a version a committed transaction
 * updated or deleted after our snapshot: REPEATABLE READ fails with 40001; READ COMMITTED moves
 * to the successor and re-evaluates the WHERE clause on it.
 */
final class UpdateChain {
    private UpdateChain() {
    }

    /**
     * The successor a committed update made of {@code t}, if it still satisfies {@code recheck};
     * null when the row was deleted or no longer qualifies. One link at a time: the successor may
     * itself be being updated, which the caller then waits for.
     */
    static HeapTuple successor(HeapTuple t, TableDef table, RowExpr recheck, ExecContext ctx) {
        if (ctx.transaction().isolation().usesTransactionSnapshot()) {
            throw LaninException.of(EngineMsg.SERIALIZATION_FAILURE);
        }
        HeapTuple next = table.heap().successor(t, ctx.transactionManager());
        if (next == null) {
            return null; // deleted (a live successor is never removed while t is visible to us)
        }
        if (recheck != null && !Rows.isTrue(recheck.eval(Rows.widen(next, table), ctx))) {
            return null;
        }
        return next;
    }
}

package org.lanin.planner.session;

import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.planner.parse.CursorMsg;
import org.lanin.planner.parse.UtilityStatement.DeclareCursor;
import org.lanin.planner.plan.Plan;

/**
 * DECLARE ... CURSOR (PostgreSQL's PerformCursorOpen): the query is planned, locked and given a
 * snapshot in the session's transaction as a query statement is, and its operator tree becomes the
 * cursor's {@link Portal}, which runs nothing until the first FETCH ({@link SqlCursor}). Outside a
 * transaction block only WITH HOLD is allowed (25P01): the statement then runs in a transaction of
 * its own, whose commit reads the cursor's rows.
 */
final class CursorDeclaration {
    private CursorDeclaration() {
    }

    static void declare(SessionImpl s, DeclareCursor d) {
        if (!d.hold() && !s.inTransactionBlock()) {
            throw LaninException.of(CursorMsg.OUTSIDE_BLOCK);
        }
        s.portals().cursors().checkFree(d.name());
        long started = System.nanoTime();
        PreparedSqlImpl prepared = s.newPrepared(d.query());
        Plan plan = prepared.plan();
        if (plan.kind() == Plan.Kind.DML) {
            throw LaninException.of(CursorMsg.DATA_MODIFYING);
        }
        if (plan.kind() != Plan.Kind.QUERY) {
            throw LaninException.of(CursorMsg.SELECT_INTO);
        }
        boolean singleStatement = s.beginStatementTransaction(plan);
        ExecContext outer = s.swapRunning(null);
        try {
            Plan locked = s.lockStatement(prepared, plan);
            Object[] args = ParameterCoercion.coerce(prepared.arguments(new Object[0]), locked.parameterTypes());
            ExecContext ctx = s.newContext(args, s.transaction().beginStatementDeferred());
            ctx.deferSnapshot(s.transaction().commandId());
            ctx.snapshot(); // the cursor reads as of its DECLARE
            s.swapRunning(ctx);
            SessionRuntime rt = new SessionRuntime(ctx, s.database(), s, 0);
            Operator rows = locked.start(rt);
            if (rows == null) { // a query that runs whole (EXPLAIN, a system function's rows)
                List<Object[]> all = locked.execute(rt).rows();
                rows = new org.lanin.engine.exec.ListOperator(() -> all, locked.columns().size());
                rows.open(ctx);
            }
            boolean hit = prepared.takePlanCacheHit();
            Portal p = new Portal(s.portals().nextNumber(), locked.columns(), s, ctx, s.transaction(), 0, 1,
                    (nanos, n) -> prepared.recordExecution(hit, nanos, n));
            p.openForCursor(rows, started, d.name());
            s.portals().cursors().add(new SqlCursor(d.name(), d.statement(), p, d.scroll(), d.hold(), d.binary(),
                    MemorySize.bytes(s.settings().get(Setting.WORK_MEM)), java.time.OffsetDateTime.now()));
            if (singleStatement) { // WITH HOLD outside a block: its rows are read as the statement commits
                s.finishTransaction(true);
            }
        } catch (Throwable e) {
            SqlCursor made = s.portals().cursors().declared(d.name());
            if (made != null && made.transaction() == s.transaction()) {
                s.portals().cursors().close(d.name());
            }
            s.onStatementError(singleStatement);
            throw e;
        } finally {
            s.swapRunning(outer);
        }
    }
}

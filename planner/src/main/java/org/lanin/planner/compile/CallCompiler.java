package org.lanin.planner.compile;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.SubqueryPlan;
import org.lanin.planner.session.SessionControl;

/** Closures for function calls, the clock, sequences, session functions and subqueries. */
final class CallCompiler {
    private CallCompiler() {
    }

    static RowExpr compile(BoundExpr e) {
        if (e instanceof Call c) {
            return call(c);
        }
        if (e instanceof Clock c) {
            return clock(c);
        }
        if (e instanceof NextVal n) {
            SequenceDef seq = n.sequence();
            return (row, ctx) -> nextval(seq, ctx);
        }
        if (e instanceof SetVal s) {
            SequenceDef seq = s.sequence();
            RowExpr v = ExprCompiler.compile(s.value());
            RowExpr called = ExprCompiler.compile(s.isCalled());
            return (row, ctx) -> {
                Object given = v.eval(row, ctx);
                Object calledGiven = called.eval(row, ctx);
                if (given == null || calledGiven == null) {
                    return null; // setval is strict
                }
                long value = ((Number) given).longValue();
                if (value < seq.minValue() || value > seq.maxValue()) {
                    throw org.lanin.engine.error.LaninException.of(org.lanin.planner.PlannerMsg.SETVAL_BOUNDS, value,
                            org.lanin.engine.catalog.Namespace.nameOf(seq.name()), seq.minValue(), seq.maxValue());
                }
                boolean isCalled = calledGiven != Boolean.FALSE;
                seq.setValue(value, isCalled);
                org.lanin.engine.wal.Wal.logSequence(ctx.transaction(), seq);
                if (isCalled) {
                    session(ctx).sequenceValues().set(seq.name(), value);
                }
                return value;
            };
        }
        if (e instanceof CurrVal c) {
            String name = c.sequence();
            return (row, ctx) -> session(ctx).sequenceValues().current(name);
        }
        if (e instanceof SessionCall s) {
            return SessionFunctions.compile(s);
        }
        return SubqueryCompiler.compile(e);
    }

    static SessionControl session(ExecContext ctx) {
        return (SessionControl) ctx.session();
    }

    private static Object nextval(SequenceDef seq, ExecContext ctx) {
        long v = seq.nextValue();
        if (v == Long.MIN_VALUE) {
            throw seq.increment() > 0 ? LaninException.of(EngineMsg.SEQUENCE_LIMIT, seq.name(), seq.maxValue())
                    : LaninException.of(EngineMsg.SEQUENCE_MIN_LIMIT, seq.name(), seq.minValue());
        }
        org.lanin.engine.wal.Wal.logSequence(ctx.transaction(), seq);
        session(ctx).sequenceValues().advanced(seq.name(), v);
        return v;
    }

    private static RowExpr call(Call c) {
        ScalarFunction f = c.function();
        RowExpr[] args = LogicCompiler.array(c.args());
        boolean strict = f.strict();
        return (row, ctx) -> {
            Object[] values = new Object[args.length];
            for (int i = 0; i < args.length; i++) {
                values[i] = args[i].eval(row, ctx);
                if (strict && values[i] == null) {
                    return null;
                }
            }
            return f.invoke(ctx, values);
        };
    }

    private static RowExpr clock(Clock c) {
        return switch (c.kind()) {
            case NOW -> (row, ctx) -> ctx.transactionStart();
            case CLOCK_TIMESTAMP -> (row, ctx) -> OffsetDateTime.now(ZoneOffset.UTC);
            // local clock readings are wall-clock time in the session's TimeZone
            case CURRENT_DATE -> (row, ctx) -> org.lanin.engine.type.SessionZone.local(ctx.transactionStart()).toLocalDate();
            case CURRENT_TIME -> (row, ctx) -> org.lanin.engine.type.SessionZone.local(ctx.transactionStart()).toLocalTime();
            case LOCAL_TIMESTAMP -> (row, ctx) -> org.lanin.engine.type.SessionZone.local(ctx.transactionStart());
        };
    }

    /** Runs a subquery to completion. */
    static java.util.List<Object[]> run(SubqueryPlan plan, ExecContext ctx) {
        return run(plan, ctx, Integer.MAX_VALUE);
    }

    /**
     * Runs a subquery for at most {@code limit} rows: EXISTS needs one, a scalar subquery two (to
     * tell "more than one row"), so neither reads further than that.
     */
    static java.util.List<Object[]> run(SubqueryPlan plan, ExecContext ctx, int limit) {
        Operator op = plan.create(ctx);
        java.util.List<Object[]> rows = new java.util.ArrayList<>();
        op.open(ctx);
        try {
            Object[] r;
            while (rows.size() < limit && (r = op.next()) != null) {
                rows.add(r);
            }
        } finally {
            op.close();
        }
        return rows;
    }

    static LaninException tooManyRows() {
        return LaninException.of(PlannerMsg.SUBQUERY_ROWS);
    }
}

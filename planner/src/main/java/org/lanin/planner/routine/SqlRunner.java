package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.RoutineLexer.Kind;
import org.lanin.planner.routine.RoutineLexer.Token;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.SessionControl;

/**
 * Runs one SQL statement inside a routine, in the calling statement's transaction (PostgreSQL's
 * SPI): variables and parameters named in the text become {@code $n} parameters typed by a cast.
 * Departure: the statement's table locks are not taken again (the calling statement holds its own).
 */
public final class SqlRunner {
    /** A value with its type, as routine variables hold them. */
    public record Value(Object value, DataType type) {
    }

    /** Rows of a statement and its columns. */
    public record Result(List<ColumnInfo> columns, List<Object[]> rows, long count) {
    }

    /** What a name in SQL text stands for: a variable's value, or null when it is not one. */
    public interface Names {
        Value lookup(String name, String field);
    }

    private SqlRunner() {
    }

    public static Result run(ExecContext outer, LaninDatabase db, String sql, Names names) {
        List<Value> params = new ArrayList<>();
        String text = substitute(SqlBodies.bareOperators(sql), names, params);
        SessionControl session = outer == null ? null : (SessionControl) outer.session();
        org.lanin.planner.cost.PlannerSettings settings = session == null ? org.lanin.planner.cost.PlannerSettings.DEFAULT
                : session.settings().planner();
        Plan plan = Planner.plan(text, db, settings);
        if (plan.kind() == Plan.Kind.TRANSACTION) { // COMMIT in PL/pgSQL is a statement of its own (PlTransactionControl)
            throw org.lanin.engine.error.LaninException.of(RoutineMsg.TRANSACTION_IN_SQL_FUNCTION, plan.commandName());
        }
        List<DataType> want = plan.parameterTypes();
        Object[] values = new Object[params.size()];
        for (int i = 0; i < values.length; i++) {
            Value v = params.get(i);
            DataType w = i < want.size() ? want.get(i) : v.type();
            values[i] = v.value() == null || w.kind() == TypeKind.UNKNOWN || w.kind() == v.type().kind() ? v.value()
                    : Casts.cast(v.value(), v.type(), w);
        }
        ExecContext ctx = new ExecContext(values, outer.transaction(), outer.transaction().beginStatement(),
                outer.transactionManager(), outer.transactionStart().toInstant(), 0, outer.lockTimeoutMillis());
        ctx.setSession(outer.session());
        ctx.setSettings(outer.settings());
        ctx.setRi(outer.ri());
        Outcome out = plan.execute(new StatementRuntime() {
            @Override
            public ExecContext exec() {
                return ctx;
            }

            @Override
            public LaninDatabase database() {
                return db;
            }

            @Override
            public SessionControl session() {
                return session;
            }

            @Override
            public long maxRows() {
                return 0;
            }
        });
        if (ctx.transaction() != outer.transaction()) { // a procedure it CALLed committed: the caller goes on in the next one
            outer.continueIn(ctx.transaction(), ctx.transactionStart().toInstant());
        }
        return new Result(plan.columns(), out.rows() == null ? List.of() : out.rows(), out.count());
    }

    /** The text with each variable reference replaced by {@code ($k::type)}. */
    static String substitute(String sql, Names names, List<Value> params) {
        List<Token> toks = RoutineLexer.lex(sql);
        StringBuilder b = new StringBuilder();
        int copied = 0;
        for (int i = 0; i < toks.size(); i++) {
            Token k = toks.get(i);
            boolean afterDot = i > 0 && toks.get(i - 1).isSymbol(".");
            boolean call = i + 1 < toks.size() && toks.get(i + 1).isSymbol("(");
            Value v = null;
            int last = i;
            if (k.kind() == Kind.PARAM) {
                v = names.lookup("$" + k.text(), null);
            } else if (k.isName() && !afterDot && !call) {
                if (i + 2 < toks.size() && toks.get(i + 1).isSymbol(".") && toks.get(i + 2).isName()) {
                    v = names.lookup(k.text(), toks.get(i + 2).text());
                    last = i + 2;
                }
                if (v == null) {
                    last = i;
                    v = names.lookup(k.text(), null);
                }
            }
            if (v == null) {
                continue;
            }
            params.add(v);
            b.append(sql, copied, k.start());
            String type = v.type().kind() == TypeKind.UNKNOWN ? "" : "::" + v.type().sqlName();
            b.append("($").append(params.size()).append(type).append(')');
            copied = toks.get(last).end();
            i = last;
        }
        b.append(sql.substring(copied));
        return b.toString();
    }

    /** Each name of {@code map} (lower case) as a variable. */
    static Names of(Map<String, Value> map) {
        return (name, field) -> field == null ? map.get(name) : null;
    }
}

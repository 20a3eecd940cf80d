package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.DomainDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;

/**
 * A domain's constraints as a check on one value: NOT NULL (23502 "domain d does not allow null
 * values") then each CHECK over {@code VALUE} (23514 "value for domain d violates check
 * constraint"). Used by casts to the domain and, through the planner's DML support, by
 * INSERT and UPDATE of a column declared with it.
 */
public final class DomainCasts {
    private final DomainDef domain;
    private final List<RowExpr> checks;

    private DomainCasts(DomainDef domain, List<RowExpr> checks) {
        this.domain = domain;
        this.checks = checks;
    }

    /** Binds the domain's CHECKs with VALUE as the one column of a one-value row. */
    public static DomainCasts of(DomainDef d, BindContext bc) {
        Scope scope = new Scope(List.of(new Scope.Column(null, "value", d.baseType(), null, false)), null);
        ExprBinder b = new ExprBinder(bc, scope, null, "check constraints", new org.lanin.planner.plan.SelectPlanner());
        List<RowExpr> out = new ArrayList<>();
        for (CheckDef k : d.checks()) {
            out.add(ExprCompiler.compile(b.bindCondition(parse(k.sql()))));
        }
        return new DomainCasts(d, out);
    }

    private static net.sf.jsqlparser.expression.Expression parse(String sql) {
        try {
            return net.sf.jsqlparser.parser.CCJSqlParserUtil.parseExpression(org.lanin.planner.cache.JSqlParserInput.of(sql), false);
        } catch (net.sf.jsqlparser.JSQLParserException e) {
            throw new org.lanin.engine.error.EngineBug("stored domain CHECK does not parse: " + sql, e);
        }
    }

    /** Throws when {@code v} is not a value of the domain; returns it otherwise. */
    public Object check(Object v, EvalContext ctx) {
        return checkOne(v, ctx);
    }

    /**
     * Checks each element of {@code v}, a value of an array of the domain ({@code posint[]}), as
     * PostgreSQL's array coercion does; a NULL array passes (NOT NULL is about the elements).
     */
    public Object checkElements(Object v, EvalContext ctx) {
        if (v instanceof org.lanin.engine.type.ArrayValue a) {
            for (Object e : a.elements()) {
                checkOne(e, ctx);
            }
        }
        return v;
    }

    /** True when a column or cast of {@code type} declared with domain {@code d} holds arrays of it. */
    public static boolean arrayOf(DataType type, DomainDef d) {
        return type.isArray() && !d.baseType().isArray();
    }

    private Object checkOne(Object v, EvalContext ctx) {
        if (v == null && domain.notNull()) {
            throw LaninException.of(PlannerMsg.DOMAIN_NOT_NULL, org.lanin.engine.type.TypeDisplay.of(domain.name()));
        }
        Object[] row = {v};
        // a cast folded at plan time has no statement context: a bare one evaluates the constant CHECKs
        ExecContext exec = ctx instanceof ExecContext e ? e
                : new ExecContext(new Object[0], null, null, null, java.time.Instant.EPOCH, 0, 0);
        for (int i = 0; i < checks.size(); i++) {
            if (checks.get(i).eval(row, exec) == Boolean.FALSE) {
                throw LaninException.of(PlannerMsg.DOMAIN_CHECK, org.lanin.engine.type.TypeDisplay.of(domain.name()), domain.checks().get(i).name());
            }
        }
        return v;
    }

    /** {@code in} (already of the base type) checked against domain {@code d}. */
    static BoundExpr cast(BoundExpr in, DomainDef d, ExprBinder binder) {
        DomainCasts dc = of(d, binder.bc);
        boolean elements = arrayOf(in.type(), d);
        DataType type = elements ? DataType.arrayOf(d.baseType()) : d.baseType();
        ScalarFunction f = new ScalarFunction() {
            @Override
            public String name() {
                return d.name();
            }

            @Override
            public List<DataType> argTypes() {
                return List.of(type);
            }

            @Override
            public DataType resultType() {
                return type;
            }

            @Override
            public boolean strict() {
                return false;
            }

            @Override
            public Volatility volatility() {
                return Volatility.IMMUTABLE;
            }

            @Override
            public Object invoke(EvalContext ctx, Object[] args) {
                return elements ? dc.checkElements(args[0], ctx) : dc.check(args[0], ctx);
            }
        };
        if (in instanceof BoundExpr.Literal l) {
            Object v = elements ? dc.checkElements(l.value(), EvalContext.system()) : dc.check(l.value(), EvalContext.system());
            return new BoundExpr.Literal(v, type);
        }
        return new BoundExpr.Call(f, List.of(in), type);
    }
}

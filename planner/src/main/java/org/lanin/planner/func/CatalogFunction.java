package org.lanin.planner.func;

import java.util.Collections;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * A pg_catalog function call site bound to the catalog snapshot its statement was planned with
 * (plans are re-made after DDL). Arguments are declared {@code unknown} so the binder passes
 * them as they are (an oid may come as integer, bigint or an untyped literal) and the body reads
 * them with {@link #oid} and {@link #text}. Stable: never folded at plan time, so a body may use
 * the statement's {@link ExecContext} (the session).
 */
final class CatalogFunction implements ScalarFunction {
    /** The code: the statement's context, the snapshot and the argument values. */
    interface Body {
        Object run(ExecContext ctx, CatalogSnapshot catalog, Object[] args);
    }

    private final String name;
    private final List<DataType> argTypes;
    private final DataType result;
    private final boolean strict;
    private final CatalogSnapshot catalog;
    private final Body body;

    CatalogFunction(String name, int argCount, DataType result, boolean strict, CatalogSnapshot catalog, Body body) {
        this.name = name;
        this.argTypes = Collections.nCopies(Math.max(argCount, 1), DataType.UNKNOWN);
        this.result = result;
        this.strict = strict;
        this.catalog = catalog;
        this.body = body;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<DataType> argTypes() {
        return argTypes;
    }

    @Override
    public DataType resultType() {
        return result;
    }

    @Override
    public boolean strict() {
        return strict;
    }

    @Override
    public Volatility volatility() {
        return Volatility.STABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        if (strict) {
            for (Object a : args) {
                if (a == null) {
                    return null;
                }
            }
        }
        return body.run(ctx instanceof ExecContext e ? e : null, catalog, args);
    }

    /** An oid argument: any integral value, or its text. */
    static long oid(Object v) {
        if (v instanceof Number n) {
            return n.longValue();
        }
        String s = v.toString().trim();
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw org.lanin.engine.error.LaninException.of(org.lanin.planner.PlannerMsg.INVALID_OID, s);
        }
    }

    static String text(Object v) {
        return v == null ? null : v.toString();
    }

    static boolean bool(Object v) {
        if (v instanceof Boolean b) {
            return b;
        }
        String s = v.toString().trim().toLowerCase(java.util.Locale.ROOT);
        return s.equals("t") || s.equals("true") || s.equals("on") || s.equals("1") || s.equals("yes");
    }
}

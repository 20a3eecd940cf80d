package org.lanin.planner.admin;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * An administration function bound to the catalog snapshot its statement was planned with
 * (plans are re-made after DDL, so the snapshot names the live trees). Volatile: never folded at
 * plan time, and run with the statement's {@link ExecContext}. Strict, as amcheck's are. Returns
 * NULL of type text where PostgreSQL returns void.
 */
abstract class AdminFunction implements ScalarFunction {
    private final String name;
    private final List<DataType> argTypes;
    protected final CatalogSnapshot catalog;

    AdminFunction(String name, List<DataType> argTypes, CatalogSnapshot catalog) {
        this.name = name;
        this.argTypes = argTypes;
        this.catalog = catalog;
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
        return DataType.TEXT;
    }

    @Override
    public boolean strict() {
        return true;
    }

    @Override
    public Volatility volatility() {
        return Volatility.VOLATILE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        return run((ExecContext) ctx, args);
    }

    abstract Object run(ExecContext ctx, Object[] args);
}

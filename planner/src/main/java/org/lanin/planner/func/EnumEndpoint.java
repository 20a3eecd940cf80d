package org.lanin.planner.func;

import java.util.List;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.EnumLabel;
import org.lanin.engine.type.EnumType;

/**
 * {@code enum_first(anyenum)} / {@code enum_last(anyenum)}: the first or last label of the
 * argument's enum type (its value is ignored). Read at each call, not folded into the plan: which
 * labels a session sees depends on uncommitted ADD VALUEs (PostgreSQL's enum_endpoint, which
 * raises 55P04 when the endpoint is this transaction's new label), and plans are shared.
 */
public final class EnumEndpoint implements ScalarFunction {
    private final DataType enumType;
    private final boolean last;

    public EnumEndpoint(DataType enumType, boolean last) {
        this.enumType = enumType;
        this.last = last;
    }

    @Override
    public String name() {
        return last ? "enum_last" : "enum_first";
    }

    @Override
    public List<DataType> argTypes() {
        return List.of(enumType);
    }

    @Override
    public DataType resultType() {
        return enumType;
    }

    @Override
    public boolean strict() {
        return false;
    }

    @Override
    public Volatility volatility() {
        return Volatility.STABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        List<EnumLabel> labels = enumType.enumType().visibleLabels();
        return labels.isEmpty() ? null : EnumType.usable(labels.get(last ? labels.size() - 1 : 0));
    }
}

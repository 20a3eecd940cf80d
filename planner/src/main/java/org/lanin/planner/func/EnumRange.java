package org.lanin.planner.func;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.EnumLabel;
import org.lanin.engine.type.EnumType;

/**
 * {@code enum_range(anyenum)}: every label of the argument's enum type in declaration order
 * (the argument's value is ignored, so {@code enum_range(NULL::mood)} works); {@code
 * enum_range(a, b)}: the labels from a to b, a NULL end meaning the first or last label. The
 * labels are read at each call, so a value added by ALTER TYPE shows once committed (another
 * session's uncommitted one is not there; our own is 55P04, as in PostgreSQL).
 */
public final class EnumRange implements ScalarFunction {
    private final DataType enumType;
    private final int arity;

    public EnumRange(DataType enumType, int arity) {
        this.enumType = enumType;
        this.arity = arity;
    }

    @Override
    public String name() {
        return "enum_range";
    }

    @Override
    public List<DataType> argTypes() {
        return arity == 1 ? List.of(enumType) : List.of(enumType, enumType);
    }

    @Override
    public DataType resultType() {
        return DataType.arrayOf(enumType);
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
        List<Object> out = new ArrayList<>();
        EnumLabel from = arity == 2 ? (EnumLabel) args[0] : null;
        EnumLabel to = arity == 2 ? (EnumLabel) args[1] : null;
        for (EnumLabel l : enumType.enumType().visibleLabels()) {
            if ((from == null || l.compareTo(from) >= 0) && (to == null || l.compareTo(to) <= 0)) {
                out.add(EnumType.usable(l)); // 55P04 for a label our open transaction added, as enum_range_internal
            }
        }
        return ArrayValue.of(out);
    }
}

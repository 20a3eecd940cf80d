package org.lanin.engine.func;

import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * A {@link FunctionDef} bound to the argument types of one call site: a converter per argument
 * that needs one (null entries mean "pass through"), computed once at resolution.
 */
final class ResolvedFunction implements ScalarFunction {
    private final FunctionDef def;
    private final List<DataType> argTypes;
    private final DataType resultType;
    private final UnaryOperator<Object>[] converters;
    private final boolean anyConversion;

    private ResolvedFunction(FunctionDef def, List<DataType> argTypes, DataType resultType, UnaryOperator<Object>[] converters) {
        this.def = def;
        this.argTypes = List.copyOf(argTypes);
        this.resultType = resultType;
        this.converters = converters;
        boolean any = false;
        for (UnaryOperator<Object> c : converters) {
            any |= c != null;
        }
        this.anyConversion = any;
    }

    /**
     * Two call sites of one function with the same argument types resolve alike, so bound
     * expressions compare structurally (a query's lower(email) matches an index on lower(email)).
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof ResolvedFunction r && r.def.equals(def) && r.argTypes.equals(argTypes);
    }

    @Override
    public int hashCode() {
        return def.name().hashCode() * 31 + argTypes.hashCode();
    }

    static ResolvedFunction of(FunctionDef def, List<DataType> argTypes) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        UnaryOperator<Object>[] conv = new UnaryOperator[argTypes.size()];
        DataType result = def.result();
        int fixed = def.params().size();
        for (int i = 0; i < fixed; i++) {
            conv[i] = converter(argTypes.get(i), DataType.of(def.params().get(i)));
        }
        if (def.variadic() == FunctionDef.Variadic.COMMON) {
            result = commonType(def.name(), argTypes, fixed);
            for (int i = fixed; i < argTypes.size(); i++) {
                conv[i] = converter(argTypes.get(i), result);
            }
        }
        return new ResolvedFunction(def, argTypes, result, conv);
    }

    static DataType commonType(String name, List<DataType> args, int from) {
        DataType t = args.get(from);
        for (int i = from + 1; i < args.size(); i++) {
            t = Casts.commonType(t, args.get(i), name.toUpperCase(Locale.ROOT));
        }
        return t.kind() == TypeKind.UNKNOWN ? DataType.TEXT : t;
    }

    private static UnaryOperator<Object> converter(DataType from, DataType to) {
        TypeKind f = from.kind();
        TypeKind t = to.kind();
        if (f == t || (f == TypeKind.VARCHAR && t == TypeKind.TEXT)) {
            return null;
        }
        return v -> Casts.cast(v, from, to);
    }

    @Override
    public String name() {
        return def.name();
    }

    @Override
    public List<DataType> argTypes() {
        return argTypes;
    }

    @Override
    public DataType resultType() {
        return resultType;
    }

    @Override
    public boolean strict() {
        return def.strict();
    }

    @Override
    public Volatility volatility() {
        return def.volatility();
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        if (def.strict()) {
            for (Object a : args) {
                if (a == null) {
                    return null;
                }
            }
        }
        Object[] in = args;
        if (anyConversion) {
            in = args.clone();
            for (int i = 0; i < in.length; i++) {
                if (converters[i] != null && in[i] != null) {
                    in[i] = converters[i].apply(in[i]);
                }
            }
        }
        return def.body().apply(ctx, in);
    }

    @Override
    public String toString() {
        return def.name() + argTypes;
    }
}

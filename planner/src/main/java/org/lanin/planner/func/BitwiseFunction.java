package org.lanin.planner.func;

import java.util.List;
import java.util.function.LongBinaryOperator;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * PostgreSQL's integer bit operators {@code & | << >>} (and {@code ~}), typed like PostgreSQL:
 * the result has the (common) integer type of the operands; shifts take an integer count.
 */
public final class BitwiseFunction implements ScalarFunction {
    private final String name;
    private final DataType type;
    private final List<DataType> args;
    private final LongBinaryOperator op;

    private BitwiseFunction(String name, DataType type, List<DataType> args, LongBinaryOperator op) {
        this.name = name;
        this.type = type;
        this.args = args;
        this.op = op;
    }

    /** The operator {@code symbol} over operands of {@code type} (smallint, integer or bigint). */
    public static BitwiseFunction of(String symbol, DataType type) {
        LongBinaryOperator op = switch (symbol) {
            case "&" -> (a, b) -> a & b;
            case "|" -> (a, b) -> a | b;
            case "<<" -> (a, b) -> a << b;
            case ">>" -> (a, b) -> a >> b;
            default -> (a, b) -> ~a;
        };
        boolean shift = symbol.equals("<<") || symbol.equals(">>");
        return new BitwiseFunction(symbol, type, List.of(type, shift ? DataType.INTEGER : type), op);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<DataType> argTypes() {
        return args;
    }

    @Override
    public DataType resultType() {
        return type;
    }

    @Override
    public boolean strict() {
        return true;
    }

    @Override
    public Volatility volatility() {
        return Volatility.IMMUTABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] values) {
        long a = ((Number) values[0]).longValue();
        long b = values.length > 1 ? ((Number) values[1]).longValue() : 0;
        long r = op.applyAsLong(a, b);
        return switch (type.kind()) {
            case SMALLINT -> (short) r;
            case INTEGER -> (int) r;
            default -> r;
        };
    }

    /** True for the kinds the operators take. */
    public static boolean accepts(TypeKind k) {
        return k.isIntegral();
    }
}

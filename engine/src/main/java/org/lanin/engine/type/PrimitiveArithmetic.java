package org.lanin.engine.type;

import java.util.function.DoubleBinaryOperator;
import java.util.function.LongBinaryOperator;
import org.lanin.engine.error.LaninException;

/**
 * {@link Arithmetic}'s kernels on unboxed operands, chosen once per expression node, for the
 * compiled primitive expressions. Same results and errors as {@link Arithmetic#operator}:
 * smallint and integer results are computed in long and range-checked into their type
 * (22003 "smallint/integer out of range"), bigint uses the overflow-checked long kernels,
 * division by zero is 22012.
 */
public final class PrimitiveArithmetic {
    private PrimitiveArithmetic() {
    }

    /** {@code a op b} with result kind {@code k} (smallint, integer or bigint), or null when there is no such kernel. */
    public static LongBinaryOperator longKernel(ArithOp op, TypeKind k) {
        if (k == TypeKind.BIGINT) {
            return switch (op) {
                case ADD -> Arithmetic::addLong;
                case SUBTRACT -> Arithmetic::subtractLong;
                case MULTIPLY -> Arithmetic::multiplyLong;
                case DIVIDE -> Arithmetic::divideLong;
                case MODULO -> Arithmetic::modLong;
                default -> null;
            };
        }
        if (k != TypeKind.INTEGER && k != TypeKind.SMALLINT) {
            return null;
        }
        // Operands are smallint/integer values, so the wide result cannot overflow a long.
        boolean small = k == TypeKind.SMALLINT;
        return switch (op) {
            case ADD -> small ? (a, b) -> Numbers.toShort(a + b) : (a, b) -> Numbers.toInt(a + b);
            case SUBTRACT -> small ? (a, b) -> Numbers.toShort(a - b) : (a, b) -> Numbers.toInt(a - b);
            case MULTIPLY -> small ? (a, b) -> Numbers.toShort(a * b) : (a, b) -> Numbers.toInt(a * b);
            case DIVIDE -> small ? (a, b) -> Numbers.toShort(Arithmetic.divideInt((int) a, (int) b))
                    : (a, b) -> Arithmetic.divideInt((int) a, (int) b);
            case MODULO -> (a, b) -> Arithmetic.modInt((int) a, (int) b);
            default -> null;
        };
    }

    /** {@code a op b} in double precision, or null when there is no such kernel. */
    public static DoubleBinaryOperator doubleKernel(ArithOp op) {
        return switch (op) {
            case ADD -> Arithmetic::addDouble;
            case SUBTRACT -> Arithmetic::subtractDouble;
            case MULTIPLY -> Arithmetic::multiplyDouble;
            case DIVIDE -> Arithmetic::divideDouble;
            case POWER -> Arithmetic::power;
            default -> null;
        };
    }

    /** Unary minus of a value of integral kind {@code k}. */
    public static long negate(long v, TypeKind k) {
        return switch (k) {
            case SMALLINT -> Numbers.toShort(-v);
            case INTEGER -> Numbers.toInt(-v);
            default -> {
                if (v == Long.MIN_VALUE) {
                    throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
                }
                yield -v;
            }
        };
    }

    /** An integral value of kind {@code k} as the boxed path holds it. */
    public static Object box(long v, TypeKind k) {
        return switch (k) {
            case SMALLINT -> (short) v;
            case INTEGER -> (int) v;
            default -> v;
        };
    }

    /** A number of any kind as an operand of double arithmetic, as {@link Arithmetic} converts it. */
    public static double toDouble(Number n) {
        return n instanceof java.math.BigDecimal d ? Numbers.toDouble(d) : n.doubleValue();
    }
}

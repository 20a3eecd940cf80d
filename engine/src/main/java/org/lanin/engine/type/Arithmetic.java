package org.lanin.engine.type;

import java.math.BigDecimal;
import java.util.function.BinaryOperator;
import org.lanin.engine.error.LaninException;

/**
 * The arithmetic operators with PostgreSQL's typing and errors. {@link #resultType} resolves
 * the operator like PostgreSQL's operator catalogue does; {@link #operator} returns a closure
 * specialised to the operand types for the compiled expression (null in → null out); the
 * per-kind methods ({@link #addInt}, {@link #divide(BigDecimal, BigDecimal)} ...) are the
 * kernels. Integers overflow with 22003, division by zero is 22012 for every kind, float
 * results that overflow to infinity are 22003 ("value out of range: overflow").
 */
public final class Arithmetic {
    private Arithmetic() {
    }

    /** The result type of {@code a op b}; 42883 "operator does not exist" when there is none. */
    public static DataType resultType(ArithOp op, DataType a, DataType b) {
        DataType r = ArithTyping.resultType(op, a.kind(), b.kind());
        if (r == null) {
            throw LaninException.withHint(TypeMsg.OPERATOR_HINT, TypeMsg.OPERATOR_DOES_NOT_EXIST,
                    operand(a), op.symbol(), operand(b));
        }
        return r;
    }

    /** An operand's type as "operator does not exist" names it: format_type_be, no modifier. */
    private static String operand(DataType t) {
        return t.kind() == TypeKind.ENUM ? t.displayName() : t.kind().sqlName();
    }

    /** A strict closure computing {@code a op b} for operands of types {@code a} and {@code b}. */
    public static BinaryOperator<Object> operator(ArithOp op, DataType a, DataType b) {
        DataType r = resultType(op, a, b);
        if (op == ArithOp.CONCAT) {
            boolean charA = a.kind() == TypeKind.CHAR;
            boolean charB = b.kind() == TypeKind.CHAR;
            return (x, y) -> concat(x, charA, y, charB);
        }
        TypeKind ka = ArithTyping.resolveUnknown(a.kind(), b.kind(), op);
        TypeKind kb = ArithTyping.resolveUnknown(b.kind(), a.kind(), op);
        if (ka.isNumeric() && kb.isNumeric()) {
            TypeKind k = r.kind();
            return (x, y) -> x == null || y == null ? null : numeric(op, k, coerce(x, ka), coerce(y, kb));
        }
        return (x, y) -> x == null || y == null ? null : TemporalArithmetic.apply(op, coerce(x, ka), coerce(y, kb));
    }

    /** Unknown-typed operands arrive as strings; the operator's type decides how to read them. */
    private static Object coerce(Object v, TypeKind k) {
        return v instanceof String && !k.isText() ? Casts.cast(v, DataType.of(k)) : v;
    }

    /** Computes {@code a op b} on values, the kinds taken from their classes. */
    public static Object apply(ArithOp op, Object a, Object b) {
        if (a == null || b == null) {
            return null;
        }
        return operator(op, DataType.of(ValueComparators.kindOf(a)), DataType.of(ValueComparators.kindOf(b))).apply(a, b);
    }

    private static Object numeric(ArithOp op, TypeKind k, Object x, Object y) {
        Number a = (Number) x;
        Number b = (Number) y;
        return switch (k) {
            case SMALLINT -> Numbers.toShort(intOp(op, a.intValue(), b.intValue(), TypeKind.SMALLINT));
            case INTEGER -> intOp(op, a.intValue(), b.intValue(), TypeKind.INTEGER);
            case BIGINT -> longOp(op, a.longValue(), b.longValue());
            case NUMERIC -> numericOp(op, Numbers.toNumeric(a), Numbers.toNumeric(b));
            case REAL -> Numbers.toFloat(doubleOp(op, a.floatValue(), b.floatValue()));
            default -> doubleOp(op, toDouble(a), toDouble(b));
        };
    }

    private static double toDouble(Number n) {
        return n instanceof BigDecimal d ? Numbers.toDouble(d) : n.doubleValue();
    }

    private static int intOp(ArithOp op, int a, int b, TypeKind k) {
        try {
            return switch (op) {
                case ADD -> Math.addExact(a, b);
                case SUBTRACT -> Math.subtractExact(a, b);
                case MULTIPLY -> Math.multiplyExact(a, b);
                case DIVIDE -> divideInt(a, b);
                case MODULO -> modInt(a, b);
                default -> throw new org.lanin.engine.error.EngineBug("int " + op);
            };
        } catch (ArithmeticException e) {
            throw Numbers.outOfRange(k);
        }
    }

    private static long longOp(ArithOp op, long a, long b) {
        return switch (op) {
            case ADD -> addLong(a, b);
            case SUBTRACT -> subtractLong(a, b);
            case MULTIPLY -> multiplyLong(a, b);
            case DIVIDE -> divideLong(a, b);
            case MODULO -> modLong(a, b);
            default -> throw new org.lanin.engine.error.EngineBug("bigint " + op);
        };
    }

    private static Number numericOp(ArithOp op, Number x, Number y) {
        if (!(x instanceof BigDecimal a) || !(y instanceof BigDecimal b)) {
            return NumericSpecialMath.apply(op, x, y);
        }
        return switch (op) {
            case ADD -> a.add(b);
            case SUBTRACT -> a.subtract(b);
            case MULTIPLY -> a.multiply(b);
            case DIVIDE -> NumericMath.divide(a, b);
            case MODULO -> NumericMath.mod(a, b);
            case POWER -> NumericMath.power(a, b);
            case CONCAT -> throw new org.lanin.engine.error.EngineBug("numeric ||");
        };
    }

    private static double doubleOp(ArithOp op, double a, double b) {
        return switch (op) {
            case ADD -> addDouble(a, b);
            case SUBTRACT -> subtractDouble(a, b);
            case MULTIPLY -> multiplyDouble(a, b);
            case DIVIDE -> divideDouble(a, b);
            case POWER -> power(a, b);
            default -> throw new org.lanin.engine.error.EngineBug("double " + op);
        };
    }

    public static int addInt(int a, int b) {
        return intOp(ArithOp.ADD, a, b, TypeKind.INTEGER);
    }

    public static int subtractInt(int a, int b) {
        return intOp(ArithOp.SUBTRACT, a, b, TypeKind.INTEGER);
    }

    public static int multiplyInt(int a, int b) {
        return intOp(ArithOp.MULTIPLY, a, b, TypeKind.INTEGER);
    }

    /** Truncating division; MIN / -1 overflows. */
    public static int divideInt(int a, int b) {
        if (b == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        if (a == Integer.MIN_VALUE && b == -1) {
            throw LaninException.of(TypeMsg.INTEGER_OUT_OF_RANGE);
        }
        return a / b;
    }

    public static int modInt(int a, int b) {
        if (b == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return b == -1 ? 0 : a % b;
    }

    public static long addLong(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
        }
        return r;
    }

    public static long subtractLong(long a, long b) {
        long r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
        }
        return r;
    }

    public static long multiplyLong(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
            return lo;
        }
        throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
    }

    public static long divideLong(long a, long b) {
        if (b == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        if (a == Long.MIN_VALUE && b == -1) {
            throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
        }
        return a / b;
    }

    public static long modLong(long a, long b) {
        if (b == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return b == -1 ? 0 : a % b;
    }

    public static BigDecimal divide(BigDecimal a, BigDecimal b) {
        return NumericMath.divide(a, b);
    }

    public static double addDouble(double a, double b) {
        return Numbers.checkFloat(a + b, Double.isInfinite(a) || Double.isInfinite(b), true);
    }

    public static double subtractDouble(double a, double b) {
        return Numbers.checkFloat(a - b, Double.isInfinite(a) || Double.isInfinite(b), true);
    }

    public static double multiplyDouble(double a, double b) {
        return Numbers.checkFloat(a * b, Double.isInfinite(a) || Double.isInfinite(b), a == 0 || b == 0);
    }

    /** PostgreSQL raises 22012 for float division by zero too (unless the dividend is NaN). */
    public static double divideDouble(double a, double b) {
        if (b == 0 && !Double.isNaN(a)) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return Numbers.checkFloat(a / b, Double.isInfinite(a) || Double.isInfinite(b), a == 0 || Double.isInfinite(b));
    }

    public static double power(double a, double b) {
        if (a == 0 && b < 0) {
            throw LaninException.of(TypeMsg.ZERO_TO_NEGATIVE_POWER);
        }
        if (a < 0 && b != Math.rint(b) && !Double.isInfinite(b)) {
            throw LaninException.of(TypeMsg.NEGATIVE_TO_FRACTIONAL_POWER);
        }
        double r = Math.pow(a, b);
        return Numbers.checkFloat(r, Double.isInfinite(a) || Double.isInfinite(b), true);
    }

    /** Unary minus of any numeric value or interval. */
    public static Object negate(Object v) {
        if (v == null) {
            return null;
        }
        if (v instanceof Integer i) {
            if (i == Integer.MIN_VALUE) {
                throw LaninException.of(TypeMsg.INTEGER_OUT_OF_RANGE);
            }
            return -i;
        }
        if (v instanceof Long l) {
            if (l == Long.MIN_VALUE) {
                throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
            }
            return -l;
        }
        if (v instanceof BigDecimal d) {
            return d.negate();
        }
        if (v instanceof NumericSpecial n) {
            return NumericSpecialMath.negate(n);
        }
        if (v instanceof Double d) {
            return -d;
        }
        if (v instanceof Float f) {
            return -f;
        }
        if (v instanceof Short s) {
            return Numbers.toShort(-s);
        }
        if (v instanceof Interval i) {
            return DateTimes.negate(i);
        }
        throw LaninException.withHint(TypeMsg.OPERATOR_HINT, TypeMsg.PREFIX_OPERATOR_DOES_NOT_EXIST, "-",
                v instanceof EnumLabel l ? l.type().displayName() : ValueComparators.kindOf(v).sqlName());
    }

    /**
     * {@code ||}: bytea || bytea concatenates bytes; otherwise both sides print as text (char(n)
     * loses its trailing spaces, as bpchar → text does). Strict: null in → null out.
     */
    public static Object concat(Object a, boolean aIsChar, Object b, boolean bIsChar) {
        if (a == null || b == null) {
            return null;
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            byte[] r = java.util.Arrays.copyOf(x, x.length + y.length);
            System.arraycopy(y, 0, r, x.length, y.length);
            return r;
        }
        return concatText(a, aIsChar).concat(concatText(b, bIsChar));
    }

    private static String concatText(Object v, boolean isChar) {
        if (v instanceof String s) {
            return isChar ? s.substring(0, ValueComparators.trimmedLength(s)) : s;
        }
        if (v instanceof Boolean b) {
            return b ? "true" : "false"; // PostgreSQL's anytextcat casts to text: boolean::text is 'true', not boolout's 't'
        }
        return TextFormat.format(v);
    }
}

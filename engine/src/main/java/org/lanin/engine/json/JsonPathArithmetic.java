package org.lanin.engine.json;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.json.JsonPathExecutor.Res;
import org.lanin.engine.json.JsonPathItem.Kind;
import org.lanin.engine.type.NumericMath;

/**
 * Arithmetic of a jsonpath (executeBinaryArithmExpr, executeUnaryArithmExpr) and the numeric
 * item methods {@code .abs() .floor() .ceiling() .double()}, on numeric values with numeric's
 * result scales ({@link NumericMath}: {@code 5 / 3} is {@code 1.6666666666666667}). A binary
 * operator wants exactly one number on each side (22038); a unary one maps over a sequence of
 * numbers (2203B for anything else).
 */
final class JsonPathArithmetic {
    private JsonPathArithmetic() {
    }

    static Res binary(JsonPathExecutor x, JsonPathItem item, Object jb, List<Object> found) {
        List<Object> lseq = new ArrayList<>();
        x.executeUnwrapResult(item.left, jb, true, lseq);
        List<Object> rseq = new ArrayList<>();
        x.executeUnwrapResult(item.right, jb, true, rseq);
        if (lseq.size() != 1 || !(lseq.get(0) instanceof BigDecimal l)) {
            throw x.error(JsonMsg.JSONPATH_OPERAND_NOT_SINGLE, "left", item.kind.opName());
        }
        if (rseq.size() != 1 || !(rseq.get(0) instanceof BigDecimal r)) {
            throw x.error(JsonMsg.JSONPATH_OPERAND_NOT_SINGLE, "right", item.kind.opName());
        }
        BigDecimal v;
        try {
            v = switch (item.kind) {
                case ADD -> l.add(r);
                case SUB -> l.subtract(r);
                case MUL -> l.multiply(r);
                case DIV -> NumericMath.divide(l, r);
                default -> NumericMath.mod(l, r);
            };
        } catch (LaninException e) {
            if (x.throwErrors) {
                throw e;
            }
            throw JsonPathExecutor.Suppressed.INSTANCE;
        }
        if (item.next == null && found == null) {
            return Res.OK;
        }
        return x.next(item, JsonbNodes.number(v), found);
    }

    static Res unary(JsonPathExecutor x, JsonPathItem item, Object jb, List<Object> found) {
        List<Object> seq = new ArrayList<>();
        x.executeUnwrapResult(item.left, jb, true, seq);
        Res res = Res.NOT_FOUND;
        boolean hasNext = item.next != null;
        for (Object v : seq) {
            if (v instanceof BigDecimal d) {
                if (found == null && !hasNext) {
                    return Res.OK;
                }
                Res r = x.next(item, item.kind == Kind.MINUS ? d.negate() : d, found);
                if (r == Res.OK) {
                    if (found == null) {
                        return Res.OK;
                    }
                    res = Res.OK;
                }
            } else if (found != null || hasNext) {
                throw x.error(JsonMsg.JSONPATH_UNARY_NOT_NUMERIC, item.kind.opName());
            }
        }
        return res;
    }

    /** executeNumericItemMethod: abs, floor, ceiling. */
    static Res numericMethod(JsonPathExecutor x, JsonPathItem item, Object jb, boolean unwrap, List<Object> found) {
        if (unwrap && jb instanceof List<?>) {
            return x.unwrapTargetArray(item, jb, found, false);
        }
        if (!(jb instanceof BigDecimal d)) {
            throw x.error(JsonMsg.JSONPATH_METHOD_NUMERIC, item.kind.opName());
        }
        BigDecimal v = switch (item.kind) {
            case ABS -> d.abs();
            case FLOOR -> d.setScale(0, RoundingMode.FLOOR);
            default -> d.setScale(0, RoundingMode.CEILING);
        };
        if (item.next == null && found == null) {
            return Res.OK;
        }
        return x.next(item, v, found);
    }

    /** .double(): a number stays as it is; a string becomes the number float8in reads in it. */
    static Res doubleMethod(JsonPathExecutor x, JsonPathItem item, Object jb, boolean unwrap, List<Object> found) {
        if (unwrap && jb instanceof List<?>) {
            return x.unwrapTargetArray(item, jb, found, false);
        }
        Object v;
        if (jb instanceof BigDecimal d) {
            double f = d.doubleValue();
            if (Double.isInfinite(f)) {
                throw x.error(JsonMsg.JSONPATH_DOUBLE_RANGE, item.kind.opName());
            }
            v = d;
        } else if (jb instanceof String s) {
            Double f = parseDouble(s);
            if (f == null || f.isInfinite() || f.isNaN()) {
                throw x.error(JsonMsg.JSONPATH_DOUBLE_SYNTAX, item.kind.opName());
            }
            // float8_numeric prints the double with 15 significant digits (DBL_DIG) and reads that
            v = JsonbNodes.number(new BigDecimal(f).round(new MathContext(15, RoundingMode.HALF_EVEN)).stripTrailingZeros());
        } else {
            throw x.error(JsonMsg.JSONPATH_METHOD_STRING_OR_NUMERIC, item.kind.opName());
        }
        return x.next(item, v, found);
    }

    /** float8in's syntax: decimal or exponent notation, surrounding spaces, Infinity and NaN. */
    private static Double parseDouble(String s) {
        String t = s.strip();
        if (t.equalsIgnoreCase("nan")) {
            return Double.NaN;
        }
        if (t.matches("[+-]?(?i:inf|infinity)")) {
            return Double.POSITIVE_INFINITY;
        }
        if (!t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
            return null;
        }
        return Double.parseDouble(t);
    }
}

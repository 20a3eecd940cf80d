package org.lanin.planner.bind;

import java.math.BigDecimal;
import java.math.BigInteger;
import net.sf.jsqlparser.expression.*;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Clock;
import org.lanin.planner.expr.BoundExpr.ClockKind;
import org.lanin.planner.expr.BoundExpr.Literal;
import org.lanin.planner.expr.BoundExpr.SessionCall;

/**
 * Literal values with PostgreSQL's typing: integers are integer or bigint by size (numeric
 * beyond), decimals are numeric, quoted strings are "unknown" until their context types them.
 */
final class Literals {
    private Literals() {
    }

    /** The bound literal, or null when {@code e} is not a literal. */
    static BoundExpr bind(Expression e) {
        if (e instanceof LongValue l) {
            return integer(l.getStringValue());
        }
        if (e instanceof DoubleValue d) {
            return new Literal(new BigDecimal(d.toString()), DataType.NUMERIC);
        }
        if (e instanceof StringValue s) {
            return string(s);
        }
        if (e instanceof NullValue) {
            return new Literal(null, DataType.UNKNOWN);
        }
        if (e instanceof BooleanValue b) {
            return new Literal(b.getValue(), DataType.BOOLEAN);
        }
        if (e instanceof HexValue h) {
            if (!h.getValue().startsWith("0x") && !h.getValue().startsWith("0X")) {
                // X'1F' is a bit-string constant in PostgreSQL (type bit), not a number.
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "bit-string constants (type bit)");
            }
            return new Literal(new BigInteger(h.getValue().substring(2), 16).longValue(), DataType.BIGINT);
        }
        if (e instanceof DateTimeLiteralExpression d) {
            return typed(d.getValue(), d.getType().name());
        }
        if (e instanceof TimeKeyExpression t) {
            return keywordColumn(t.getStringValue().toLowerCase(java.util.Locale.ROOT).replace("()", ""));
        }
        if (e instanceof IntervalExpression i) {
            String text = i.getParameter();
            if (text != null && text.startsWith("'")) {
                text = text.substring(1, text.length() - 1);
            }
            if (i.getIntervalType() != null) {
                text = text + " " + i.getIntervalType();
            }
            return new Literal(Casts.cast(text, DataType.TEXT, DataType.INTERVAL), DataType.INTERVAL);
        }
        return null;
    }

    private static BoundExpr typed(String quoted, String typeName) {
        String text = quoted.startsWith("'") ? quoted.substring(1, quoted.length() - 1) : quoted;
        DataType t = TypeNames.parse(typeName);
        return new Literal(Casts.cast(text, DataType.TEXT, t), t);
    }

    static BoundExpr integer(String digits) {
        BigInteger v = new BigInteger(digits);
        if (v.bitLength() < 32) {
            return new Literal(v.intValue(), DataType.INTEGER);
        }
        if (v.bitLength() < 64) {
            return new Literal(v.longValue(), DataType.BIGINT);
        }
        return new Literal(new BigDecimal(v), DataType.NUMERIC);
    }

    private static BoundExpr string(StringValue s) {
        String prefix = s.getPrefix() == null ? "" : s.getPrefix().toUpperCase(java.util.Locale.ROOT);
        String value = s.getNotExcapedValue();
        switch (prefix) {
            case "E":
                return new Literal(EscapeStrings.unescape(value), DataType.UNKNOWN);
            case "B":
            case "X":
                return new Literal(value, DataType.UNKNOWN);
            case "":
            case "N":
                return new Literal(value, DataType.UNKNOWN);
            default:
                return typed("'" + value + "'", prefix);
        }
    }

    /**
     * {@code -l} folded. {@code numberToken}: the operand was a number written in the SQL, whose
     * type follows its size, so -9223372036854775808 is a bigint; a cast's numeric stays numeric.
     */
    static Literal negate(Literal l, boolean numberToken) {
        Object v = l.value();
        if (v instanceof org.lanin.engine.type.NumericSpecial n) {
            return new Literal(org.lanin.engine.type.NumericSpecialMath.negate(n), l.type());
        }
        if (v instanceof Integer i) {
            return i == Integer.MIN_VALUE ? new Literal(-(long) i, DataType.BIGINT) : new Literal(-i, l.type());
        }
        if (v instanceof Long x) {
            return x == Long.MIN_VALUE ? new Literal(BigDecimal.valueOf(x).negate(), DataType.NUMERIC) : new Literal(-x, l.type());
        }
        if (v instanceof BigDecimal d) {
            BigDecimal n = d.negate();
            if (numberToken && l.type().kind() == TypeKind.NUMERIC && n.scale() == 0 && n.toBigInteger().bitLength() < 64) {
                return (Literal) integer(n.toBigInteger().toString());
            }
            return new Literal(n, l.type());
        }
        if (v instanceof Double d) {
            return new Literal(-d, l.type());
        }
        if (v instanceof Float f) {
            return new Literal(-f, l.type());
        }
        if (v instanceof Short sh) {
            return new Literal((short) -sh, l.type());
        }
        return l;
    }

    /** SQL keywords that read like columns: CURRENT_DATE, CURRENT_TIMESTAMP, LOCALTIMESTAMP, CURRENT_USER... */
    static BoundExpr keywordColumn(String name) {
        return switch (name) {
            case "current_timestamp" -> new Clock(ClockKind.NOW, DataType.TIMESTAMPTZ);
            case "current_date" -> new Clock(ClockKind.CURRENT_DATE, DataType.DATE);
            case "current_time", "localtime" -> new Clock(ClockKind.CURRENT_TIME, DataType.TIME);
            case "localtimestamp" -> new Clock(ClockKind.LOCAL_TIMESTAMP, DataType.TIMESTAMP);
            case "current_user", "current_role", "session_user", "user", "current_schema", "current_catalog" ->
                    new SessionCall(name, java.util.List.of(), DataType.TEXT);
            default -> null;
        };
    }

}

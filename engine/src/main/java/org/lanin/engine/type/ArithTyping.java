package org.lanin.engine.type;

/**
 * Operator resolution for {@link Arithmetic}: which result type {@code a op b} has, or null
 * when PostgreSQL has no such operator. Numbers: smallint op smallint stays smallint, otherwise
 * the higher rung of integer < bigint < numeric < double wins; real op real is real but real
 * with any other kind is double (PostgreSQL resolves through float8); {@code ^} is numeric when
 * a numeric is involved and double otherwise; {@code %} has no float variant. An unknown
 * (untyped literal) operand takes the other side's kind, or interval next to a datetime.
 */
final class ArithTyping {
    private ArithTyping() {
    }

    static TypeKind resolveUnknown(TypeKind k, TypeKind other, ArithOp op) {
        if (k != TypeKind.UNKNOWN) {
            return k;
        }
        if (op == ArithOp.CONCAT || other == TypeKind.UNKNOWN) {
            return TypeKind.TEXT;
        }
        if (other.isDateTime() && (op == ArithOp.ADD || op == ArithOp.SUBTRACT)) {
            return TypeKind.INTERVAL;
        }
        if (other == TypeKind.INTERVAL && (op == ArithOp.MULTIPLY || op == ArithOp.DIVIDE)) {
            return TypeKind.DOUBLE;
        }
        return other;
    }

    static DataType resultType(ArithOp op, TypeKind a0, TypeKind b0) {
        if (op == ArithOp.CONCAT) {
            if (a0 == TypeKind.BYTEA && b0 == TypeKind.BYTEA) {
                return DataType.BYTEA;
            }
            boolean textish = a0.isText() || b0.isText() || a0 == TypeKind.UNKNOWN || b0 == TypeKind.UNKNOWN;
            return textish ? DataType.TEXT : null;
        }
        if (a0 == TypeKind.UNKNOWN && b0 == TypeKind.UNKNOWN) {
            return null;
        }
        TypeKind a = resolveUnknown(a0, b0, op);
        TypeKind b = resolveUnknown(b0, a0, op);
        if (a.isNumeric() && b.isNumeric()) {
            return numeric(op, a, b);
        }
        return temporal(op, a, b);
    }

    private static DataType numeric(ArithOp op, TypeKind a, TypeKind b) {
        boolean anyFloat = a == TypeKind.REAL || a == TypeKind.DOUBLE || b == TypeKind.REAL || b == TypeKind.DOUBLE;
        if (op == ArithOp.POWER) {
            return (a == TypeKind.NUMERIC || b == TypeKind.NUMERIC) && !anyFloat ? DataType.NUMERIC : DataType.DOUBLE;
        }
        if (op == ArithOp.MODULO && anyFloat) {
            return null;
        }
        if (a == TypeKind.REAL && b == TypeKind.REAL) {
            return DataType.REAL;
        }
        if (anyFloat) {
            return DataType.DOUBLE;
        }
        if (a == TypeKind.SMALLINT && b == TypeKind.SMALLINT) {
            return DataType.SMALLINT;
        }
        int rank = Math.max(CastRules.numericRank(a), Math.max(CastRules.numericRank(b), 1));
        return rank == 1 ? DataType.INTEGER : rank == 2 ? DataType.BIGINT : DataType.NUMERIC;
    }

    private static DataType temporal(ArithOp op, TypeKind a, TypeKind b) {
        boolean intB = b == TypeKind.INTEGER || b == TypeKind.SMALLINT;
        return switch (op) {
            case ADD -> add(a, b, intB) != null ? add(a, b, intB) : add(b, a, a == TypeKind.INTEGER || a == TypeKind.SMALLINT);
            case SUBTRACT -> subtract(a, b, intB);
            case MULTIPLY -> (a == TypeKind.INTERVAL && b.isNumeric()) || (b == TypeKind.INTERVAL && a.isNumeric())
                    ? DataType.INTERVAL : null;
            case DIVIDE -> a == TypeKind.INTERVAL && b.isNumeric() ? DataType.INTERVAL : null;
            default -> null;
        };
    }

    private static DataType add(TypeKind a, TypeKind b, boolean intB) {
        return switch (a) {
            case DATE -> intB ? DataType.DATE : b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.TIMESTAMP : null;
            // a time added to a timestamp is PostgreSQL's implicit cast time -> interval
            case TIMESTAMP -> b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.TIMESTAMP : null;
            case TIMESTAMPTZ -> b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.TIMESTAMPTZ : null;
            case TIME -> b == TypeKind.INTERVAL ? DataType.TIME : b == TypeKind.DATE ? DataType.TIMESTAMP : null;
            case INTERVAL -> b == TypeKind.INTERVAL ? DataType.INTERVAL : null;
            default -> null;
        };
    }

    private static DataType subtract(TypeKind a, TypeKind b, boolean intB) {
        return switch (a) {
            case DATE -> intB ? DataType.DATE : b == TypeKind.DATE ? DataType.INTEGER
                    : b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.TIMESTAMP : null;
            // minus a time: PostgreSQL's date - time, and its implicit cast time -> interval for the others
            case TIMESTAMP -> b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.TIMESTAMP
                    : b == TypeKind.TIMESTAMP ? DataType.INTERVAL : null;
            case TIMESTAMPTZ -> b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.TIMESTAMPTZ
                    : b == TypeKind.TIMESTAMPTZ ? DataType.INTERVAL : null;
            case TIME -> b == TypeKind.INTERVAL ? DataType.TIME : b == TypeKind.TIME ? DataType.INTERVAL : null;
            case INTERVAL -> b == TypeKind.INTERVAL || b == TypeKind.TIME ? DataType.INTERVAL : null;
            default -> null;
        };
    }
}

package org.lanin.planner.expr;

import org.lanin.engine.type.ArithOp;

import java.util.List;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;

/**
 * Binder output: a typed expression over an input row. Names are resolved to row positions,
 * every node has its SQL type, implicit casts are explicit {@link Cast} nodes. The compiler
 * turns these into closures once per plan.
 */
public sealed interface BoundExpr {
    DataType type();

    /** A column of the input row. */
    record ColumnRef(int index, DataType type, String name, String table) implements BoundExpr { }

    record Literal(Object value, DataType type) implements BoundExpr { }

    /**
     * A column of an enclosing query's row, read by a correlated subquery: {@code depth} 1 is the
     * immediately enclosing query. The value comes from the execution context's outer-row stack.
     */
    record OuterRef(int depth, int index, DataType type, String name) implements BoundExpr { }

    /**
     * A value a nest loop hands its inner side for the current outer row (PostgreSQL's
     * PARAM_EXEC): slot numbers are unique within a statement's plan.
     */
    record ExecParam(int slot, DataType type) implements BoundExpr { }

    /**
     * {@code expr} evaluated over a row rebuilt from the input row: position i of the rebuilt row
     * (of {@code width} columns) is input column {@code sources[i]}, or NULL where that is -1. The
     * planner wraps conditions holding correlated subqueries in it when it moves them to a node
     * whose row has another layout: the subqueries read the row by the positions they were bound to.
     * Positions {@code computedAt} are computed by {@code computed} over the input row (a
     * pulled-up subquery's outputs, FULL JOIN USING columns).
     */
    record Rebased(BoundExpr expr, int[] sources, int width, int[] computedAt, List<BoundExpr> computed)
            implements BoundExpr {
        public DataType type() {
            return expr.type();
        }
    }

    /** A statement parameter ({@code ?} or {@code $n}), 0-based. */
    record Param(int index, DataType type) implements BoundExpr { }

    record Cast(BoundExpr input, DataType type) implements BoundExpr { }

    record Arith(ArithOp op, BoundExpr left, BoundExpr right, DataType type) implements BoundExpr { }

    record Negate(BoundExpr input, DataType type) implements BoundExpr { }

    /** A comparison; both sides already have a common type. */
    record Compare(CompareOp op, BoundExpr left, BoundExpr right) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    /** AND (all) or OR (any) with three-valued logic. */
    record Logic(boolean and, List<BoundExpr> args) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    record Not(BoundExpr input) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    record IsNull(BoundExpr input, boolean negated) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    /** IS [NOT] TRUE / FALSE / UNKNOWN: never NULL. */
    record IsBool(BoundExpr input, Boolean value, boolean negated) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    /** IS [NOT] DISTINCT FROM. */
    record Distinct(BoundExpr left, BoundExpr right, boolean negated) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    record Like(BoundExpr input, BoundExpr pattern, BoundExpr escape, boolean caseInsensitive, boolean negated)
            implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    record InList(BoundExpr input, List<BoundExpr> list, boolean negated) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    /** Searched CASE (operand-less; simple CASE is rewritten to comparisons by the binder). */
    record Case(List<BoundExpr> whens, List<BoundExpr> thens, BoundExpr otherwise, DataType type) implements BoundExpr { }

    record Coalesce(List<BoundExpr> args, DataType type) implements BoundExpr { }

    record NullIf(BoundExpr left, BoundExpr right, DataType type) implements BoundExpr { }

    /** GREATEST / LEAST: NULLs ignored. */
    record Extreme(boolean greatest, List<BoundExpr> args, DataType type) implements BoundExpr { }

    record Call(ScalarFunction function, List<BoundExpr> args, DataType type) implements BoundExpr { }

    /** now(), current_timestamp, current_date, ...: read from the execution context. */
    record Clock(ClockKind kind, DataType type) implements BoundExpr { }

    enum ClockKind { NOW, CURRENT_DATE, CURRENT_TIME, LOCAL_TIMESTAMP, CLOCK_TIMESTAMP }

    record NextVal(SequenceDef sequence) implements BoundExpr {
        public DataType type() {
            return DataType.BIGINT;
        }
    }

    record CurrVal(String sequence) implements BoundExpr {
        public DataType type() {
            return DataType.BIGINT;
        }
    }

    /** setval(seq, value [, is_called]): with is_called false, the next nextval returns value itself. */
    record SetVal(SequenceDef sequence, BoundExpr value, BoundExpr isCalled) implements BoundExpr {
        public DataType type() {
            return DataType.BIGINT;
        }
    }

    /** A scalar subquery: its single column of its single row, or NULL when it returns none. */
    record ScalarSubquery(SubqueryPlan plan, DataType type) implements BoundExpr { }

    record Exists(SubqueryPlan plan, boolean negated) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    record InSubquery(BoundExpr input, SubqueryPlan plan, boolean negated) implements BoundExpr {
        public DataType type() {
            return DataType.BOOLEAN;
        }
    }

    /** A session-level function (currval needs the session; current_setting reads settings). */
    record SessionCall(String name, List<BoundExpr> args, DataType type) implements BoundExpr { }
}

package org.lanin.engine.exec;

/**
 * A compiled expression of an integral SQL type (smallint, integer, bigint) that can also be
 * evaluated without boxing. {@link #evalLong} reports NULL through the context's null flag
 * ({@link ExecContext#wasNull()}), which it sets on every return: the flag lives in the
 * per-execution context, so one plan may run in several threads at once.
 */
public interface LongRowExpr extends RowExpr {
    /** The value, or 0 with {@link ExecContext#wasNull()} true when it is NULL. */
    long evalLong(Object[] row, ExecContext ctx);

    /** The value as {@link #eval} would return it (Short, Integer or Long by the SQL type). */
    Object box(long value);
}

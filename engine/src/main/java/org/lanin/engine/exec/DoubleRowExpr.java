package org.lanin.engine.exec;

/** A compiled double precision expression that can also be evaluated without boxing (see {@link LongRowExpr}). */
public interface DoubleRowExpr extends RowExpr {
    /** The value, or 0 with {@link ExecContext#wasNull()} true when it is NULL. */
    double evalDouble(Object[] row, ExecContext ctx);
}

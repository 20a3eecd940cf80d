package org.lanin.planner.compile;

import org.lanin.engine.exec.ExecContext;

/** An unboxed integral evaluation; sets {@link ExecContext#wasNull()} on every return (see LongRowExpr). */
@FunctionalInterface
interface LongFn {
    long evalLong(Object[] row, ExecContext ctx);
}

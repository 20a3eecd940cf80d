package org.lanin.planner.compile;

import org.lanin.engine.exec.ExecContext;

/** An unboxed double precision evaluation; sets {@link ExecContext#wasNull()} on every return. */
@FunctionalInterface
interface DoubleFn {
    double evalDouble(Object[] row, ExecContext ctx);
}

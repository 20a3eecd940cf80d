package org.lanin.engine.exec;

import java.util.Iterator;

/**
 * The rows of one call of a set-returning function with one output column: an iterator that
 * computes each value when it is asked for (generate_series never builds its list), so a
 * {@code LIMIT} above the call stops the work. Used by {@link ProjectSetOperator} (select list)
 * and {@link SetFunctionScanOperator} (FROM).
 */
@FunctionalInterface
public interface SetFunctionBody {
    /** The values for the argument values {@code args} (never modified); NULL arguments are the body's to judge. */
    Iterator<Object> start(Object[] args, ExecContext ctx);
}

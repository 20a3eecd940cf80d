/**
 * Physical operators (Volcano-style open/next/close over Object[] rows) and the execution
 * context. Invariants: operators never see SQL text or bound expression trees, only compiled
 * {@link org.lanin.engine.exec.RowExpr} closures; a row returned by {@code next()} is never
 * modified by its consumer; loops call {@link org.lanin.engine.exec.ExecContext#checkInterrupts()}
 * so cancellation and timeouts stop long statements. Window functions run in
 * {@link org.lanin.engine.exec.WindowOperator} (EXPLAIN's WindowAgg) over input sorted by
 * (PARTITION BY, ORDER BY) keys, holding one partition at a time. WITH RECURSIVE runs in
 * {@link org.lanin.engine.exec.RecursiveUnionOperator}, whose recursive term reads the working
 * table through a {@link org.lanin.engine.exec.WorkTableScanOperator}; the two meet through a
 * per-plan key bound in the {@link org.lanin.engine.exec.ExecContext} (plans are shared, so no
 * operator holds another evaluation's table). Operators that spill past {@code work_mem} (sorts,
 * hash joins in batches) delete their temporary files on every path out: at the end of their
 * output, on close, on errors and on cancellation. The join methods (hash join in batches, merge
 * join) are described in the optimizer's README (planner/.../optimize/README.md, "Join methods").
 * An operator tree runs on one thread with one context, except under a
 * {@link org.lanin.engine.exec.GatherOperator}: each parallel participant builds its own copy of
 * the partial plan with its own {@link org.lanin.engine.exec.ExecContext#participant context},
 * participants share only their {@link org.lanin.engine.exec.ParallelShare} and the rows they hand
 * over, and no worker outlives the Gather's {@code close} ("Parallel query" in that README).
 */
package org.lanin.engine.exec;

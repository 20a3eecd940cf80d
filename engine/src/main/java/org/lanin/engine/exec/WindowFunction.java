package org.lanin.engine.exec;

/**
 * One window function call: computes its value for every row of a partition and stores it in
 * column {@code slot} of each row. Instances are built once per plan and hold no per-partition
 * state between calls.
 */
@FunctionalInterface
public interface WindowFunction {
    void evaluate(WindowPartition p, int slot, ExecContext ctx);
}

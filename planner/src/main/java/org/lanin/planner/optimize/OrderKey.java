package org.lanin.planner.optimize;

/**
 * One key of the ORDER BY a query block wants from its FROM clause: a column (scope position)
 * ascending or descending, NULLs first or last. Only plain columns are keys an index can give.
 */
public record OrderKey(int position, boolean descending, boolean nullsFirst) {
}

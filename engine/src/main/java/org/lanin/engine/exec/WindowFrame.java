package org.lanin.engine.exec;

/**
 * A window frame clause: {@code ROWS} or {@code RANGE}, and its start and end bounds. An
 * offset ({@code n PRECEDING/FOLLOWING}) is a row-independent expression, evaluated once per
 * partition; RANGE frames take only UNBOUNDED and CURRENT ROW bounds (the planner rejects
 * offsets there). Without ORDER BY every row of a partition is a peer of every other, so the
 * default frame (RANGE UNBOUNDED PRECEDING to CURRENT ROW) covers the whole partition.
 */
public record WindowFrame(boolean rows, Bound start, RowExpr startOffset, Bound end, RowExpr endOffset) {

    /** Where a frame starts or ends. */
    public enum Bound { UNBOUNDED_PRECEDING, PRECEDING, CURRENT_ROW, FOLLOWING, UNBOUNDED_FOLLOWING }

    /** RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW: SQL's default. */
    public static final WindowFrame DEFAULT =
            new WindowFrame(false, Bound.UNBOUNDED_PRECEDING, null, Bound.CURRENT_ROW, null);

    /** True when every row's frame starts at the partition's first row (running aggregates). */
    public boolean startsAtPartitionStart() {
        return start == Bound.UNBOUNDED_PRECEDING;
    }
}

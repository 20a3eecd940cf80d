package org.lanin.engine.exec;

/**
 * A window frame clause: its mode ({@code ROWS}, {@code RANGE} or {@code GROUPS}), start and end
 * bounds, and exclusion. An offset ({@code n PRECEDING/FOLLOWING}) is a row-independent
 * expression, evaluated once per partition: a count of rows (ROWS) or of peer groups (GROUPS), a
 * bigint; under RANGE a distance in the ORDER BY column's values, judged by {@link #range} (the
 * column, its direction and PostgreSQL's in_range test for its type). Without ORDER BY every row of
 * a partition is a peer of every other, so the default frame (RANGE UNBOUNDED PRECEDING to
 * CURRENT ROW) covers the whole partition. Each row's bounds are computed by {@link FrameBounds}.
 */
public record WindowFrame(Mode mode, Bound start, RowExpr startOffset, Bound end, RowExpr endOffset,
                          Exclusion exclusion, RangeKey range) {

    /** What the bounds count: rows, values of the ORDER BY column, or peer groups. */
    public enum Mode { ROWS, RANGE, GROUPS }

    /** Where a frame starts or ends. */
    public enum Bound { UNBOUNDED_PRECEDING, PRECEDING, CURRENT_ROW, FOLLOWING, UNBOUNDED_FOLLOWING }

    /** The EXCLUDE clause: rows taken out of each row's frame after its bounds are found. */
    public enum Exclusion { NO_OTHERS, CURRENT_ROW, GROUP, TIES }

    /**
     * The ORDER BY column a RANGE offset is measured on: its value over the row, its direction,
     * where its NULLs sort, and {@link InRange} for its type.
     */
    public record RangeKey(RowExpr key, boolean ascending, boolean nullsFirst, InRange inRange) {
    }

    /**
     * PostgreSQL's in_range support function: is {@code value} on the right side of
     * {@code base ± offset} ({@code sub}: minus; {@code less}: "at most", else "at least")?
     */
    @FunctionalInterface
    public interface InRange {
        boolean test(Object value, Object base, Object offset, boolean sub, boolean less);
    }

    /** RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW: SQL's default. */
    public static final WindowFrame DEFAULT =
            new WindowFrame(Mode.RANGE, Bound.UNBOUNDED_PRECEDING, null, Bound.CURRENT_ROW, null, Exclusion.NO_OTHERS, null);

    public boolean rows() {
        return mode == Mode.ROWS;
    }

    /** True when every row's frame starts at the partition's first row (running aggregates). */
    public boolean startsAtPartitionStart() {
        return start == Bound.UNBOUNDED_PRECEDING;
    }

    /** True when the frame excludes rows (an EXCLUDE clause other than NO OTHERS). */
    public boolean excludes() {
        return exclusion != Exclusion.NO_OTHERS;
    }
}

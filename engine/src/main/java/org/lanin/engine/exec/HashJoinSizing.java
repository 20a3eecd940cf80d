package org.lanin.engine.exec;

/**
 * How many batches a hash join starts with and how many rows each batch's table is sized for
 * (PostgreSQL's ExecChooseHashTableSize, without the skew table): when the planner's estimate of
 * the inner side's memory exceeds {@code work_mem}, the next power of two of the ratio. Used by
 * the operator at run time and by the cost model, so both agree on when a join spills.
 *
 * <p>The estimate is of Java heap bytes, as the operator counts them: the planner's row width
 * counts 8 bytes a number and 32 a text value, while a row in memory is an array of references to
 * boxed values (about twice that) plus the table's entry. Rows of a base table's scan share their
 * value objects with the stored tuples: the table adds only entries and arrays for those.
 *
 * @param batches     a power of two, 1 when the inner side is expected to fit
 * @param rowsPerBatch the rows a batch's table is pre-sized for
 */
public record HashJoinSizing(int batches, long rowsPerBatch) {
    /** Upper bound on batches (PostgreSQL bounds nbatch by memory for the batch file array). */
    static final int MAX_BATCHES = 1 << 20;
    /** Per row beyond its values: the array header, the table's entry arrays, the object overhead. */
    static final int ROW_OVERHEAD_BYTES = 16 + JoinHashTable.ENTRY_BYTES + 16;

    /**
     * @param innerRows     estimated inner rows
     * @param innerWidth    the planner's estimated row width in bytes
     * @param innerColumns  columns of an inner row
     * @param workMemBytes  work_mem
     */
    public static HashJoinSizing choose(double innerRows, int innerWidth, int innerColumns, long workMemBytes) {
        return choose(innerRows, innerWidth, innerColumns, workMemBytes, false);
    }

    /**
     * @param storedValues the inner rows' values and keys are the objects of stored tuples (a base
     *                     table's scan joined on its columns), so the table adds only its entries
     *                     and row arrays ({@link #tableRowBytes})
     */
    public static HashJoinSizing choose(double innerRows, int innerWidth, int innerColumns, long workMemBytes,
                                        boolean storedValues) {
        double rows = Math.max(1, innerRows);
        double bytes = rows * (storedValues ? tableRowBytes(innerColumns) : rowBytes(innerWidth, innerColumns));
        long mem = Math.max(1, workMemBytes);
        int batches = 1;
        if (bytes > mem) {
            double ratio = Math.ceil(bytes / mem);
            batches = ratio >= MAX_BATCHES ? MAX_BATCHES : Integer.highestOneBit((int) ratio - 1) << 1;
            batches = Math.max(2, batches);
        }
        return new HashJoinSizing(batches, (long) Math.min(1 << 24, Math.max(16, Math.ceil(rows / batches))));
    }

    /** Estimated heap bytes of one inner row in the table. */
    static double rowBytes(int width, int columns) {
        return ROW_OVERHEAD_BYTES + 8.0 * columns + 2.0 * Math.max(0, width);
    }

    /** Bytes a row of {@code row.length} values takes in the table, as the operator counts it. */
    static long rowBytes(Object[] row) {
        long size = ROW_OVERHEAD_BYTES + 8L * row.length;
        for (Object v : row) {
            size += SpillCodec.estimateBytes(v);
        }
        return size;
    }

    /**
     * What the table adds for a row whose values are stored tuples' objects: its entry and the
     * array of references the table keeps (the values themselves are already in memory, and the
     * query's snapshot keeps their tuples from being pruned while the join runs).
     */
    static long tableRowBytes(int columns) {
        return JoinHashTable.ENTRY_BYTES + ObjectSizes.array(columns);
    }
}

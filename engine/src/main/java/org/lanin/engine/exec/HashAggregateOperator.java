package org.lanin.engine.exec;

import java.util.function.Supplier;

/**
 * GROUP BY by hashing. Output rows are the group key values followed by the aggregate results.
 * With no grouping keys, exactly one row comes out even for empty input (SQL's rule).
 * A call with its own ORDER BY collects its inputs per group ({@link OrderedAggregateInput}).
 * Aggregates that offer {@link Aggregate#primitiveStates} (and are not DISTINCT) keep a
 * primitive {@link AggState} per group; the group lookup probes with one reused key array.
 * So an input row allocates nothing beyond what its key and boxed-path arguments do.
 *
 * <p>Groups are counted against work_mem x hash_mem_multiplier as they start; past it, a row of a
 * group not in memory is spilled ({@link HashAggSpill}) and aggregated after the groups in memory
 * are finished, so memory stays bounded however many groups there are.
 *
 * <p>Carried keys ({@link #carrying}) are output after the group keys without being hashed or
 * compared: each group takes them from its first row.
 */
public final class HashAggregateOperator implements Operator {
    private final Operator input;
    private final RowExpr[] groupKeys;
    private final AggregateSpec[] aggregates;
    private final Supplier<AggState>[] primitive;
    private RowExpr[] carried = new RowExpr[0];
    private GroupTable<AggGroup> groups;
    private int next;

    public HashAggregateOperator(Operator input, RowExpr[] groupKeys, AggregateSpec[] aggregates) {
        this.input = input;
        this.groupKeys = groupKeys;
        this.aggregates = aggregates;
        this.primitive = AggGroup.primitiveStates(aggregates);
    }

    /**
     * Keys that do not decide the group but are output after the group keys, evaluated over each
     * group's first row: columns functionally dependent on the group keys (PostgreSQL's
     * remove_useless_groupby_columns keeps them in the Agg's target list, not in its grouping).
     */
    public HashAggregateOperator carrying(RowExpr[] carriedKeys) {
        this.carried = carriedKeys.clone();
        return this;
    }

    /**
     * What DISTINCT compares: the value, or all of a multi-argument call's values (string_agg gets
     * {@code (value, separator)} pairs, which must compare by content, not identity).
     */
    static RowKey distinctKey(Object v) {
        return new RowKey(v instanceof Object[] arr ? arr : new Object[] {v});
    }

    /** Counter names for EXPLAIN ANALYZE (PostgreSQL's "Batches: N  Memory Usage: NkB  Disk Usage: NkB"). */
    public static final String BATCHES = "HashAgg Batches";
    public static final String PEAK_MEMORY_BYTES = "Peak Memory Usage";
    public static final String DISK_BYTES = "Disk Usage";
    /** Estimated heap bytes of one aggregate's state beyond its group (a boxed value or a primitive state). */
    private static final int STATE_BYTES = 48;

    private ExecContext ctx;
    private long memLimit;
    private long usedBytes;
    private long peakBytes;
    private HashAggSpill spill;
    private java.nio.file.Path tempDir;
    private Instrumentation.NodeCounters counters;

    /** Where spill files go (tests); null: the system's temporary directory. */
    HashAggregateOperator tempDir(java.nio.file.Path dir) {
        this.tempDir = dir;
        return this;
    }

    /** Memory limit in bytes instead of the session's work_mem x hash_mem_multiplier (tests). */
    private long memLimitOverride;

    HashAggregateOperator memLimit(long bytes) {
        this.memLimitOverride = bytes;
        return this;
    }

    /** The input columns the keys and aggregates read (null: every column). */
    private int[] readColumns;

    /**
     * Only these input columns are written when a row is spilled (the rest of a scan's row is not
     * read above it): the others go to the file as NULLs, in their places.
     */
    public HashAggregateOperator readColumns(int[] columns) {
        this.readColumns = columns;
        return this;
    }

    private Object[] spilled(Object[] row) {
        if (readColumns == null || readColumns.length == row.length) {
            return row;
        }
        Object[] out = new Object[row.length];
        for (int c : readColumns) {
            if (c < row.length) {
                out[c] = row[c];
            }
        }
        return out;
    }

    /** Reports batches, peak memory and disk use to EXPLAIN ANALYZE's counters of this node. */
    public HashAggregateOperator reportTo(Instrumentation.NodeCounters counters) {
        this.counters = counters;
        return this;
    }

    @Override
    public void open(ExecContext ctx) {
        this.ctx = ctx;
        spill = null;
        groups = new GroupTable<>();
        next = 0;
        usedBytes = 0;
        lastGroup = null;
        memLimit = memLimitOverride > 0 ? memLimitOverride
                : ctx == null ? EngineSettings.hashMemBytes(EngineSettings.DEFAULT_WORK_MEM_BYTES) : ctx.settings().hashMemBytes();
        input.open(ctx);
        if (groupKeys.length == 0) {
            AggGroup only = new AggGroup(aggregates, primitive);
            Object[] row;
            while ((row = input.next()) != null) {
                ctx.checkInterrupts();
                only.add(row, ctx);
            }
            input.close();
            groups.put(new Object[0], only);
            return;
        }
        Object[] row;
        Object[] probe = new Object[groupKeys.length];
        while ((row = input.next()) != null) {
            add(row, probe, 0);
        }
        input.close();
        endPass();
    }

    /** Advances the row's group, starting it if memory allows; else the row waits in a spill file. */
    private void add(Object[] row, Object[] probe, int depth) {
        if (ctx != null) {
            ctx.checkInterrupts();
        }
        boolean again = lastGroup != null;
        for (int i = 0; i < probe.length; i++) {
            probe[i] = groupKeys[i].eval(row, ctx);
            again = again && probe[i] == lastGroup.key[i];
        }
        if (again) {
            // the same value objects as the previous row's group (rows of one joined tuple): no hash, no probe
            lastGroup.add(row, ctx);
            return;
        }
        AggGroup g = groups.get(probe);
        if (g == null) {
            if (usedBytes > memLimit && HashAggSpill.canSplit(depth)) {
                if (spill == null) {
                    spill = new HashAggSpill(tempDir, memLimit);
                }
                spill.write(depth, RowKey.hash(probe), spilled(row));
                return;
            }
            g = new AggGroup(aggregates, primitive);
            Object[] key = probe.clone();
            g.key = key;
            g.carry(carried, row, ctx);
            groups.put(key, g);
            usedBytes += HashJoinSizing.rowBytes(key) + HashJoinSizing.rowBytes(g.carried)
                    + (long) STATE_BYTES * aggregates.length;
            peakBytes = Math.max(peakBytes, usedBytes);
        }
        lastGroup = g;
        g.add(row, ctx);
    }

    /**
     * The group of the previous row: consecutive rows of one group (the rows a join made from one
     * tuple, an index in key order) mostly carry the very same value objects, so comparing
     * references finds the group without hashing. The same object is the same value, so a hit is
     * always right, and a miss only costs the ordinary lookup.
     */
    private AggGroup lastGroup;

    private void endPass() {
        if (spill != null) {
            spill.endPass();
        }
        report();
    }

    /** Aggregates the next spilled file into a fresh table; false when none is left. */
    private boolean nextPartition() {
        HashAggSpill.Pending p = spill == null ? null : spill.next();
        if (p == null) {
            return false;
        }
        groups = new GroupTable<>();
        next = 0;
        usedBytes = 0;
        lastGroup = null;
        Object[] probe = new Object[groupKeys.length];
        try (HashBatchFile.Reader r = p.file().read()) {
            while (r.next()) {
                add(r.row, probe, p.depth());
            }
        }
        p.file().delete();
        endPass();
        return true;
    }

    private void report() {
        if (counters == null) {
            return;
        }
        counters.maxDetail(BATCHES, 1 + (spill == null ? 0 : spill.partitionsWritten()));
        counters.maxDetail(PEAK_MEMORY_BYTES, peakBytes);
        counters.maxDetail(DISK_BYTES, spill == null ? 0 : spill.spilledBytes());
    }

    /** Bytes of the rows written to spill files so far (as the rows' heap size estimates them). */
    long spilledBytes() {
        return spill == null ? 0 : spill.spilledBytes();
    }

    /** Rows written to spill files so far (0: every group fitted in memory). */
    long spilledRows() {
        return spill == null ? 0 : spill.spilledRows();
    }

    /** Every spill file created (deleted or not): for tests. */
    java.util.List<java.nio.file.Path> temporaryFiles() {
        return spill == null ? java.util.List.of() : spill.created();
    }

    @Override
    public Object[] next() {
        while (next >= groups.size()) {
            if (!nextPartition()) {
                return null;
            }
        }
        AggGroup g = groups.group(next);
        g.key = groups.key(next++);
        return g.result();
    }

    @Override
    public void close() {
        groups = null;
        if (spill != null) {
            spill.deleteAll(); // kept for its counters until the next open
        }
    }

    @Override
    public int width() {
        return groupKeys.length + carried.length + aggregates.length;
    }
}

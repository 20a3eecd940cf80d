package org.lanin.engine.exec;

import java.nio.file.Path;
import java.util.List;

/**
 * An equi-join by hashing the inner input on its join keys and probing with each outer row
 * (PostgreSQL's Hash Join, nodeHash.c and nodeHashjoin.c: a hybrid hash join). Outer keys are
 * compiled over the outer row, inner keys over the inner row, the residual condition over the
 * joined row (outer columns, then inner ones). Rows with a NULL key never match (SQL equality).
 *
 * <p>Memory: the table may use work_mem x hash_mem_multiplier (PostgreSQL 15's hash_mem, called
 * work_mem below); it is pre-sized from the planner's estimate of the inner rows; when the
 * estimate exceeds that the join starts with several batches ({@link HashJoinSizing}).
 * Batch 0 is built in memory while the inner rows of the other batches go to temporary files;
 * outer rows of batch 0 probe at once, the others wait in files; then each later batch is loaded
 * and probed by its outer file in turn. Whenever the table outgrows {@code work_mem} the batches
 * double and the rows of the in-memory batch that now belong to a later one are written out
 * (ExecHashIncreaseNumBatches); a split that moves no row or every row (one key fills the batch)
 * turns splitting off, and the batch stays in memory beyond {@code work_mem} rather than looping.
 * Temporary files are deleted as each batch ends and on every path out ({@link #close}, errors,
 * cancellation).
 *
 * <p>Kinds: INNER, LEFT and FULL (unmatched outer rows NULL-extended), RIGHT and FULL (unmatched
 * inner rows returned at the end of each batch), SEMI and ANTI (outer rows with / without a
 * match, once). An outer row with a NULL key is answered at once, never written to a batch.
 */
public final class HashJoinOperator implements Operator {
    /** Detail names for EXPLAIN ANALYZE (PostgreSQL's JSON names, shown under the Hash node). */
    public static final String BUCKETS = "Hash Buckets";
    public static final String ORIGINAL_BUCKETS = "Original Hash Buckets";
    public static final String BATCHES = "Hash Batches";
    public static final String ORIGINAL_BATCHES = "Original Hash Batches";
    public static final String PEAK_MEMORY_BYTES = "Peak Memory Bytes";

    private final Operator outer;
    private final Operator inner;
    private final RowExpr[] outerKeys;
    private final RowExpr[] innerKeys;
    private int[] keep;
    /** The inner input's values and keys are stored tuples' objects (see {@link #storedValues}). */
    private boolean storedValues;
    /** The current table's rows came straight from the inner input (not read back from a batch file). */
    private boolean tableFromInput;
    private final RowExpr residual;
    private final JoinType type;
    private final double expectedInnerRows;
    private final int expectedInnerWidth;
    private final long workMemBytes;
    private Path tempDir;
    private Instrumentation.NodeCounters hashCounters;
    private ExecContext ctx;
    private long memLimit;
    private JoinHashTable table;
    private HashJoinBatches batches;
    private HashBatchFile.Reader outerFile;
    private long memBytes;
    private long peakBytes;
    private int originalBuckets;
    private int maxBuckets;
    private int nullKeys;
    private Object[] outerRow;
    private Object probeKey;
    private int probeHash;
    private int candidate;
    private boolean outerMatched;
    private int unmatchedPos = -1;
    private boolean finished;

    public HashJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                            RowExpr residual, JoinType type) {
        this(outer, inner, outerKeys, innerKeys, residual, type, 1024);
    }

    public HashJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                            RowExpr residual, JoinType type, long expectedInnerRows) {
        this(outer, inner, outerKeys, innerKeys, residual, type, expectedInnerRows, 32, 0);
    }

    /**
     * @param expectedInnerRows   the planner's estimate of the inner rows
     * @param expectedInnerWidth  the planner's estimate of an inner row's width in bytes
     * @param workMemBytes        memory for the table before it spills in batches; 0: the
     *                            session's {@code work_mem} x hash_mem_multiplier from the context
     */
    public HashJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                            RowExpr residual, JoinType type, double expectedInnerRows, int expectedInnerWidth,
                            long workMemBytes) {
        this.outer = outer;
        this.inner = inner;
        this.outerKeys = outerKeys;
        this.innerKeys = innerKeys;
        this.residual = residual;
        this.type = type == JoinType.CROSS ? JoinType.INNER : type;
        this.expectedInnerRows = expectedInnerRows;
        this.expectedInnerWidth = expectedInnerWidth;
        this.workMemBytes = workMemBytes;
    }

    /** Temporary files go to {@code dir} (null: java.io.tmpdir); for tests. */
    HashJoinOperator tempDir(Path dir) {
        this.tempDir = dir;
        return this;
    }

    /**
     * Keeps only the inner rows' values at {@code positions} (ascending) in the table and its batch
     * files, the rest being columns nothing above the join reads: a table of narrow rows holds
     * more of them in work_mem, as PostgreSQL's Hash node holds only its target list. Joined rows
     * have the inner row's full width, NULL at the positions not kept.
     */
    public HashJoinOperator keepInner(int[] positions) {
        this.keep = positions.clone();
        return this;
    }

    /**
     * The inner input returns rows of stored tuples and the inner keys are their columns: the
     * table's first batch counts only its entries and row arrays against work_mem, the values
     * being objects already in memory. Rows read back from batch files are new objects and count
     * in full.
     */
    public HashJoinOperator storedValues(boolean stored) {
        this.storedValues = stored;
        return this;
    }

    /** EXPLAIN ANALYZE: the Hash node's counters, which get this join's buckets, batches and peak memory. */
    public HashJoinOperator reportTo(Instrumentation.NodeCounters counters) {
        this.hashCounters = counters;
        return this;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        memLimit = workMemBytes > 0 ? workMemBytes
                : context == null ? EngineSettings.hashMemBytes(EngineSettings.DEFAULT_WORK_MEM_BYTES)
                : context.settings().hashMemBytes();
        HashJoinSizing size = HashJoinSizing.choose(expectedInnerRows, expectedInnerWidth,
                keep == null ? inner.width() : keep.length, memLimit, storedValues);
        tableFromInput = true;
        batches = new HashJoinBatches(size.batches(), tempDir, innerKeys.length, memLimit);
        newTable(size.rowsPerBatch());
        originalBuckets = table.buckets();
        peakBytes = 0;
        nullKeys = 0;
        try {
            inner.open(context);
            try {
                Object[] r;
                while ((r = inner.next()) != null) {
                    checkInterrupts();
                    Object key = key(innerKeys, r);
                    if (key != null) {
                        insertInner(key, JoinHashTable.hash(key), stored(r));
                    } else if (type.keepsInner()) {
                        insertInner(null, nullKeyHash(), stored(r)); // never matches, still returned unmatched
                    }
                }
            } finally {
                inner.close();
            }
            batches.outerScanStarts();
            outer.open(context);
        } catch (RuntimeException | Error e) {
            release();
            throw e;
        }
        outerRow = null;
        outerFile = null;
        unmatchedPos = -1;
        finished = false;
    }

    /** What the table keeps of an inner row (its keys are computed before). */
    private Object[] stored(Object[] row) {
        if (keep == null) {
            return row;
        }
        Object[] out = new Object[keep.length];
        for (int i = 0; i < keep.length; i++) {
            out[i] = row[keep[i]];
        }
        return out;
    }

    /** {@code outerPart} followed by a stored inner row at its full width. */
    private Object[] joinRow(Object[] outerPart, Object[] in) {
        if (keep == null) {
            return Rows.concat(outerPart, in);
        }
        Object[] out = new Object[outerPart.length + inner.width()];
        System.arraycopy(outerPart, 0, out, 0, outerPart.length);
        for (int i = 0; i < keep.length; i++) {
            out[outerPart.length + keep[i]] = in[i];
        }
        return out;
    }

    /** A spread of hashes for NULL-key inner rows, so that they split across batches like any others. */
    private int nullKeyHash() {
        return ++nullKeys * 0x9E3779B9;
    }

    private void checkInterrupts() {
        if (ctx != null) {
            ctx.checkInterrupts();
        }
    }

    /**
     * A table for about {@code expectedRows}, its bucket array kept to an eighth of work_mem or less
     * (it grows with the rows): pre-sized past that, the array alone would trigger splits no row
     * needs.
     */
    private void newTable(long expectedRows) {
        table = new JoinHashTable(Math.min(expectedRows, Math.max(16, memLimit / 64)));
        memBytes = 0;
    }

    /** A key nothing equals: an inner row with a NULL key kept for RIGHT/FULL output. */
    private static final class NullKey {
    }

    /** The key of {@code row}: one value, or an Object[] of several; null when any part is NULL. */
    private Object key(RowExpr[] exprs, Object[] row) {
        if (exprs.length == 1) {
            return exprs[0].eval(row, ctx);
        }
        Object[] key = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            key[i] = exprs[i].eval(row, ctx);
            if (key[i] == null) {
                return null;
            }
        }
        return key;
    }

    /** Adds an inner row to the table if it is in the current batch, else to its batch's file. */
    private void insertInner(Object key, int hash, Object[] row) {
        int b = batches.batchOf(hash);
        if (b != batches.current()) {
            batches.saveInner(b, hash, key, row);
            return;
        }
        table.insert(key == null ? new NullKey() : key, hash, row);
        memBytes += entryBytes(key, row);
        if (tableBytes() > memLimit && batches.canGrow() && table.size() > 1) {
            increaseBatches();
        }
        peakBytes = Math.max(peakBytes, tableBytes());
    }

    /** The table's rows and its bucket array, as counted against work_mem (PostgreSQL's spaceUsed). */
    private long tableBytes() {
        return memBytes + (long) table.buckets() * JoinHashTable.BUCKET_BYTES;
    }

    private long entryBytes(Object key, Object[] row) {
        if (storedValues && tableFromInput) {
            long b = HashJoinSizing.tableRowBytes(row.length);
            return key instanceof Object[] k ? b + ObjectSizes.array(k.length) : b;
        }
        long b = HashJoinSizing.rowBytes(row);
        return key instanceof Object[] k ? b + 16 + 8L * k.length : b;
    }

    /**
     * PostgreSQL's ExecHashIncreaseNumBatches: twice the batches; the table is rebuilt with the
     * rows that stay, the others go to their (later) batch's file.
     */
    private void increaseBatches() {
        batches.doubleBatches();
        JoinHashTable old = table;
        newTable(old.size());
        int moved = 0;
        for (int e = 0; e < old.size(); e++) {
            checkInterrupts();
            int h = old.hashOf(e);
            int b = batches.batchOf(h);
            Object k = old.key(e) instanceof NullKey ? null : old.key(e);
            if (b == batches.current()) {
                table.insert(old.key(e), h, old.row(e));
                memBytes += entryBytes(k, old.row(e));
            } else {
                batches.saveInner(b, h, k, old.row(e));
                moved++;
            }
        }
        if (moved == 0 || moved == old.size()) {
            batches.disableGrowth();
        }
    }

    @Override
    public Object[] next() {
        try {
            return advance();
        } catch (RuntimeException | Error e) {
            release();
            throw e;
        }
    }

    private Object[] advance() {
        while (!finished) {
            if (unmatchedPos >= 0) {
                Object[] r = nextUnmatchedInner();
                if (r != null) {
                    return r;
                }
                unmatchedPos = -1;
                if (!nextBatch()) {
                    return null;
                }
                continue;
            }
            if (outerRow == null) {
                if (!nextOuter()) {
                    if (type.keepsInner()) {
                        unmatchedPos = 0;
                    } else if (!nextBatch()) {
                        return null;
                    }
                    continue;
                }
                outerMatched = false;
            }
            Object[] joined = probe();
            if (joined != null) {
                return joined;
            }
            Object[] done = outerRow;
            outerRow = null;
            if (type == JoinType.SEMI ? outerMatched : type == JoinType.ANTI ? !outerMatched
                    : !outerMatched && type.keepsOuter()) {
                return type.outerOnly() ? done : Rows.concat(done, new Object[inner.width()]);
            }
        }
        return null;
    }

    /** The next joined row of the current outer row, or null when its matches are exhausted. */
    private Object[] probe() {
        while (candidate >= 0) {
            int e = candidate;
            candidate = table.nextMatch(e, probeKey, probeHash);
            Object[] in = table.row(e);
            Object[] joined = type.outerOnly() && residual == null ? null : joinRow(outerRow, in);
            if (residual != null && !Rows.isTrue(residual.eval(joined, ctx))) {
                continue;
            }
            outerMatched = true;
            if (type.keepsInner()) {
                table.markMatched(e);
            }
            if (type.outerOnly()) {
                candidate = -1; // one match decides
                return null;
            }
            return joined;
        }
        return null;
    }

    /**
     * Sets the next outer row of the current batch and its first candidate: from the outer input
     * in batch 0 (rows of later batches are written to their files), from the batch's file later
     * (rows that a doubling since moved on are written again). False when the batch has no more.
     */
    private boolean nextOuter() {
        while (true) {
            if (outerFile == null) {
                Object[] r = outer.next();
                if (r == null) {
                    return false;
                }
                checkInterrupts();
                Object key = key(outerKeys, r);
                if (key == null) {
                    outerRow = r;
                    candidate = -1;
                    return true;
                }
                if (setProbe(r, key, JoinHashTable.hash(key))) {
                    return true;
                }
            } else {
                if (!outerFile.next()) {
                    return false;
                }
                checkInterrupts();
                if (setProbe(outerFile.row, outerFile.key, outerFile.hash)) {
                    return true;
                }
            }
        }
    }

    private boolean setProbe(Object[] row, Object key, int hash) {
        int b = batches.batchOf(hash);
        if (b != batches.current()) {
            batches.saveOuter(b, hash, key, row);
            return false;
        }
        outerRow = row;
        probeKey = key;
        probeHash = hash;
        candidate = table.first(key, hash);
        return true;
    }

    /** Ends the current batch and loads the next one's inner rows; false when none is left. */
    private boolean nextBatch() {
        closeOuterFile();
        recordCounters();
        if (batches.batches() == 1 || batches.advance(type.keepsInner(), type.keepsOuter() || type == JoinType.ANTI) < 0) {
            table = null;
            finished = true;
            return false;
        }
        newTable(Math.max(16, batches.waiting(true, batches.current())));
        tableFromInput = false;
        try (HashBatchFile.Reader in = batches.read(true)) {
            while (in.next()) {
                checkInterrupts();
                insertInner(in.key, in.hash, in.row);
            }
        }
        outerFile = batches.read(false);
        return true;
    }

    private Object[] nextUnmatchedInner() {
        while (unmatchedPos < table.size()) {
            int e = unmatchedPos++;
            if (!table.isMatched(e)) {
                return joinRow(new Object[outer.width()], table.row(e));
            }
        }
        return null;
    }

    private void closeOuterFile() {
        if (outerFile != null) {
            outerFile.close();
            outerFile = null;
        }
    }

    private void recordCounters() {
        if (table != null) {
            maxBuckets = Math.max(maxBuckets, table.buckets());
        }
        if (hashCounters != null && batches != null) {
            hashCounters.maxDetail(BUCKETS, maxBuckets);
            hashCounters.maxDetail(ORIGINAL_BUCKETS, originalBuckets);
            hashCounters.maxDetail(BATCHES, batches.batches());
            hashCounters.maxDetail(ORIGINAL_BATCHES, batches.originalBatches());
            hashCounters.maxDetail(PEAK_MEMORY_BYTES, peakBytes);
        }
    }

    /** Batches at the end (or now): for tests and EXPLAIN ANALYZE. */
    int batchCount() {
        return batches == null ? 0 : batches.batches();
    }

    /** The most memory the table took, as the join counts it against work_mem. */
    long peakMemoryBytes() {
        return peakBytes;
    }

    /** Every temporary file this join created (deleted or not): for tests. */
    List<Path> temporaryFiles() {
        return batches == null ? List.of() : batches.temporaryFiles();
    }

    private void release() {
        closeOuterFile();
        if (batches != null) {
            batches.deleteAll();
        }
        table = null;
    }

    @Override
    public void close() {
        outer.close();
        recordCounters();
        release();
    }

    @Override
    public int width() {
        return type.outerOnly() ? outer.width() : outer.width() + inner.width();
    }
}

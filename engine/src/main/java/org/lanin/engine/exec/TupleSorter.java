package org.lanin.engine.exec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * PostgreSQL's tuplesort, simplified: tuples are collected in memory with their first key
 * abbreviated; while their estimated size stays within {@code workMemBytes} they are sorted in
 * memory, otherwise each full batch is sorted and written as a run to a temporary file, and the
 * runs are merged k-way ({@link SortMerge}; the runs keep each tuple's abbreviation, so the merge
 * compares those first too; at most {@link #MAX_FAN_IN} runs at once, more are merged in passes,
 * and the merge is stable like the in-memory sort). Temporary files are deleted by {@link #close},
 * which callers must reach on every path (errors and cancellation included), and as soon as the
 * output is exhausted. One thread.
 */
public final class TupleSorter implements AutoCloseable {
    static final int MAX_FAN_IN = 64;
    /** Per run being merged; between them, about work_mem split over the runs. */
    private static final int MIN_READ_BUFFER_BYTES = 16 << 10;
    private static final int MAX_READ_BUFFER_BYTES = 256 << 10;
    /** Per tuple: the SortTuple, two array headers and the buffer slot. */
    private static final long TUPLE_OVERHEAD_BYTES = 32 + 16 + 16 + 8;

    private final SortTupleComparator cmp;
    private final long workMemBytes;
    private final ExecContext ctx;
    private final Path tempDir;
    private SortTuple[] buf = new SortTuple[256];
    private int count;
    private long memBytes;
    private final List<SortRunFile> runs = new ArrayList<>();
    private final List<Path> files = new ArrayList<>();
    private final List<SortRunFile.Reader> readers = new ArrayList<>();
    private SortMerge merge;
    private int pos;
    private boolean finished;
    private boolean counted;
    private long spilledBytes;
    private long abbreviatedBeforeMerge;
    private long fullBeforeMerge;

    /**
     * @param keys          the sort keys, in order
     * @param abbreviate    compare the first key's abbreviations first (the abbreviated_keys setting)
     * @param workMemBytes  memory for tuples before runs spill to temporary files
     * @param ctx           for cancellation checks; may be null
     */
    public TupleSorter(SortKey[] keys, boolean abbreviate, long workMemBytes, ExecContext ctx) {
        this(keys, abbreviate, workMemBytes, ctx, null);
    }

    /** As above, with temporary files in {@code tempDir} (null: java.io.tmpdir). */
    public TupleSorter(SortKey[] keys, boolean abbreviate, long workMemBytes, ExecContext ctx, Path tempDir) {
        this.cmp = new SortTupleComparator(keys, abbreviate);
        this.workMemBytes = Math.max(1, workMemBytes);
        this.ctx = ctx;
        this.tempDir = tempDir;
    }

    /** Adds a row with its sort key values; may spill a run. */
    public void add(Object[] row, Object[] keys) {
        if (count == buf.length) {
            buf = Arrays.copyOf(buf, Math.max(256, count * 2));
        }
        buf[count++] = new SortTuple(row, keys, cmp.abbreviate(keys));
        long size = TUPLE_OVERHEAD_BYTES + 8L * (row.length + keys.length);
        for (Object v : row) {
            size += SpillCodec.estimateBytes(v);
        }
        memBytes += size;
        if (memBytes > workMemBytes && count > 1) {
            spill();
        }
    }

    private void spill() {
        Arrays.sort(buf, 0, count, cmp);
        runs.add(remember(SortRunFile.write(tempDir, iterate(buf, count), cmp.abbreviated(), ctx)));
        Arrays.fill(buf, 0, count, null);
        count = 0;
        memBytes = 0;
    }

    private SortRunFile remember(SortRunFile run) {
        files.add(run.path);
        spilledBytes += run.bytes;
        return run;
    }

    /**
     * Ends input: sorts in memory, or merges runs until at most {@link #MAX_FAN_IN} are left (each
     * pass merges consecutive runs and puts the result in their place, so the run list stays in
     * input order and the merge stays stable) and opens the final merge.
     */
    public void finish() {
        finished = true;
        Arrays.sort(buf, 0, count, cmp);
        if (runs.isEmpty()) {
            return;
        }
        abbreviatedBeforeMerge = cmp.abbreviatedDecisions;
        fullBeforeMerge = cmp.fullComparisons;
        int at = 0;
        while (runs.size() > MAX_FAN_IN) {
            int group = Math.min(MAX_FAN_IN, Math.min(runs.size() - MAX_FAN_IN + 1, runs.size() - at));
            if (group < 2) {
                at = 0;
                continue;
            }
            mergeRuns(at, group);
            at++;
        }
        merge = openMerge(runs, true);
    }

    private void mergeRuns(int at, int group) {
        List<SortRunFile> inputs = runs.subList(at, at + group);
        SortMerge pass = openMerge(inputs, false);
        SortRunFile merged = remember(SortRunFile.write(tempDir, drain(pass), cmp.abbreviated(), ctx));
        closeReaders();
        inputs.forEach(SortRunFile::delete);
        inputs.clear();
        runs.add(at, merged);
    }

    private SortMerge openMerge(List<SortRunFile> group, boolean withMemory) {
        int bufferBytes = (int) Math.max(MIN_READ_BUFFER_BYTES,
                Math.min(MAX_READ_BUFFER_BYTES, workMemBytes / (group.size() + 1)));
        List<SortMerge.Source> sources = new ArrayList<>(group.size() + 1);
        for (SortRunFile run : group) {
            SortRunFile.Reader r = run.open(bufferBytes);
            readers.add(r);
            sources.add(r::next);
        }
        if (withMemory && count > 0) {
            sources.add(new SortMerge.Source() {
                private int next;

                @Override
                public SortTuple next() {
                    return next < count ? buf[next++] : null;
                }
            });
        }
        return new SortMerge(cmp, sources);
    }

    /** The merge's tuples; each is written before the next is asked for, as SortMerge requires. */
    private static Iterator<SortTuple> drain(SortMerge m) {
        return new Iterator<>() {
            private SortTuple pending;
            private boolean peeked;

            @Override
            public boolean hasNext() {
                if (!peeked) {
                    pending = m.next();
                    peeked = true;
                }
                return pending != null;
            }

            @Override
            public SortTuple next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                peeked = false;
                return pending;
            }
        };
    }

    /** The next row in order, or null when all were returned. */
    public Object[] next() {
        if (!finished) {
            finish();
        }
        if (merge == null) {
            return pos < count ? buf[pos++].row : null;
        }
        if (ctx != null) {
            ctx.checkInterrupts();
        }
        SortTuple t = merge.next();
        if (t == null) {
            close();
            return null;
        }
        return t.row;
    }

    /** Runs written to temporary files so far (merge passes included). */
    public int spilledRuns() {
        return files.size();
    }

    /** Every temporary file this sort created (deleted or not): for tests. */
    public List<Path> temporaryFiles() {
        return List.copyOf(files);
    }

    /** Bytes written to temporary files. */
    public long spilledBytes() {
        return spilledBytes;
    }

    public long abbreviatedComparisons() {
        return cmp.abbreviatedDecisions;
    }

    public long fullComparisons() {
        return cmp.fullComparisons;
    }

    /** Of {@link #abbreviatedComparisons}, those the merge of spilled runs made (passes included). */
    long mergeAbbreviatedComparisons() {
        return files.isEmpty() ? 0 : cmp.abbreviatedDecisions - abbreviatedBeforeMerge;
    }

    /** Of {@link #fullComparisons}, those the merge of spilled runs made. */
    long mergeFullComparisons() {
        return files.isEmpty() ? 0 : cmp.fullComparisons - fullBeforeMerge;
    }

    /** Deletes every temporary file and releases the tuples; idempotent. */
    @Override
    public void close() {
        closeReaders();
        for (SortRunFile run : runs) {
            run.delete();
        }
        runs.clear();
        merge = null;
        buf = new SortTuple[0];
        count = 0;
        pos = 0;
        if (!counted) {
            counted = true;
            SortStats.add(cmp.abbreviatedDecisions, cmp.fullComparisons, files.size(), spilledBytes);
        }
    }

    private void closeReaders() {
        readers.forEach(SortRunFile.Reader::close);
        readers.clear();
    }

    private static Iterator<SortTuple> iterate(SortTuple[] a, int n) {
        return Arrays.asList(a).subList(0, n).iterator();
    }
}

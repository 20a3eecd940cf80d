package org.lanin.engine.exec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * PostgreSQL's tuplesort, simplified: tuples are collected in memory with their first key
 * abbreviated; while their estimated size stays within {@code workMemBytes} they are sorted in
 * memory, otherwise each full batch is sorted and written as a run to a temporary file, and the
 * runs are merged k-way through a heap (at most {@link #MAX_FAN_IN} at once; more are merged in
 * passes). Temporary files are deleted by {@link #close}, which callers must reach on every path
 * (errors and cancellation included), and as soon as the output is exhausted. One thread.
 */
public final class TupleSorter implements AutoCloseable {
    static final int MAX_FAN_IN = 64;
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
    private PriorityQueue<Source> heap;
    private int pos;
    private boolean finished;
    private boolean counted;
    private long spilledBytes;

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
            buf = Arrays.copyOf(buf, count * 2);
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
        runs.add(remember(SortRunFile.write(tempDir, iterate(buf, count), ctx)));
        Arrays.fill(buf, 0, count, null);
        count = 0;
        memBytes = 0;
    }

    private SortRunFile remember(SortRunFile run) {
        files.add(run.path);
        spilledBytes += run.bytes;
        return run;
    }

    /** Ends input: sorts in memory, or merges the runs down to one final k-way merge. */
    public void finish() {
        finished = true;
        Arrays.sort(buf, 0, count, cmp);
        if (runs.isEmpty()) {
            return;
        }
        while (runs.size() > MAX_FAN_IN) {
            List<SortRunFile> group = new ArrayList<>(runs.subList(0, MAX_FAN_IN));
            runs.subList(0, MAX_FAN_IN).clear();
            PriorityQueue<Source> pass = openHeap(group, false);
            SortRunFile merged = remember(SortRunFile.write(tempDir, drain(pass), ctx));
            closeReaders();
            group.forEach(SortRunFile::delete);
            runs.add(merged);
        }
        heap = openHeap(runs, true);
    }

    private PriorityQueue<Source> openHeap(List<SortRunFile> group, boolean withMemory) {
        PriorityQueue<Source> q = new PriorityQueue<>(group.size() + 1, (a, b) -> cmp.compare(a.head, b.head));
        for (SortRunFile run : group) {
            SortRunFile.Reader r = run.open();
            readers.add(r);
            Source s = new Source(r, null, 0);
            if (s.advance()) {
                q.add(s);
            }
        }
        if (withMemory && count > 0) {
            Source s = new Source(null, buf, count);
            s.advance();
            q.add(s);
        }
        return q;
    }

    private Iterator<SortTuple> drain(PriorityQueue<Source> q) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return !q.isEmpty();
            }

            @Override
            public SortTuple next() {
                return pop(q);
            }
        };
    }

    private SortTuple pop(PriorityQueue<Source> q) {
        Source s = q.poll();
        if (s == null) {
            throw new NoSuchElementException();
        }
        SortTuple t = s.head;
        if (s.advance()) {
            q.add(s);
        }
        return t;
    }

    /** The next row in order, or null when all were returned. */
    public Object[] next() {
        if (!finished) {
            finish();
        }
        if (heap == null) {
            return pos < count ? buf[pos++].row : null;
        }
        if (heap.isEmpty()) {
            close();
            return null;
        }
        if (ctx != null) {
            ctx.checkInterrupts();
        }
        return pop(heap).row;
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

    /** Deletes every temporary file and releases the tuples; idempotent. */
    @Override
    public void close() {
        closeReaders();
        for (SortRunFile run : runs) {
            run.delete();
        }
        runs.clear();
        if (heap != null) {
            heap.clear();
        }
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

    /** A merge input: a run being read, or the sorted in-memory remainder. */
    private final class Source {
        private final SortRunFile.Reader reader;
        private final SortTuple[] memory;
        private final int memoryCount;
        private int next;
        SortTuple head;

        Source(SortRunFile.Reader reader, SortTuple[] memory, int memoryCount) {
            this.reader = reader;
            this.memory = memory;
            this.memoryCount = memoryCount;
        }

        boolean advance() {
            if (reader != null) {
                head = reader.next(cmp);
            } else {
                head = next < memoryCount ? memory[next++] : null;
            }
            return head != null;
        }
    }
}

package org.lanin.engine.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import org.lanin.engine.error.LaninException;

/**
 * One sorted run in a temporary file (PostgreSQL's logtape, one tape per file). Format, per
 * tuple, all big-endian through {@link SpillOutput} and {@link SpillCodec}:
 *
 * <pre>
 *   long  abbrev        only when the sort abbreviates: the first key's abbreviation, so the
 *                       merge compares it without recomputing it from the key
 *   int   width         then width values (SpillCodec)
 *   int   key count     then the keys; a key that is the same object as a row value is a
 *                       {@link SpillCodec#REF} to it
 * </pre>
 *
 * The tuple count is kept in memory, and so are the heap versions of UPDATE ... FROM's slot
 * column ({@link SpillCodec#STASH}). The owner deletes the file ({@link #delete}); a reader must
 * be closed first.
 */
final class SortRunFile {
    private static final int WRITE_BUFFER_BYTES = 1 << 16;

    final Path path;
    private final boolean abbreviated;
    long tuples;
    long bytes;
    private final java.util.ArrayList<Object> stash = new java.util.ArrayList<>();

    private SortRunFile(Path path, boolean abbreviated) {
        this.path = path;
        this.abbreviated = abbreviated;
    }

    /**
     * Writes sorted tuples to a new temporary file in {@code dir} (null: java.io.tmpdir), with
     * their abbreviations if {@code abbreviated}.
     */
    static SortRunFile write(Path dir, Iterator<SortTuple> sorted, boolean abbreviated, ExecContext ctx) {
        SortRunFile run;
        try {
            run = new SortRunFile(dir == null ? Files.createTempFile("lanin-sort-", ".run")
                    : Files.createTempFile(dir, "lanin-sort-", ".run"), abbreviated);
        } catch (IOException e) {
            throw LaninException.of(SortMsg.SPILL_FAILED, "create", dir, e.getMessage());
        }
        try (SpillOutput out = new SpillOutput(Files.newOutputStream(run.path), WRITE_BUFFER_BYTES)) {
            while (sorted.hasNext()) {
                if (ctx != null) {
                    ctx.checkInterrupts();
                }
                run.writeTuple(out, sorted.next());
                run.tuples++;
            }
            out.flush();
            run.bytes = out.size();
        } catch (IOException e) {
            run.delete();
            throw LaninException.of(SortMsg.SPILL_FAILED, "write", run.path, e.getMessage());
        } catch (RuntimeException e) {
            run.delete();
            throw e;
        }
        return run;
    }

    private void writeTuple(SpillOutput out, SortTuple t) throws IOException {
        if (abbreviated) {
            out.writeLong(t.abbrev);
        }
        Object[] row = t.row;
        out.writeInt(row.length);
        for (Object v : row) {
            SpillCodec.write(out, v, stash);
        }
        out.writeInt(t.keys.length);
        for (Object k : t.keys) {
            int ref = k == null ? -1 : indexOf(row, k);
            if (ref >= 0) {
                out.writeByte(SpillCodec.REF);
                out.writeInt(ref);
            } else {
                SpillCodec.write(out, k, stash);
            }
        }
    }

    private static int indexOf(Object[] row, Object k) {
        for (int i = 0; i < row.length; i++) {
            if (row[i] == k) {
                return i;
            }
        }
        return -1;
    }

    /** A reader with a buffer of {@code bufferBytes} (the merge sizes it by its fan-in). */
    Reader open(int bufferBytes) {
        try {
            return new Reader(new SpillInput(Files.newInputStream(path), bufferBytes));
        } catch (IOException e) {
            throw LaninException.of(SortMsg.SPILL_FAILED, "open", path, e.getMessage());
        }
    }

    void delete() {
        stash.clear();
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // best effort: the file is in the temporary directory and holds no committed data
        }
    }

    /**
     * Reads the run's tuples back in order into one reused {@link SortTuple} (and key array):
     * per tuple only the row and its values are allocated. A tuple returned by {@link #next} is
     * valid until the following call.
     */
    final class Reader implements AutoCloseable {
        private final SpillInput in;
        private final SortTuple tuple = new SortTuple(null, new Object[0], 0);
        private long left = tuples;

        private Reader(SpillInput in) {
            this.in = in;
        }

        /** The next tuple, or null at the end. */
        SortTuple next() {
            if (left == 0) {
                return null;
            }
            left--;
            try {
                if (abbreviated) {
                    tuple.abbrev = in.readLong();
                }
                Object[] row = new Object[in.readInt()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = SpillCodec.read(in, null, stash);
                }
                int n = in.readInt();
                Object[] keys = tuple.keys.length == n ? tuple.keys : new Object[n];
                for (int i = 0; i < n; i++) {
                    keys[i] = SpillCodec.read(in, row, stash);
                }
                tuple.row = row;
                tuple.keys = keys;
                return tuple;
            } catch (IOException e) {
                throw LaninException.of(SortMsg.SPILL_FAILED, "read", path, e.getMessage());
            }
        }

        @Override
        public void close() {
            try {
                in.close();
            } catch (IOException e) {
                // reading is over; nothing to save
            }
        }
    }
}

package org.lanin.engine.exec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import org.lanin.engine.error.LaninException;

/**
 * One sorted run in a temporary file (PostgreSQL's logtape, one tape per file). Format: per
 * tuple, the row width, the row's values, the key count and the keys (a key that is the same
 * object as a row value is a {@link SpillCodec#REF}), all by {@link SpillCodec}. The tuple count
 * is kept in memory. The owner deletes the file ({@link #delete}); a reader must be closed first.
 */
final class SortRunFile {
    private static final int BUFFER_BYTES = 1 << 16;

    final Path path;
    long tuples;
    long bytes;

    private SortRunFile(Path path) {
        this.path = path;
    }

    /** Writes sorted tuples to a new temporary file in {@code dir} (null: java.io.tmpdir). */
    static SortRunFile write(Path dir, Iterator<SortTuple> sorted, ExecContext ctx) {
        SortRunFile run;
        try {
            run = new SortRunFile(dir == null ? Files.createTempFile("lanin-sort-", ".run")
                    : Files.createTempFile(dir, "lanin-sort-", ".run"));
        } catch (IOException e) {
            throw LaninException.of(SortMsg.SPILL_FAILED, "create", dir, e.getMessage());
        }
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(run.path),
                BUFFER_BYTES))) {
            while (sorted.hasNext()) {
                if (ctx != null) {
                    ctx.checkInterrupts();
                }
                writeTuple(out, sorted.next());
                run.tuples++;
            }
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

    private static void writeTuple(DataOutputStream out, SortTuple t) throws IOException {
        Object[] row = t.row;
        out.writeInt(row.length);
        for (Object v : row) {
            SpillCodec.write(out, v);
        }
        out.writeInt(t.keys.length);
        for (Object k : t.keys) {
            int ref = k == null ? -1 : indexOf(row, k);
            if (ref >= 0) {
                out.writeByte(SpillCodec.REF);
                out.writeInt(ref);
            } else {
                SpillCodec.write(out, k);
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

    Reader open() {
        try {
            return new Reader(new DataInputStream(new BufferedInputStream(Files.newInputStream(path), BUFFER_BYTES)));
        } catch (IOException e) {
            throw LaninException.of(SortMsg.SPILL_FAILED, "open", path, e.getMessage());
        }
    }

    void delete() {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // best effort: the file is in the temporary directory and holds no committed data
        }
    }

    /** Reads the run's tuples back in order. */
    final class Reader implements AutoCloseable {
        private final DataInputStream in;
        private long left = tuples;

        private Reader(DataInputStream in) {
            this.in = in;
        }

        /** The next tuple (its abbreviation computed by {@code cmp}), or null at the end. */
        SortTuple next(SortTupleComparator cmp) {
            if (left == 0) {
                return null;
            }
            left--;
            try {
                Object[] row = new Object[in.readInt()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = SpillCodec.read(in, null);
                }
                Object[] keys = new Object[in.readInt()];
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = SpillCodec.read(in, row);
                }
                return new SortTuple(row, keys, cmp.abbreviate(keys));
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

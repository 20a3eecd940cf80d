package org.lanin.engine.exec;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.lanin.engine.error.LaninException;

/**
 * One side of one hash join batch in a temporary file (PostgreSQL's per-batch BufFile). Format,
 * per tuple, big-endian through {@link SpillOutput} and {@link SpillCodec}:
 *
 * <pre>
 *   int   hash          the key's hash (JoinHashTable.hash), so a reader routes the tuple
 *                       without re-hashing
 *   byte  nullKey       1: an inner row whose key is NULL (kept only to be returned unmatched;
 *                       no key values follow)
 *   int   width         then width values
 *   ...   keys          keyCount values; a key that is the same object as a row value is a
 *                       {@link SpillCodec#REF} to it
 * </pre>
 *
 * A heap version (UPDATE ... FROM's slot column) stays in a list in memory beside the file
 * ({@link SpillCodec#STASH}): only its reference is kept.
 *
 * Writes are buffered (8 kB as PostgreSQL's BufFile when there are many batches, up to 64 kB when
 * a share of work_mem allows) and each full buffer is appended with the file opened and closed
 * again, so a join with many batches never holds many open files. The
 * file is created on the first flush and listed in {@code created} so that the owner deletes it on
 * every path. The tuple count is kept in memory.
 */
final class HashBatchFile {
    static final int MIN_WRITE_BUFFER_BYTES = 8 << 10;
    static final int MAX_WRITE_BUFFER_BYTES = 64 << 10;
    private static final int READ_BUFFER_BYTES = 64 << 10;

    private final Path dir;
    private final List<Path> created;
    private final int keyCount;
    private final int bufferBytes;
    private Path path;
    private SpillOutput out;
    private long tuples;
    private final java.util.ArrayList<Object> stash = new java.util.ArrayList<>();

    /** {@code bufferBytes}: the write buffer, between {@link #MIN_WRITE_BUFFER_BYTES} and {@link #MAX_WRITE_BUFFER_BYTES}. */
    HashBatchFile(Path dir, List<Path> created, int keyCount, int bufferBytes) {
        this.dir = dir;
        this.created = created;
        this.keyCount = keyCount;
        this.bufferBytes = Math.max(MIN_WRITE_BUFFER_BYTES, Math.min(MAX_WRITE_BUFFER_BYTES, bufferBytes));
    }

    long tuples() {
        return tuples;
    }

    /** Appends a tuple; {@code key} is a value, an Object[] of {@code keyCount} values, or null for a NULL key. */
    void write(int hash, Object key, Object[] row) {
        try {
            if (out == null) {
                out = new SpillOutput(new AppendStream(), bufferBytes);
            }
            out.writeInt(hash);
            out.writeByte(key == null ? 1 : 0);
            out.writeInt(row.length);
            for (Object v : row) {
                SpillCodec.write(out, v, stash);
            }
            if (key != null) {
                if (keyCount == 1) {
                    writeKey(key, row);
                } else {
                    for (Object k : (Object[]) key) {
                        writeKey(k, row);
                    }
                }
            }
            tuples++;
        } catch (IOException e) {
            throw LaninException.of(JoinMsg.SPILL_FAILED, "write", path, e.getMessage());
        }
    }

    private void writeKey(Object k, Object[] row) throws IOException {
        for (int i = 0; k != null && i < row.length; i++) {
            if (row[i] == k) {
                out.writeByte(SpillCodec.REF);
                out.writeInt(i);
                return;
            }
        }
        SpillCodec.write(out, k, stash);
    }

    /** Ends writing (flushes) and reads the tuples back; the file stays until {@link #delete}. */
    Reader read() {
        try {
            if (out != null) {
                out.close();
                out = null;
            }
            return new Reader(path == null ? null
                    : new SpillInput(Files.newInputStream(path), READ_BUFFER_BYTES), tuples);
        } catch (IOException e) {
            throw LaninException.of(JoinMsg.SPILL_FAILED, "read", path, e.getMessage());
        }
    }

    /** Drops the buffer and the file; the tuples are gone. */
    void delete() {
        out = null;
        tuples = 0;
        stash.clear();
        if (path != null) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                // best effort: the file is in the temporary directory and holds no committed data
            }
            path = null;
        }
    }

    /** Appends each flushed buffer to the file, opening it only for that write. */
    private final class AppendStream extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return;
            }
            if (path == null) {
                path = dir == null ? Files.createTempFile("lanin-hash-", ".batch")
                        : Files.createTempFile(dir, "lanin-hash-", ".batch");
                created.add(path);
            }
            try (OutputStream o = Files.newOutputStream(path, StandardOpenOption.APPEND)) {
                o.write(b, off, len);
            }
        }
    }

    /** Reads the tuples in write order; {@link #next} fills {@link #hash}, {@link #key} and {@link #row}. */
    final class Reader implements AutoCloseable {
        private final SpillInput in;
        private long left;
        int hash;
        Object key;
        Object[] row;

        private Reader(SpillInput in, long tuples) {
            this.in = in;
            this.left = tuples;
        }

        /** False at the end; else the next tuple is in the fields ({@code key} null for a NULL key). */
        boolean next() {
            if (left == 0) {
                return false;
            }
            left--;
            try {
                hash = in.readInt();
                boolean nullKey = in.readUnsignedByte() != 0;
                row = new Object[in.readInt()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = SpillCodec.read(in, null, stash);
                }
                key = nullKey ? null : readKey();
                return true;
            } catch (IOException e) {
                throw LaninException.of(JoinMsg.SPILL_FAILED, "read", path, e.getMessage());
            }
        }

        private Object readKey() throws IOException {
            if (keyCount == 1) {
                return SpillCodec.read(in, row, stash);
            }
            Object[] k = new Object[keyCount];
            for (int i = 0; i < keyCount; i++) {
                k[i] = SpillCodec.read(in, row, stash);
            }
            return k;
        }

        @Override
        public void close() {
            if (in != null) {
                try {
                    in.close();
                } catch (IOException e) {
                    // reading is over; nothing to save
                }
            }
        }
    }
}

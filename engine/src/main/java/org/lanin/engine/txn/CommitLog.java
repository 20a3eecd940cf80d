package org.lanin.engine.txn;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The commit log (PostgreSQL's pg_xact): one status byte per transaction id, in chunks of
 * 64K ids. Readers never lock: the chunk directory is copy-on-write behind a volatile field
 * and each status byte is read and written with volatile semantics.
 *
 * <p>Layout: chunk {@code xid >>> 16}, byte {@code xid & 0xFFFF}; byte values are the
 * constants below. An id whose chunk does not exist yet reads {@link #IN_PROGRESS}.
 */
final class CommitLog {
    static final byte IN_PROGRESS = 0;
    static final byte COMMITTED = 1;
    static final byte ABORTED = 2;
    /** Released subtransaction: its outcome is its top-level transaction's. */
    static final byte SUB_COMMITTED = 3;

    private static final int CHUNK_BITS = 16;
    private static final int CHUNK_MASK = (1 << CHUNK_BITS) - 1;
    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);

    private volatile byte[][] chunks = new byte[4][];

    /**
     * Makes sure {@code xid} has a slot, before anything writes its status: each new xid's owner
     * calls it, concurrently, so a new chunk (one per 64K xids) is made under this log's monitor.
     */
    void extend(long xid) {
        int index = chunkIndex(xid);
        byte[][] dir = chunks;
        if (index < dir.length && dir[index] != null) {
            return;
        }
        synchronized (this) {
            grow(index);
        }
    }

    private void grow(int index) {
        byte[][] dir = chunks;
        if (index < dir.length && dir[index] != null) {
            return; // made by a racing extend
        }
        byte[][] grown = java.util.Arrays.copyOf(dir, Math.max(dir.length, index + 1) * (index >= dir.length ? 2 : 1));
        grown[index] = new byte[1 << CHUNK_BITS];
        chunks = grown;
    }

    byte get(long xid) {
        int index = chunkIndex(xid);
        byte[][] dir = chunks;
        if (index >= dir.length) {
            return IN_PROGRESS;
        }
        byte[] chunk = dir[index];
        return chunk == null ? IN_PROGRESS : (byte) BYTES.getVolatile(chunk, (int) (xid & CHUNK_MASK));
    }

    void set(long xid, byte status) {
        byte[] chunk = chunks[chunkIndex(xid)];
        BYTES.setVolatile(chunk, (int) (xid & CHUNK_MASK), status);
    }

    private static int chunkIndex(long xid) {
        return Math.toIntExact(xid >>> CHUNK_BITS);
    }
}

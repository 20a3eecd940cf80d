package org.lanin.engine.wal;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * The byte layout of one log record (format version 1): a 16-byte header — payload length
 * (int), LSN (long, the record's own position in the log), CRC32C of those 12 bytes (int) —
 * then the payload, then the payload's CRC32C (int). The header has its own checksum so a
 * damaged length is caught before it is trusted. A record never spans two segment files.
 */
final class LogFormat {
    static final int HEADER = 16;
    static final int TRAILER = 4;
    /** Payload types. */
    static final byte TXN = 1;
    static final byte SEQ = 2;
    /** A hosted object (user routine, trigger) as it became ({@link HostedObjects}; format version 4). */
    static final byte OBJ = 3;
    /**
     * The start of a life that logs after the previous life's image (an open after a clean shutdown
     * writes no checkpoint): the enum ids of this life beside the files' ({@link EnumIds}; format version 5).
     */
    static final byte IDS = 4;

    private LogFormat() {
    }

    /** Header + payload + trailer for a record starting at {@code lsn}. */
    static byte[] frame(byte[] payload, long lsn) {
        ByteBuffer b = ByteBuffer.allocate(HEADER + payload.length + TRAILER);
        b.putInt(payload.length).putLong(lsn);
        b.putInt(crc(b.array(), 0, 12));
        b.put(payload);
        b.putInt(crc(payload, 0, payload.length));
        return b.array();
    }

    static int crc(byte[] bytes, int off, int len) {
        CRC32C c = new CRC32C();
        c.update(bytes, off, len);
        return (int) c.getValue();
    }

    static String segmentName(long startLsn) {
        return String.format("%016x.wal", startLsn);
    }

    /** The start LSN a segment file name encodes, or -1 for another file. */
    static long segmentStart(String fileName) {
        if (!fileName.matches("[0-9a-f]{16}\\.wal")) {
            return -1;
        }
        return Long.parseUnsignedLong(fileName.substring(0, 16), 16);
    }
}

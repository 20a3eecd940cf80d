package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.lanin.engine.error.LaninException;

/**
 * The control file (PostgreSQL's pg_control): format version, the redo LSN of the last
 * checkpoint and its image file, and whether the database was shut down cleanly. 32 bytes with
 * a CRC32C, replaced atomically; the last thing a checkpoint writes.
 */
record ControlFile(int formatVersion, long redoLsn, long imageLsn, boolean cleanShutdown) {
    static final String NAME = "control";
    /**
     * 2: schemas; 3: user types and comments; 4: user routines and triggers ({@link ImageFile#VERSION});
     * 5: an open after a clean shutdown writes no checkpoint, and its log may begin with an {@code IDS}
     * record (images are unchanged: version 4). 2 to 4 are still opened, and written as 5 by the
     * checkpoint their first open then writes.
     */
    static final int FORMAT_VERSION = 5;
    static final int OLDEST_READABLE = 2;
    private static final int MAGIC = 0x4c4e4331; // "LNC1"

    /** The image file name of this checkpoint, or null before the first one. */
    String imageName() {
        return imageLsn < 0 ? null : String.format("%016x.img", imageLsn);
    }

    void write(Path dir) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(32);
        b.putInt(MAGIC).putInt(formatVersion).putLong(redoLsn).putLong(imageLsn).putInt(cleanShutdown ? 1 : 0);
        b.putInt(LogFormat.crc(b.array(), 0, 28));
        FileSync.replace(dir.resolve(NAME), b.array());
    }

    static ControlFile read(Path dir) throws IOException {
        Path file = dir.resolve(NAME);
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        if (bytes.length != 32 || b.getInt() != MAGIC) {
            throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), "not a Lanin control file");
        }
        int version = b.getInt();
        long redo = b.getLong();
        long image = b.getLong();
        boolean clean = b.getInt() == 1;
        if (b.getInt() != LogFormat.crc(bytes, 0, 28)) {
            throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), "checksum mismatch");
        }
        if (version < OLDEST_READABLE || version > FORMAT_VERSION) {
            throw LaninException.of(WalMsg.FORMAT_VERSION, dir.toString(), version, FORMAT_VERSION);
        }
        return new ControlFile(version, redo, image, clean);
    }
}

package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.lanin.engine.error.LaninException;

/**
 * The OS lock on a database directory's {@code lock} file, held while the database is open:
 * a second JVM, or a second database object of this JVM (the JVM reports the overlap itself),
 * is refused before it reads or writes anything. The OS drops the lock when the process dies,
 * so a crash never leaves a stale lock behind.
 */
final class DirectoryLock implements AutoCloseable {
    static final String NAME = "lock";
    private final FileChannel channel;
    private final FileLock lock;

    private DirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static DirectoryLock acquire(Path dir) throws IOException {
        Path file = dir.resolve(NAME);
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            ch.close();
            throw LaninException.of(WalMsg.DATABASE_LOCKED, dir.toString(), file.toString());
        }
        return new DirectoryLock(ch, lock);
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}

package org.lanin.engine.wal;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Appends records to the log and flushes them: PostgreSQL's WAL insert and WAL write/flush split.
 * {@link #append} copies a framed record into the shared buffer under a short monitor and
 * returns its end LSN; {@link #flush} makes the log durable up to an LSN. Only one thread
 * writes and forces at a time, and it takes everything appended so far: committers that
 * appended while it was forcing find their LSN flushed when they get the write lock, or are
 * all flushed by the next one (group commit; {@link #flushes()} against commits shows it).
 *
 * <p>Segments switch only between flushes, so each segment file holds whole records; its name
 * is the LSN of its first byte.
 */
final class LogWriter {
    private final Path dir;
    private final long segmentSize;
    private final Object appendLock = new Object();
    private final ReentrantLock writeLock = new ReentrantLock();
    private final LongAdder flushes = new LongAdder();
    private byte[] buffer = new byte[1 << 16];
    private int buffered;
    private long appendLsn;
    private volatile long flushedLsn;
    /** A RandomAccessFile, not a FileChannel: an interrupted committer must not close the log. */
    private RandomAccessFile segment;
    private long segmentStart;
    private long segmentBytes;
    private final WalSettings settings;
    private volatile IOException failed;

    /** Continues the log at {@code endLsn}, in the segment starting at {@code lastSegmentStart} if it is not -1. */
    LogWriter(Path dir, long endLsn, long lastSegmentStart, WalSettings settings, long segmentSize) throws IOException {
        this.dir = dir;
        this.settings = settings;
        this.segmentSize = segmentSize;
        this.appendLsn = endLsn;
        this.flushedLsn = endLsn;
        if (lastSegmentStart >= 0) {
            segmentStart = lastSegmentStart;
            segment = new RandomAccessFile(dir.resolve(LogFormat.segmentName(lastSegmentStart)).toFile(), "rw");
            segmentBytes = endLsn - lastSegmentStart;
            segment.setLength(segmentBytes); // a torn tail must not sit between old and new records
            segment.seek(segmentBytes);
            segment.getFD().sync();
        } else {
            openSegment(endLsn);
        }
    }

    /** Adds a record; returns the LSN just past it (what {@link #flush} must reach). */
    long append(byte[] payload) {
        synchronized (appendLock) {
            byte[] framed = LogFormat.frame(payload, appendLsn);
            if (buffered + framed.length > buffer.length) {
                buffer = java.util.Arrays.copyOf(buffer, Math.max(buffer.length * 2, buffered + framed.length));
            }
            System.arraycopy(framed, 0, buffer, buffered, framed.length);
            buffered += framed.length;
            appendLsn += framed.length;
            return appendLsn;
        }
    }

    /** As {@link #append(byte[])}, building the payload under the append lock (so it reads state in log order). */
    long append(java.util.function.Supplier<byte[]> payload) {
        synchronized (appendLock) {
            return append(payload.get());
        }
    }

    long appendLsn() {
        synchronized (appendLock) {
            return appendLsn;
        }
    }

    long flushedLsn() {
        return flushedLsn;
    }

    /** Flushes (writes and forces) the log at least up to {@code lsn}. */
    void flush(long lsn, int activeTransactions) throws IOException {
        if (flushedLsn >= lsn) {
            return;
        }
        writeLock.lock();
        try {
            if (flushedLsn >= lsn) {
                return; // another committer's flush took ours along
            }
            if (failed != null) {
                throw failed;
            }
            long delay = settings.commitDelayMicros();
            if (delay > 0 && activeTransactions >= settings.commitSiblings()) {
                java.util.concurrent.locks.LockSupport.parkNanos(delay * 1000); // let others append first
            }
            writeOut();
        } catch (IOException e) {
            failed = e;
            throw e;
        } finally {
            writeLock.unlock();
        }
    }

    /** Writes what is buffered and forces it; the caller holds the write lock. */
    private void writeOut() throws IOException {
        byte[] chunk;
        int length;
        long start;
        long end;
        synchronized (appendLock) {
            chunk = buffer;
            length = buffered;
            end = appendLsn;
            start = end - length;
            buffer = new byte[Math.max(1 << 16, Math.min(chunk.length, 1 << 22))];
            buffered = 0;
        }
        if (length > 0) {
            if (segmentBytes >= segmentSize) {
                segment.close();
                openSegment(start);
            }
            Path file = dir.resolve(LogFormat.segmentName(segmentStart));
            IoFaults.check(file, IoFaults.Op.LOG_WRITE);
            segment.write(chunk, 0, length);
            segmentBytes += length;
            if (settings.fsync()) {
                IoFaults.check(file, IoFaults.Op.LOG_FORCE);
                segment.getFD().sync();
            }
            flushes.increment();
        }
        flushedLsn = end;
    }

    private void openSegment(long start) throws IOException {
        java.io.File f = dir.resolve(LogFormat.segmentName(start)).toFile();
        if (f.exists()) {
            throw new IOException("log segment " + f + " exists already");
        }
        segment = new RandomAccessFile(f, "rw");
        segmentStart = start;
        segmentBytes = 0;
        FileSync.directory(dir); // the new file's name must survive a crash too
    }

    /** Flushes everything appended so far. */
    void flushAll() throws IOException {
        flush(appendLsn(), 0);
    }

    /** The segment files' start LSNs the log still needs from {@code redoLsn} on are kept; older ones go. */
    long currentSegmentStart() {
        writeLock.lock();
        try {
            return segmentStart;
        } finally {
            writeLock.unlock();
        }
    }

    long flushes() {
        return flushes.sum();
    }

    void close() throws IOException {
        writeLock.lock();
        try {
            segment.close();
        } finally {
            writeLock.unlock();
        }
    }

    IOException failure() {
        return failed;
    }
}

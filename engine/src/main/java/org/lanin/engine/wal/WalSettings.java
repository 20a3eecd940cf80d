package org.lanin.engine.wal;

/**
 * The durability settings of one file database (database-wide, like {@code autovacuum}: the
 * last SET or URL naming one wins; {@code synchronous_commit} is per session and reaches the log
 * through {@link org.lanin.engine.txn.Transaction#synchronousCommit()}). Defaults are PostgreSQL's, except {@code max_wal_size}
 * which is smaller because a checkpoint here rewrites the whole image.
 */
public final class WalSettings {
    private volatile long commitDelayMicros;
    private volatile int commitSiblings = 5;
    private volatile boolean fsync = true;
    private volatile long checkpointTimeoutSeconds = 300;
    private volatile long maxWalSizeBytes = 256L << 20;
    /** Log segment size: 16 MB; tests shrink it with the system property lanin.wal.segment_bytes. */
    private final long segmentBytes = Long.getLong("lanin.wal.segment_bytes", 16L << 20);

    long segmentBytes() {
        return segmentBytes;
    }

    public long commitDelayMicros() {
        return commitDelayMicros;
    }

    public void setCommitDelayMicros(long micros) {
        commitDelayMicros = micros;
    }

    public int commitSiblings() {
        return commitSiblings;
    }

    public void setCommitSiblings(int n) {
        commitSiblings = n;
    }

    public boolean fsync() {
        return fsync;
    }

    public void setFsync(boolean on) {
        fsync = on;
    }

    public long checkpointTimeoutSeconds() {
        return checkpointTimeoutSeconds;
    }

    public void setCheckpointTimeoutSeconds(long seconds) {
        checkpointTimeoutSeconds = seconds;
    }

    public long maxWalSizeBytes() {
        return maxWalSizeBytes;
    }

    public void setMaxWalSizeBytes(long bytes) {
        maxWalSizeBytes = bytes;
    }
}

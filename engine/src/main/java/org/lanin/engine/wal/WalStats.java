package org.lanin.engine.wal;

/**
 * Counters of one file database's log (lanin_stat_wal): {@code commits / flushes} above 1 is
 * group commit at work; {@code asyncCommits} of the commits were acknowledged before their record
 * was flushed (sessions with {@code synchronous_commit = off}).
 */
public record WalStats(long commits, long flushes, long checkpoints, long appendLsn, long flushedLsn, long redoLsn,
                       long recoveredRecords, long asyncCommits) {
}

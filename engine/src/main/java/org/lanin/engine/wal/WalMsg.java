package org.lanin.engine.wal;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of file databases: the directory, its lock, the log and recovery. */
public enum WalMsg implements Msg {
    /** Another JVM, or another database object in this one, holds the directory's lock file. */
    DATABASE_LOCKED(SqlState.OBJECT_IN_USE, "database \"%s\" is already open elsewhere (lock file \"%s\" is held)"),
    /** The path exists and is not a Lanin database directory. */
    NOT_A_DATABASE(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "\"%s\" is not a Lanin database directory"),
    /** A control file written by another format version. */
    FORMAT_VERSION(SqlState.FEATURE_NOT_SUPPORTED,
            "database \"%s\" has format version %d; this build reads format version %d"),
    /** A checksum or structure failure before the end of the log: refuse rather than lose data silently. */
    LOG_CORRUPT(SqlState.DATA_CORRUPTED, "corrupt write-ahead log record in file \"%s\" at offset %d: %s"),
    /** A checkpoint image or the control file fails its checksum. */
    FILE_CORRUPT(SqlState.DATA_CORRUPTED, "corrupt database file \"%s\": %s"),
    /** An I/O failure reading or writing the database directory. */
    IO_ERROR(SqlState.IO_ERROR, "could not %s \"%s\": %s"),
    /** No space left on the device holding the database. */
    DISK_FULL(SqlState.DISK_FULL, "could not write to file \"%s\": No space left on device"),
    /** A catalog object the log and the checkpoint image cannot hold yet: refused, never silently lost. */
    NOT_KEPT(SqlState.FEATURE_NOT_SUPPORTED, "%s in file databases is not supported yet"),
    /** lanin_backup into a directory that holds files already (pg_basebackup refuses it too). */
    BACKUP_TARGET_NOT_EMPTY(SqlState.DUPLICATE_FILE, "backup directory \"%s\" exists but is not empty"),
    /** After a failed log write the database refuses writes until it is reopened (PostgreSQL PANICs). */
    LOG_FAILED(SqlState.IO_ERROR, "the write-ahead log of database \"%s\" failed earlier; reopen the database");

    private final SqlState state;
    private final String template;

    WalMsg(SqlState state, String template) {
        this.state = state;
        this.template = template;
    }

    @Override
    public SqlState state() {
        return state;
    }

    @Override
    public String template() {
        return template;
    }
}

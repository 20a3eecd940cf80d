package org.lanin.engine.wal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.TransactionManager;

/**
 * Opening a file database: lock the directory, read the control file, load the last
 * checkpoint image, redo the log from its redo LSN (torn tail ignored, corruption reported),
 * install the result in the catalog (rows at the TIDs they had), then, as PostgreSQL's
 * StartupXLOG does, write a checkpoint only where one is needed: after crash recovery (the
 * end-of-recovery checkpoint), for a new database (its first control file) and for a directory
 * of an older format version (which the checkpoint rewrites as the current one). After a clean
 * shutdown the last checkpoint's redo point is the end of the log: the open marks the control
 * file "in production" (a crash from now on is not a clean shutdown) and logs on after it,
 * starting with the enum ids of this life ({@link EnumIds}).
 */
public final class WalOpen {
    private WalOpen() {
    }

    /** Opens (creating it if needed) the database in {@code dir} into an empty catalog. */
    public static Wal open(Path dir, String name, Catalog catalog, TransactionManager transactions,
                           WalSettings settings) {
        try {
            boolean fresh = prepareDirectory(dir);
            DirectoryLock lock = DirectoryLock.acquire(dir);
            try {
                return recover(dir, name, catalog, transactions, settings, lock, fresh);
            } catch (RuntimeException | IOException | Error e) {
                lock.close();
                throw e;
            }
        } catch (UncheckedIOException e) {
            throw LaninException.of(WalMsg.IO_ERROR, "read", dir.toString(), String.valueOf(e.getCause().getMessage()));
        } catch (IOException e) {
            throw LaninException.of(WalMsg.IO_ERROR, "open", dir.toString(), String.valueOf(e.getMessage()));
        }
    }

    /** True for a new database; refuses a directory holding something else. */
    private static boolean prepareDirectory(Path dir) throws IOException {
        if (Files.exists(dir.resolve(ControlFile.NAME))) {
            return false;
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw LaninException.of(WalMsg.NOT_A_DATABASE, dir.toString());
        }
        if (Files.isDirectory(dir)) {
            try (var files = Files.list(dir)) {
                boolean foreign = files.map(p -> p.getFileName().toString()).anyMatch(n -> !n.equals(DirectoryLock.NAME)
                        && !n.endsWith(".tmp") && !n.endsWith(".wal") && !n.endsWith(".img"));
                if (foreign) {
                    throw LaninException.of(WalMsg.NOT_A_DATABASE, dir.toString());
                }
            }
        }
        Files.createDirectories(dir);
        return true;
    }

    private static Wal recover(Path dir, String name, Catalog catalog, TransactionManager transactions,
                               WalSettings settings, DirectoryLock lock, boolean fresh) throws IOException {
        ObjectCodec codec = new ObjectCodec(new StorageIds());
        RecoveryState state = new RecoveryState(codec);
        long redo = 0;
        ControlFile control = null;
        if (fresh) {
            removeLeftovers(dir); // a first open that died before its first checkpoint committed nothing
        } else {
            control = ControlFile.read(dir);
            redo = control.redoLsn();
            if (control.imageName() != null) {
                state.imageVersion = ImageFile.read(dir.resolve(control.imageName()), state);
            }
            if (!control.cleanShutdown()) { // after a crash UNLOGGED tables come back empty, as in PostgreSQL
                state.rows.entrySet().removeIf(e -> codec.storages().isUnlogged(codec.storages().heapOf(e.getKey())));
            }
        }
        LogReader.End end = LogReader.read(dir, redo, (lsn, payload) -> {
            try {
                state.apply(payload);
            } catch (IOException e) {
                throw LogReader.corrupt(dir.resolve(LogFormat.segmentName(lsn)), lsn, String.valueOf(e.getMessage()));
            }
        });
        long maxOid = Math.max(Materializer.install(state, catalog), HostedObjects.maxId(state.hosted));
        codec.storages().recoveryDone();
        catalog.reserveOidsThrough(maxOid);
        LogWriter writer = new LogWriter(dir, end.lsn(), end.segmentStart(), settings, settings.segmentBytes());
        Wal wal = new Wal(dir, name, catalog, transactions, settings, codec, writer, lock, redo,
                control == null ? -1 : control.imageLsn());
        wal.recoveredRecords = state.records;
        wal.hosted.recovered(state.hosted);
        transactions.setCommitHook(wal);
        try {
            if (needsCheckpoint(control, state)) {
                wal.checkpointer.checkpoint(false);
            } else {
                startLife(dir, control, wal);
            }
        } catch (RuntimeException e) {
            transactions.setCommitHook(null);
            throw e;
        }
        wal.checkpointer.start();
        return wal;
    }

    /**
     * True unless the database was shut down cleanly by this format version: then the image is the
     * whole database, the log after it is empty and nothing needs writing (PostgreSQL checkpoints at
     * the end of crash recovery, not at a clean start).
     */
    private static boolean needsCheckpoint(ControlFile control, RecoveryState state) {
        return control == null || control.imageName() == null || !control.cleanShutdown() || state.records > 0
                || control.formatVersion() < ControlFile.FORMAT_VERSION || state.imageVersion < ImageFile.VERSION;
    }

    /**
     * The control file says "in production" before anything is logged (a crash from now on must be
     * recovered, UNLOGGED tables emptied); then the enum ids of this life go first in its log.
     */
    private static void startLife(Path dir, ControlFile control, Wal wal) throws IOException {
        new ControlFile(ControlFile.FORMAT_VERSION, control.redoLsn(), control.imageLsn(), false).write(dir);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.DataOutputStream out = new java.io.DataOutputStream(bytes);
        out.writeByte(LogFormat.IDS);
        wal.codec.enums().writeLifeIds(out);
        out.flush();
        if (bytes.size() > 1 + Integer.BYTES) { // no enum type read: nothing to map
            wal.writer.append(bytes.toByteArray());
        }
        wal.checkpointer.imageCurrentThrough(wal.writer.appendLsn());
    }

    private static void removeLeftovers(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                if (!p.getFileName().toString().equals(DirectoryLock.NAME)) {
                    Files.delete(p);
                }
            }
        }
    }
}

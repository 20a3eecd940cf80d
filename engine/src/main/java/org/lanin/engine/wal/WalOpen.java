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
 * install the result in the catalog, and write a checkpoint at once — recovered rows have new
 * TIDs, and log records of this life must refer to those.
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
        if (fresh) {
            removeLeftovers(dir); // a first open that died before its first checkpoint committed nothing
        } else {
            ControlFile control = ControlFile.read(dir);
            redo = control.redoLsn();
            if (control.imageName() != null) {
                ImageFile.read(dir.resolve(control.imageName()), state);
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
        Wal wal = new Wal(dir, name, catalog, transactions, settings, codec, writer, lock, redo);
        wal.recoveredRecords = state.records;
        wal.hosted.recovered(state.hosted);
        transactions.setCommitHook(wal);
        try {
            wal.checkpointer.checkpoint(false);
        } catch (RuntimeException e) {
            transactions.setCommitHook(null);
            throw e;
        }
        wal.checkpointer.start();
        return wal;
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

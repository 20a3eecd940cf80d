package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;

/**
 * Online backup ({@code SELECT lanin_backup('dir')}, PostgreSQL's pg_basebackup in one call): a
 * checkpoint, then its image and control file and the log from its redo point copied into an
 * empty directory while writers go on. The copy is a database whose last shutdown was not clean:
 * opened, it redoes the copied log from the redo point, so it holds every transaction committed
 * before the log was flushed for the copy (and perhaps some after it; a record cut off by the copy
 * is a torn tail, ignored). Checkpoints wait while the files are copied, so none deletes the image
 * or a segment under the copy.
 */
final class Backup {
    private Backup() {
    }

    /** Copies the database into {@code target} (created, or empty); returns the log position it is consistent to. */
    static long run(Wal wal, Path target) {
        try {
            if (Files.exists(target)) {
                try (var entries = Files.list(target)) {
                    if (entries.findAny().isPresent()) {
                        throw LaninException.of(WalMsg.BACKUP_TARGET_NOT_EMPTY, target.toString());
                    }
                }
            }
            Files.createDirectories(target);
            synchronized (wal.checkpointer) { // the background checkpointer waits: nothing is deleted meanwhile
                wal.checkpointer.checkpoint(false);
                ControlFile control = ControlFile.read(wal.dir);
                copy(wal.dir.resolve(control.imageName()), target);
                copy(wal.dir.resolve(ControlFile.NAME), target);
                wal.writer.flushAll(); // commits acknowledged without a flush (synchronous_commit = off) are in the copy
                long end = wal.writer.flushedLsn();
                for (Path segment : segments(wal.dir)) { // the log last, as a crash would leave it
                    copy(segment, target);
                }
                FileSync.directory(target);
                return end;
            }
        } catch (IOException e) {
            throw wal.ioError("write", "backup in " + target, e);
        }
    }

    private static List<Path> segments(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        try (var files = Files.list(dir)) {
            files.filter(p -> p.getFileName().toString().endsWith(".wal")).sorted().forEach(out::add);
        }
        return out;
    }

    private static void copy(Path file, Path targetDir) throws IOException {
        Path to = targetDir.resolve(file.getFileName().toString());
        Files.copy(file, to);
        try (FileChannel ch = FileChannel.open(to, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
    }
}

package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Durable file replacement: write a temporary file, force it, rename it over the old one, force the directory. */
final class FileSync {
    private FileSync() {
    }

    static void replace(Path target, byte[] content) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try (java.io.FileOutputStream out = new java.io.FileOutputStream(tmp.toFile())) {
            out.write(content); // streams, not channels: an interrupt must not abandon the write
            out.getFD().sync();
        }
        moveDurably(tmp, target);
    }

    static void moveDurably(Path from, Path to) throws IOException {
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        directory(to.getParent());
    }

    /** Forces a directory's entries (new and renamed files); a no-op where the platform cannot. */
    static void directory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Windows cannot open a directory; its file system orders metadata itself
        }
    }
}

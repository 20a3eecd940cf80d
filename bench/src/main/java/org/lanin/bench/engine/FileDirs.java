package org.lanin.bench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

/**
 * Directories of the file-mode engines: one per database under {@code -Dlanin.bench.dir}
 * (default {@code java.io.tmpdir}/lanin-bench-files). Removed after the engine shut down (the
 * holder connection closes after {@link EngineKind#shutdown}, so removal waits for JVM exit).
 */
final class FileDirs {
    private static final Path ROOT = Path.of(System.getProperty("lanin.bench.dir",
            Path.of(System.getProperty("java.io.tmpdir"), "lanin-bench-files").toString()));

    private FileDirs() {
    }

    static Path dir(String db) {
        return ROOT.resolve(db).toAbsolutePath();
    }

    /** Deletes the directory when the JVM exits (its database may still hold files open now). */
    static void removeLater(String db) {
        Path d = dir(db);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(d)));
    }

    private static void delete(Path d) {
        if (!Files.exists(d)) {
            return;
        }
        try (var walk = Files.walk(d)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort: a temporary directory
        }
    }
}

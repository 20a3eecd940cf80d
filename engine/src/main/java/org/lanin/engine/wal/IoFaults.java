package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BiPredicate;

/**
 * The fault-injection seam of the log writer and the checkpointer (STYLE.md habit 12): every
 * write and force of a log segment and every image write asks {@link #check} first, so a test can
 * make one of them fail as a broken disk or a lost NFS mount would, without a special file
 * system. Production code never sets it: the default answers "no fault" with one volatile read.
 * The predicate sees the file and the operation, so a test fails only its own database's files.
 */
public final class IoFaults {
    /** What is about to happen to a file of the database. */
    public enum Op {
        /** Writing buffered log records into a segment. */
        LOG_WRITE,
        /** Forcing a segment to stable storage (fsync). */
        LOG_FORCE,
        /** Writing a checkpoint image. */
        IMAGE_WRITE
    }

    private static final BiPredicate<Path, Op> NONE = (file, op) -> false;
    private static volatile BiPredicate<Path, Op> failing = NONE;

    private IoFaults() {
    }

    /** Tests: from now on, operations for which {@code when} is true throw an IOException. */
    public static void inject(BiPredicate<Path, Op> when) {
        failing = when;
    }

    /** Tests: no more faults. */
    public static void clear() {
        failing = NONE;
    }

    static void check(Path file, Op op) throws IOException {
        BiPredicate<Path, Op> f = failing;
        if (f != NONE && f.test(file, op)) {
            throw new IOException("Input/output error (injected: " + op + " " + file + ")");
        }
    }
}

package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;

/**
 * One file's figures: statements compared ({@code total}), passed, not run (psql's own backslash
 * commands, queries ended by {@code \gset}/{@code \gexec}, COPY done by the runner, and statements
 * after the point where the script and its expected output stop lining up), timeouts, the failures
 * with their reasons, and the internal errors (XX000 or a non-SQLException throwable), which are bugs.
 */
final class FileResult {
    /** An internal error: where, and what Lanin threw. */
    record Bug(String file, int line, String what, String sql) {
        String key() {
            return file + ":" + line;
        }
    }

    final String file;
    int total;
    int passed;
    int notRun;
    int timeouts;
    long millis;
    long cpuMillis;
    String misalignment;
    final List<String> failures = new ArrayList<>();
    final List<Bug> bugs = new ArrayList<>();
    /** Statements that took half a second or more, with their time. */
    final List<String> slow = new ArrayList<>();

    FileResult(String file) {
        this.file = file;
    }
}

package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Memory for a large result read over JDBC stays flat however many rows it returns: each case
 * reads millions of rows in a child JVM with a heap far smaller than the result, which fails
 * with an OutOfMemoryError (exit status 3) if the rows were held. Materialised, the 5M-row
 * series alone needs well over 256 MB; it streams in 96 MB. The slow tier ({@code -Pslow}) adds
 * a sorted result (the sort spills, then streams) and a bigger table.
 */
@Timeout(value = 15, unit = TimeUnit.MINUTES)
class StreamingMemoryTest {
    @Test
    void fiveMillionGeneratedRowsInASmallHeap() throws Exception {
        assertThat(child("96m", "series", "5000000")).isEqualTo(5_000_000);
    }

    @Test
    void aTableScanTwentyTimesOverInASmallHeap() throws Exception {
        assertThat(child("64m", "table", "100000", "20")).isEqualTo(2_000_000);
    }

    @Test
    void slowTierLargerResults() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("lanin.slow"), "slow tier: -Pslow or -Dlanin.slow=true");
        assertThat(child("96m", "sorted", "5000000")).isEqualTo(5_000_000);
        assertThat(child("256m", "table", "500000", "20")).isEqualTo(10_000_000);
    }

    /** Runs {@link StreamingMemoryChild} with heap {@code xmx}; returns the rows it read. */
    private static long child(String xmx, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + xmx, "-XX:+ExitOnOutOfMemoryError", "-cp", classPath(),
                StreamingMemoryChild.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
        }
        assertThat(p.exitValue()).as("child %s (3 = OutOfMemoryError); output:%n%s", List.of(args), output)
                .isZero();
        String line = output.lines().filter(l -> l.startsWith("rows=")).findFirst().orElseThrow(
                () -> new AssertionError("no row count in:\n" + output));
        return Long.parseLong(line.substring("rows=".length()).trim());
    }

    /** The test class path (surefire names it apart when its booter jar is java.class.path). */
    private static String classPath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
    }
}

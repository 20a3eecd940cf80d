package org.lanin.pgregress;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a run's figures under {@code target/pgregress}: {@code summary.md} (the table the README
 * shows), {@code summary.tsv}, and per file {@code <file>.failures.txt} with every failing
 * statement, why it failed and its line, plus {@code bugs.txt} with the internal errors.
 */
final class Report {
    static final Path OUT = Path.of("target/pgregress");

    private Report() {
    }

    static void file(FileResult r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s: %d of %d statements passed, %d not run, %d timeouts%n", r.file,
                r.passed, r.total, r.notRun, r.timeouts));
        if (r.misalignment != null) {
            b.append("expected output stopped lining up: ").append(r.misalignment).append('\n');
        }
        if (!r.slow.isEmpty()) {
            b.append("slow statements: ").append(String.join(", ", r.slow)).append('\n');
        }
        r.failures.forEach(f -> b.append('\n').append(f).append('\n'));
        write(r.file + ".failures.txt", b.toString());
    }

    static void summary(Map<String, FileResult> results) {
        List<String> md = new ArrayList<>();
        md.add("| file | passed | statements | % | not run | timeouts | internal errors | seconds | CPU seconds |");
        md.add("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        StringBuilder tsv = new StringBuilder("file\tpassed\ttotal\tnot_run\ttimeouts\tinternal_errors\tmillis\tcpu_millis\n");
        StringBuilder bugs = new StringBuilder();
        long[] sum = new long[7];
        results.forEach((file, r) -> {
            md.add(row(file, r.passed, r.total, r.notRun, r.timeouts, r.bugs.size(), r.millis, r.cpuMillis));
            tsv.append(String.join("\t", file, "" + r.passed, "" + r.total, "" + r.notRun, "" + r.timeouts,
                    "" + r.bugs.size(), "" + r.millis, "" + r.cpuMillis)).append('\n');
            long[] v = {r.passed, r.total, r.notRun, r.timeouts, r.bugs.size(), r.millis, r.cpuMillis};
            for (int i = 0; i < sum.length; i++) {
                sum[i] += v[i];
            }
            r.bugs.forEach(bug -> bugs.append(bug.key()).append('\t').append(bug.what()).append("\n    ")
                    .append(bug.sql().replace("\n", "\n    ")).append('\n'));
        });
        md.add(row("**all " + results.size() + " files**", sum[0], sum[1], sum[2], sum[3], sum[4], sum[5], sum[6]));
        write("summary.md", String.join("\n", md) + "\n");
        write("summary.tsv", tsv.toString());
        write("bugs.txt", bugs.toString());
    }

    private static String row(String file, long passed, long total, long notRun, long timeouts, long bugs,
            long millis, long cpuMillis) {
        double pct = total == 0 ? 0 : 100.0 * passed / total;
        return String.format(Locale.ROOT, "| %s | %,d | %,d | %.1f | %,d | %d | %d | %.1f | %.1f |", file, passed, total,
                pct, notRun, timeouts, bugs, millis / 1000.0, cpuMillis / 1000.0);
    }

    private static void write(String name, String text) {
        try {
            Files.createDirectories(OUT);
            Files.writeString(OUT.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.lanin.sqllogic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Pass rates of a corpus run, per folder: records run (those that apply to the engine and are not
 * on the skip list), records passed, internal errors (XX000 or a non-SQLException out of the
 * driver) and time (wall and, per file, the runner thread's CPU time). Each file's line is appended to {@code files.tsv} as soon as it finishes, so an
 * interrupted run still leaves its numbers.
 */
final class SltPassRates {
    /** Failures kept per file in {@code failures.txt}, to see what fails without rerunning. */
    private static final int FAILURES_KEPT = 300;
    private final Map<String, long[]> folders = new TreeMap<>(SltCorpus::naturalOrder);
    private final Path out;

    SltPassRates(Path out) {
        this.out = out;
        try {
            Files.createDirectories(out);
            Files.deleteIfExists(out.resolve("failures.txt"));
            Files.deleteIfExists(out.resolve("failed-answers.tsv"));
            Files.writeString(out.resolve("files.tsv"), "file\trecords\tpassed\tinternal_errors\tmillis\tcpu_millis\n",
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Records one file's outcome. */
    synchronized void add(String file, SltRunner.Outcome o, long millis, long cpuMillis) {
        long[] f = folders.computeIfAbsent(SltCorpus.folder(file), k -> new long[5]);
        int passed = o.executed() - o.failedRecords();
        f[0] += o.executed();
        f[1] += passed;
        f[2] += o.internalErrors();
        f[3] += millis;
        f[4]++;
        String line = String.join("\t", file, Integer.toString(o.executed()), Integer.toString(passed),
                Integer.toString(o.internalErrors()), Long.toString(millis), Long.toString(cpuMillis)) + "\n";
        List<String> failures = o.failures().subList(0, Math.min(FAILURES_KEPT, o.failures().size()));
        try {
            Files.writeString(out.resolve("files.tsv"), line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            if (!o.failedAnswers().isEmpty()) {
                StringBuilder answers = new StringBuilder();
                o.failedAnswers().forEach((l, a) -> answers.append(file).append(':').append(l).append('\t')
                        .append(a).append('\n'));
                Files.writeString(out.resolve("failed-answers.tsv"), answers, StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            }
            if (!failures.isEmpty()) {
                Files.writeString(out.resolve("failures.txt"), String.join("\n", failures) + "\n",
                        StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The summary as a Markdown table (folder, files, records, passed, %, internal errors, seconds). */
    synchronized String table(String engine) {
        List<String> lines = new ArrayList<>();
        lines.add("| folder (" + engine + ") | files | records | passed | % | internal errors | seconds |");
        lines.add("|---|---:|---:|---:|---:|---:|---:|");
        long[] total = new long[5];
        folders.forEach((folder, f) -> {
            lines.add(row(folder, f));
            for (int i = 0; i < total.length; i++) {
                total[i] += f[i];
            }
        });
        lines.add(row("**all**", total));
        return String.join("\n", lines) + "\n";
    }

    private static String row(String name, long[] f) {
        double pct = f[0] == 0 ? 100 : 100.0 * f[1] / f[0];
        return String.format(Locale.ROOT, "| %s | %,d | %,d | %,d | %.2f | %,d | %,.0f |", name, f[4], f[0], f[1],
                pct, f[2], f[3] / 1000.0);
    }

    void write(String engine) {
        try {
            Files.writeString(out.resolve("pass-rates.md"), table(engine), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

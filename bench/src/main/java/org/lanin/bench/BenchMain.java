package org.lanin.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.lanin.bench.query.QuerySuite;
import org.lanin.bench.query.SuiteReport;
import org.lanin.bench.query.SuiteRunner;
import org.lanin.bench.report.Cell;
import org.lanin.bench.report.ChartWriter;
import org.lanin.bench.report.MarkdownTable;
import org.lanin.bench.run.Progress;
import org.lanin.bench.run.RunPlan;
import org.lanin.bench.run.Runner;
import org.lanin.bench.workload.Workload;
import org.lanin.bench.workload.Workloads;

/**
 * Entry point of {@code lanin-bench.jar}: runs the chosen workloads over the chosen engines and
 * writes, per workload, a Markdown table to stdout and {@code <out>/<workload>.md}, a PNG chart
 * {@code <out>/<workload>.png}, and all tables together in {@code <out>/summary.md}.
 */
public final class BenchMain {

    private BenchMain() {
    }

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        BenchOptions o;
        try {
            if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
                System.out.print(BenchOptions.USAGE);
                return;
            }
            if (List.of(args).contains("--list")) {
                Workloads.ALL.forEach(w -> System.out.println(w.name()));
                return;
            }
            o = BenchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.print(BenchOptions.USAGE);
            System.exit(2);
            return;
        }
        run(o);
    }

    private static void run(BenchOptions o) throws IOException {
        List<Workload> workloads = Workloads.select(o.workloads());
        RunPlan plan = o.plan();
        double planned = workloads.stream().mapToDouble(w -> w instanceof QuerySuite q
                ? o.suite().plannedSeconds(q.queries(o.suite().sf()).size()) : plan.plannedSeconds(w)).sum();
        Progress progress = new Progress(System.err, planned);
        Runner runner = new Runner(plan, progress);
        Files.createDirectories(o.out());
        List<String> sections = new ArrayList<>();
        Map<String, List<Cell>> done = new HashMap<>();
        for (Workload w : workloads) {
            if (w instanceof QuerySuite q) {
                String section = SuiteReport.render(q, o.suite(), new SuiteRunner(o.suite(), progress).run(q));
                progress.newline();
                System.out.println(section);
                sections.add(section);
                Files.writeString(o.out().resolve(w.name() + ".md"), section + suiteFooter(o));
                continue;
            }
            List<Cell> cells = runner.run(w);
            done.put(w.name(), cells);
            progress.newline();
            String section = section(w, cells, done.get(w.baseline()));
            System.out.println(section);
            sections.add(section);
            Files.writeString(o.out().resolve(w.name() + ".md"), section + footer(o));
            writeChart(o, w, cells);
        }
        boolean suitesOnly = workloads.stream().allMatch(w -> w instanceof QuerySuite);
        Files.writeString(o.out().resolve("summary.md"), String.join("\n", sections) + (suitesOnly ? suiteFooter(o) : footer(o)));
        System.err.printf(Locale.ROOT, "done in %.0f s; results in %s%n", progress.elapsedSeconds(), o.out());
    }

    /**
     * A chart needs AWT's native font libraries, which a headless server JRE may lack; the tables are
     * already written by then, so a missing library costs the picture and not the measurements.
     */
    private static void writeChart(BenchOptions o, Workload w, List<Cell> cells) throws IOException {
        try {
            ChartWriter.write(new File(o.out().toFile(), w.name() + ".png"), w.name(), w.unit().label(), cells);
        } catch (LinkageError | InternalError e) {
            System.err.println("chart for " + w.name() + " not written: " + e);
        }
    }

    static String section(Workload w, List<Cell> cells, List<Cell> baseline) {
        String table = baseline == null ? MarkdownTable.render(w.unit().label(), cells)
                : MarkdownTable.render(w.unit().label(), cells, w.baseline(), baseline);
        return "### " + w.name() + "\n\n" + w.description() + "\n\n" + table;
    }

    /** Query suites run engines one after another (each holds a whole TPC-H database). */
    private static String suiteFooter(BenchOptions o) {
        return String.format(Locale.ROOT, "%n_%s: engines one after another, each loaded fresh; %d CPUs, "
                        + "max heap %,d MB, Java %s (%s)._%n", commandLine(o), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20, System.getProperty("java.version"), System.getProperty("java.vm.name"));
    }

    /** The command line, with a password in a --pg-url masked. */
    private static String commandLine(BenchOptions o) {
        return o.commandLine().isEmpty() ? "defaults" : "`" + o.commandLine().replaceAll("password=[^&\\s]*", "password=***") + "`";
    }

    private static String footer(BenchOptions o) {
        RunPlan p = o.plan();
        return String.format(Locale.ROOT, "%n_%s: %d warm-up + %d measured rounds of %.1f s per engine and thread count, "
                        + "engines interleaved per round; %d CPUs, Java %s (%s)._%n",
                commandLine(o), p.warmups(), p.rounds(),
                p.sampleSeconds(), Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                System.getProperty("java.vm.name"));
    }
}

package org.lanin.bench.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.lanin.bench.report.MarkdownTable;
import org.lanin.bench.report.Stats;

/**
 * A suite's results as Markdown: the load per engine (rows/s), then one row per query with each
 * engine's median time per execution, the Lanin/H2 ratio and notes (timeouts, failures, wrong
 * answers), a geometric-mean row, the rounds' min–max, and the captured plans.
 */
public final class SuiteReport {
    private static final String LANIN = "lanin";
    private static final String H2 = "h2";

    private SuiteReport() {
    }

    public static String render(QuerySuite suite, SuiteSettings s, List<EngineRun> runs) {
        StringBuilder sb = new StringBuilder();
        sb.append("### ").append(suite.name()).append(String.format(Locale.ROOT, " (scale factor %s)%n%n", s.sf()))
                .append(suite.description()).append("\n\n");
        sb.append(LoadTable.render(runs)).append('\n');
        sb.append(queryTable(suite, s, runs)).append('\n');
        sb.append(rangeTable(suite, s, runs)).append('\n');
        sb.append(plans(runs));
        return sb.toString();
    }

    private static String queryTable(QuerySuite suite, SuiteSettings s, List<EngineRun> runs) {
        String unit = suite.timeUnit().label();
        StringBuilder sb = new StringBuilder("| query | ");
        runs.forEach(r -> sb.append(r.engine.label()).append(" ").append(unit).append(" | "));
        sb.append("lanin / h2 | notes |\n|---|");
        runs.forEach(r -> sb.append("---:|"));
        sb.append("---:|---|\n");
        List<String> names = new ArrayList<>(runs.stream().flatMap(r -> r.queries.keySet().stream()).distinct().toList());
        for (String q : names) {
            sb.append("| ").append(q).append(" | ");
            List<String> notes = new ArrayList<>();
            for (EngineRun r : runs) {
                sb.append(cell(suite, s, r, q, notes)).append(" | ");
            }
            sb.append(ratio(runs, q)).append(" | ").append(String.join("; ", notes)).append(" |\n");
        }
        sb.append("| **geometric mean** | ");
        runs.forEach(r -> sb.append(geomean(suite, r, names)).append(" | "));
        sb.append(geomeanRatio(runs, names)).append(" | ").append("over the queries each engine finished; the ratio over "
                + "those both finished |\n");
        return sb.toString();
    }

    private static String cell(QuerySuite suite, SuiteSettings s, EngineRun r, String q, List<String> notes) {
        if (r.unavailable != null) {
            return "n/a";
        }
        QueryOutcome o = r.queries.get(q);
        if (o == null) {
            return "—";
        }
        if (o.timedOut) {
            notes.add(r.engine.label() + ": timed out (> " + s.timeoutSeconds() + " s)");
            return "timeout";
        }
        if (o.failure != null) {
            notes.add(r.engine.label() + ": " + o.failure);
            return "error";
        }
        if (o.wrong != null) {
            notes.add(r.engine.label() + " " + shorten(o.wrong));
        }
        String v = o.measured() ? MarkdownTable.number(suite.timeUnit().fromNanos(o.stats().median())) : "—";
        return o.wrong != null ? v + " ≠" : v;
    }

    private static Optional<Double> median(List<EngineRun> runs, String engine, String q) {
        return runs.stream().filter(r -> r.engine.label().equals(engine) && r.unavailable == null).findFirst()
                .map(r -> r.queries.get(q)).filter(o -> o != null && o.measured()).map(o -> o.stats().median());
    }

    private static String ratio(List<EngineRun> runs, String q) {
        Optional<Double> a = median(runs, LANIN, q);
        Optional<Double> b = median(runs, H2, q);
        return a.isPresent() && b.isPresent() ? times(a.get() / b.get()) : "—";
    }

    private static String geomean(QuerySuite suite, EngineRun r, List<String> names) {
        if (r.unavailable != null) {
            return "n/a";
        }
        List<Double> v = names.stream().map(r.queries::get).filter(o -> o != null && o.measured())
                .map(o -> o.stats().median()).toList();
        if (v.isEmpty()) {
            return "—";
        }
        String g = "**" + MarkdownTable.number(suite.timeUnit().fromNanos(geometricMean(v))) + "**";
        return v.size() == names.size() ? g : g + " (" + v.size() + " of " + names.size() + ")";
    }

    private static String geomeanRatio(List<EngineRun> runs, List<String> names) {
        List<Double> ratios = new ArrayList<>();
        for (String q : names) {
            Optional<Double> a = median(runs, LANIN, q);
            Optional<Double> b = median(runs, H2, q);
            if (a.isPresent() && b.isPresent()) {
                ratios.add(a.get() / b.get());
            }
        }
        return ratios.isEmpty() ? "—" : "**" + times(geometricMean(ratios)) + "**";
    }

    static double geometricMean(List<Double> values) {
        return Math.exp(values.stream().mapToDouble(Math::log).average().orElse(Double.NaN));
    }

    private static String rangeTable(QuerySuite suite, SuiteSettings s, List<EngineRun> runs) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "Rounds: median [min–max] of %d measured rounds (%d warm-up), each a sample of %.1f s per query "
                        + "(at least one execution), %s; executions per engine in brackets.%n%n",
                s.rounds(), s.warmups(), s.sampleSeconds(), suite.timeUnit().label()));
        sb.append("<details><summary>min–max per query</summary>\n\n| query | ");
        runs.forEach(r -> sb.append(r.engine.label()).append(" | "));
        sb.append("\n|---|");
        runs.forEach(r -> sb.append("---:|"));
        sb.append('\n');
        List<String> names = runs.stream().flatMap(r -> r.queries.keySet().stream()).distinct().toList();
        for (String q : names) {
            sb.append("| ").append(q).append(" | ");
            for (EngineRun r : runs) {
                QueryOutcome o = r.queries.get(q);
                if (o == null || !o.measured()) {
                    sb.append("— | ");
                    continue;
                }
                Stats st = o.stats();
                sb.append(MarkdownTable.number(suite.timeUnit().fromNanos(st.median()))).append(" [")
                        .append(MarkdownTable.number(suite.timeUnit().fromNanos(st.min()))).append("–")
                        .append(MarkdownTable.number(suite.timeUnit().fromNanos(st.max()))).append("] (")
                        .append(o.executions).append(") | ");
            }
            sb.append('\n');
        }
        return sb.append("\n</details>\n").toString();
    }

    private static String plans(List<EngineRun> runs) {
        StringBuilder sb = new StringBuilder();
        for (EngineRun r : runs) {
            if (r.plans.isEmpty()) {
                continue;
            }
            sb.append("#### ").append(r.engine.label()).append(": plans of the slowest queries\n\n");
            for (PlanCounters.Plan p : r.plans) {
                sb.append("- **").append(p.query()).append("** (").append(p.statement()).append("): ")
                        .append(p.worstEstimate()).append("\n\n```text\n").append(p.text().strip()).append("\n```\n\n");
            }
        }
        return sb.toString();
    }

    private static String times(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f×" : v >= 0.1 ? "%.2f×" : "%.2g×", v);
    }

    private static String shorten(String s) {
        return s.length() > 200 ? s.substring(0, 197) + "..." : s;
    }
}

package org.lanin.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Formats one workload's cells as a Markdown table: engine, threads, median [min–max] in the
 * workload's unit, ratio to H2 at the same thread count, Lanin's counters per operation, notes.
 * When Lanin variants ({@code lanin;setting=value}) run beside plain {@code lanin}, a "vs lanin"
 * column gives each one's ratio to the default build at the same thread count (the on/off ratio).
 */
public final class MarkdownTable {
    /** The engine every ratio is taken against. */
    public static final String REFERENCE = "h2";
    /** The default Lanin build, which variants are compared to. */
    public static final String LANIN = "lanin";

    private MarkdownTable() {
    }

    public static String render(String unitLabel, List<Cell> cells) {
        return render(unitLabel, cells, null, null);
    }

    /**
     * As {@link #render(String, List)}, plus a "vs {@code baselineName}" column: each cell's median
     * over the median of the same engine at the same thread count in {@code baseline} (the
     * partitioned/plain ratio of the partition family). No column when {@code baseline} is null.
     */
    public static String render(String unitLabel, List<Cell> cells, String baselineName, List<Cell> baseline) {
        boolean variants = cells.stream().anyMatch(c -> c.engine().startsWith(LANIN + ";"));
        StringBuilder sb = new StringBuilder();
        sb.append("| engine | threads | ").append(unitLabel).append(" median [min–max] | vs H2 | ")
                .append(variants ? "vs lanin | " : "").append(baseline != null ? "vs " + baselineName + " | " : "")
                .append("Lanin counters per op | notes |\n");
        sb.append("|---|---:|---:|---:|").append(variants ? "---:|" : "").append(baseline != null ? "---:|" : "")
                .append("---|---|\n");
        List<Cell> sorted = cells.stream().sorted(Comparator.comparingInt(Cell::threads)).toList();
        for (Cell c : sorted) {
            sb.append("| ").append(c.engine()).append(" | ").append(c.threads()).append(" | ");
            if (!c.measured()) {
                sb.append("n/a: ").append(c.unavailable()).append(" | — | ").append(variants ? "— | " : "")
                        .append(baseline != null ? "— | " : "").append("— | |\n");
                continue;
            }
            Stats s = c.stats();
            sb.append(number(s.median())).append(" [").append(number(s.min())).append("–").append(number(s.max()))
                    .append("] | ").append(ratio(c, cells));
            if (variants) {
                sb.append(" | ").append(ratio(c, cells, LANIN));
            }
            if (baseline != null) {
                sb.append(" | ").append(ratioTo(c, baseline.stream()
                        .filter(o -> o.threads() == c.threads() && o.engine().equals(c.engine())).findFirst()));
            }
            sb.append(" | ").append(counters(c.countersPerOp())).append(" | ").append(notes(c)).append(" |\n");
        }
        return sb.toString();
    }

    static String ratio(Cell c, List<Cell> all) {
        return ratio(c, all, REFERENCE);
    }

    /** Median of {@code c} over the median of engine {@code reference} at the same thread count. */
    static String ratio(Cell c, List<Cell> all, String reference) {
        return ratioTo(c, all.stream().filter(o -> o.threads() == c.threads() && o.engine().equals(reference))
                .findFirst());
    }

    private static String ratioTo(Cell c, Optional<Cell> reference) {
        Optional<Cell> ref = reference.filter(Cell::measured);
        if (ref.isEmpty() || ref.get().stats().median() == 0) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.2f×", c.stats().median() / ref.get().stats().median());
    }

    /** Thousands separators for large numbers, one decimal below 100. */
    public static String number(double v) {
        if (Math.abs(v) >= 100) {
            return String.format(Locale.ROOT, "%,d", Math.round(v));
        }
        return String.format(Locale.ROOT, "%.1f", v);
    }

    static String counters(Map<String, Double> perOp) {
        if (perOp == null || perOp.isEmpty()) {
            return "—";
        }
        return new TreeMap<>(perOp).entrySet().stream()
                .map(e -> e.getKey() + " " + String.format(Locale.ROOT, "%.2f", e.getValue()))
                .collect(Collectors.joining(", "));
    }

    static String notes(Cell c) {
        List<String> notes = new ArrayList<>();
        if (c.retries() != 0) {
            notes.add("retries " + c.retries() + " (40001/40P01, measured rounds)");
        }
        if (c.gcShare() >= 0.005) {
            notes.add(String.format(Locale.ROOT, "GC pauses %.0f%% of the time", c.gcShare() * 100));
        }
        if (c.allocatedPerOp() > 0) {
            notes.add(String.format(Locale.ROOT, "allocates %,.0f B/op", c.allocatedPerOp()));
        }
        return String.join("; ", notes);
    }
}

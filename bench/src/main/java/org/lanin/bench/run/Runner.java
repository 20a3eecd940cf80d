package org.lanin.bench.run;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.bench.engine.Database;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.bench.report.Cell;
import org.lanin.bench.report.Stats;
import org.lanin.bench.workload.MemoryWorkload;
import org.lanin.bench.workload.ThroughputWorkload;
import org.lanin.bench.workload.Workload;

/**
 * Runs one workload over all engines. Per thread count: warm-up rounds, then measured rounds,
 * engines interleaved inside every round (A B A B ...) so machine drift hits all alike. One
 * database per engine lives for the whole workload. A failure marks that engine n/a (with the
 * error) at that thread count; nothing is dropped silently.
 */
public final class Runner {
    private final RunPlan plan;
    private final Progress progress;

    public Runner(RunPlan plan, Progress progress) {
        this.plan = plan;
        this.progress = progress;
    }

    public List<Cell> run(Workload w) {
        if (w instanceof MemoryWorkload m) {
            return runMemory(m);
        }
        if (w instanceof ThroughputWorkload t) {
            return runThroughput(t);
        }
        throw new IllegalArgumentException("no runner for workload kind " + w.getClass().getName());
    }

    private List<Cell> runThroughput(ThroughputWorkload w) {
        List<EngineSpec> engines = plan.enginesFor(w);
        Map<EngineSpec, Database> dbs = new HashMap<>();
        Map<EngineSpec, String> broken = new HashMap<>();
        List<Cell> cells = new ArrayList<>();
        try {
            for (EngineSpec e : engines) {
                progress.step(w.name() + " · " + e.label() + " · set-up", 1);
                openAndSetUp(w, e, dbs, broken);
            }
            for (int threads : w.threadCounts(plan.threads())) {
                cells.addAll(runThreadCount(w, engines, threads, dbs, broken));
            }
        } finally {
            dbs.values().forEach(Runner::closeQuietly);
        }
        return cells;
    }

    private void openAndSetUp(ThroughputWorkload w, EngineSpec e, Map<EngineSpec, Database> dbs,
                              Map<EngineSpec, String> broken) {
        boolean runsSomewhere = w.threadCounts(plan.threads()).stream().anyMatch(t -> w.unsupported(e, t) == null);
        if (!e.isJdbc() || !runsSomewhere) {
            return; // unsupported everywhere: its cells say why, not a set-up error from DDL it lacks
        }
        try {
            Database db = Database.open(e);
            dbs.put(e, db);
            w.setUp(db.holder(), plan.scale());
        } catch (Exception ex) {
            broken.put(e, "set-up failed: " + describe(ex));
        }
    }

    private List<Cell> runThreadCount(ThroughputWorkload w, List<EngineSpec> engines, int threads,
                                      Map<EngineSpec, Database> dbs, Map<EngineSpec, String> broken) {
        Map<EngineSpec, String> why = new LinkedHashMap<>();
        Map<EngineSpec, List<Double>> values = new HashMap<>();
        Map<EngineSpec, Long> retries = new HashMap<>();
        Map<EngineSpec, Map<String, Double>> counters = new HashMap<>();
        Map<EngineSpec, List<Double>> gcShares = new HashMap<>();
        Map<EngineSpec, List<Double>> allocated = new HashMap<>();
        for (EngineSpec e : engines) {
            String reason = w.unsupported(e, threads) != null ? w.unsupported(e, threads) : broken.get(e);
            if (reason != null) {
                why.put(e, reason);
            }
            values.put(e, new ArrayList<>());
        }
        int total = plan.warmups() + plan.rounds();
        for (int round = 0; round < total; round++) {
            boolean warm = round < plan.warmups();
            for (EngineSpec e : engines) {
                if (why.containsKey(e)) {
                    continue;
                }
                String label = w.name() + " · " + e.label() + " · " + threads + " thr · "
                        + (warm ? "warm-up " + (round + 1) : "round " + (round - plan.warmups() + 1) + "/" + plan.rounds());
                progress.step(label, plan.sampleSeconds());
                try {
                    Sample s = SampleRunner.run(w, dbs.get(e), threads, round, (long) (plan.sampleSeconds() * 1e9));
                    if (!warm) {
                        values.get(e).add(s.value());
                        retries.merge(e, s.retries(), Long::sum);
                        counters.put(e, s.countersPerOp());
                        gcShares.computeIfAbsent(e, k -> new ArrayList<>()).add(s.gcShare());
                        allocated.computeIfAbsent(e, k -> new ArrayList<>()).add(s.allocatedPerOp());
                    }
                } catch (Exception ex) {
                    why.put(e, "failed: " + describe(ex));
                    progress.newline();
                    System.err.println(label + " failed: " + describe(ex));
                }
            }
        }
        List<Cell> cells = new ArrayList<>();
        for (EngineSpec e : engines) {
            cells.add(why.containsKey(e) ? Cell.unavailable(e.label(), threads, why.get(e))
                    : new Cell(e.label(), threads, values.get(e), retries.getOrDefault(e, 0L), counters.get(e), null,
                            gcShares.containsKey(e) ? Stats.of(gcShares.get(e)).median() : Double.NaN,
                            allocated.containsKey(e) ? Stats.of(allocated.get(e)).median() : Double.NaN));
        }
        return cells;
    }

    private List<Cell> runMemory(MemoryWorkload w) {
        List<Cell> cells = new ArrayList<>();
        for (EngineSpec e : plan.enginesFor(w)) {
            String reason = w.unsupported(e, 1);
            if (reason != null) {
                cells.add(Cell.unavailable(e.label(), 1, reason));
                continue;
            }
            progress.step(w.name() + " · " + e.label() + " · load and measure", plan.scale().quick() ? 2 : 15);
            try {
                cells.add(new Cell(e.label(), 1, List.of(w.measure(e, plan.scale())), 0, null, null));
            } catch (Exception ex) {
                cells.add(Cell.unavailable(e.label(), 1, "failed: " + describe(ex)));
            }
        }
        return cells;
    }

    /** SQLSTATE and message on one line, for an n/a cell. */
    static String describe(Exception ex) {
        String msg = String.valueOf(ex.getMessage()).replace('\n', ' ').replace('|', '/');
        if (msg.length() > 160) {
            msg = msg.substring(0, 157) + "...";
        }
        return ex instanceof SQLException s && s.getSQLState() != null ? "SQLSTATE " + s.getSQLState() + " " + msg
                : ex.getClass().getSimpleName() + " " + msg;
    }

    private static void closeQuietly(Database db) {
        try {
            db.close();
        } catch (SQLException e) {
            // The workload's numbers are taken; a failed shutdown only leaks this run's memory.
        }
    }
}

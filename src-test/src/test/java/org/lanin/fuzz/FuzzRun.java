package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Runs the oracles over generated schemas. Each schema comes from its seed alone, and each case
 * from (seed, query number, oracle name) alone, never from what earlier cases did, so
 * {@code -Dfuzz.seed=S -Dfuzz.query=Q -Dfuzz.oracle=O} replays exactly one failing case. Failures
 * are minimised (the first few) and collected; counts per oracle show how many cases checked
 * something and why the others were skipped.
 */
final class FuzzRun {
    /** Per oracle: cases that checked something, failed, were skipped (by SQLSTATE), did not apply. */
    static final class Counts {
        int checked;
        int failed;
        int notApplicable;
        long nanos;
        final Map<String, Integer> skipped = new TreeMap<>();

        int skippedTotal() {
            return skipped.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** {@code -Dfuzz.debug=true}: print every skipped case and every case slower than a second. */
    private static final boolean DEBUG = Boolean.getBoolean("fuzz.debug");
    private final List<Oracle> oracles;
    private final String pgUrl;
    private final int maxFailures;
    private final Map<String, Counts> counts = new LinkedHashMap<>();
    private final List<String> failures = new ArrayList<>();
    private int minimised;

    FuzzRun(List<Oracle> oracles, String pgUrl, int maxFailures) {
        this.oracles = oracles;
        this.pgUrl = pgUrl;
        this.maxFailures = maxFailures;
        oracles.forEach(o -> counts.put(o.name(), new Counts()));
    }

    List<String> failures() {
        return failures;
    }

    Map<String, Counts> counts() {
        return counts;
    }

    boolean full() {
        return failures.size() >= maxFailures;
    }

    /** Runs {@code queries} cases per oracle on the schema of {@code seed}; {@code only} >= 0 runs one. */
    void schema(long seed, int queries, int only, String onlyOracle) {
        FuzzSchema schema = new SchemaGenerator(new Random(seed)).generate();
        try (Databases dbs = Databases.open(schema, pgUrl)) {
            for (int q = only >= 0 ? only : 0; q < (only >= 0 ? only + 1 : queries) && !full(); q++) {
                for (Oracle o : oracles) {
                    if (onlyOracle == null || onlyOracle.equals(o.name())) {
                        one(o, schema, dbs, seed, q);
                    }
                }
            }
        } catch (SqlFault f) {
            failures.add(FuzzReport.setup(seed, schema, f));
        }
    }

    private void one(Oracle o, FuzzSchema schema, Databases dbs, long seed, int q) {
        Counts c = counts.get(o.name());
        if (!o.applies(schema, dbs)) {
            c.notApplicable++;
            return;
        }
        Random rnd = new Random(caseSeed(seed, q, o.name()));
        ExprGenerator exprs = new ExprGenerator(rnd, schema, o.dialect());
        FuzzCase fc = o.generate(new QueryGenerator(exprs, schema), exprs);
        long start = System.nanoTime();
        Verdict v = Verdict.of(o, dbs, fc);
        c.nanos += System.nanoTime() - start;
        if (DEBUG) {
            long ms = (System.nanoTime() - start) / 1_000_000;
            if (v.status() == Verdict.Status.SKIP || ms > 1000) {
                System.out.println("[" + o.name() + " " + seed + "/" + q + " " + ms + " ms] " + v.status() + " "
                        + v.detail() + "\n    " + String.join("\n    ", v.statements()));
            }
        }
        switch (v.status()) {
            case PASS -> c.checked++;
            case SKIP -> c.skipped.merge(v.key(), 1, Integer::sum);
            case FAIL -> {
                c.failed++;
                failures.add(report(o, schema, fc, v, seed, q));
            }
        }
    }

    private String report(Oracle o, FuzzSchema schema, FuzzCase fc, Verdict v, long seed, int q) {
        String original = fc.query().sql() + (fc.p() == null ? "" : "  /  p = " + fc.p().sql());
        Minimizer m = new Minimizer(o, pgUrl, schema, fc, v, minimised++ < 3 ? 3000 : 0);
        m.run();
        String r = FuzzReport.of(o, seed, q, m, original);
        System.out.println(r);
        return r;
    }

    static long caseSeed(long seed, int query, String oracle) {
        long s = seed * 0x9E3779B97F4A7C15L + query;
        return s * 0x9E3779B97F4A7C15L + oracle.hashCode();
    }

    String summary() {
        StringBuilder b = new StringBuilder();
        counts.forEach((name, c) -> b.append(String.format("  %-14s checked %6d  failed %3d  skipped %5d %s  n/a %d  (%d ms)%n",
                name, c.checked, c.failed, c.skippedTotal(), c.skipped, c.notApplicable, c.nanos / 1_000_000)));
        return b.toString();
    }
}

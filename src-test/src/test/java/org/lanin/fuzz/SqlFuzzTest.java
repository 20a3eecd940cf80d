package org.lanin.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * The SQL fuzzer (see README.md in this package). The default suite runs {@value #CASES_PER_SCHEMA}
 * cases per oracle on each of the schemas of seeds 1 to {@value #SCHEMAS}; {@code -Pslow} runs
 * {@code -Dfuzz.queries} cases per oracle (default 4,000, about ten minutes on this machine) on
 * schemas from a random seed it prints. {@code -Dfuzz.seed=S} (with {@code -Dfuzz.query=Q
 * -Dfuzz.oracle=NAME}) replays one schema or one case; {@code -Dfuzz.pg.url=jdbc:postgresql://...}
 * adds PostgreSQL as a differential oracle, for development only.
 */
class SqlFuzzTest {
    /**
     * Schemas and cases per schema of the default suite: 30 cases per oracle. JSqlParser's parse
     * time (5-50 ms per generated statement here) is what bounds it.
     */
    private static final int SCHEMAS = 6;
    private static final int CASES_PER_SCHEMA = 5;
    /** Cases per oracle and schema in the slow profile: many schemas, each probed a little. */
    private static final int SLOW_CASES_PER_SCHEMA = 20;

    @Test
    void fixedSeeds() {
        Long replay = Long.getLong("fuzz.seed");
        Assumptions.assumeTrue(replay == null || !Boolean.getBoolean("lanin.slow"), "the slow run takes the seed");
        FuzzRun run = new FuzzRun(oracles(), System.getProperty("fuzz.pg.url"), 5);
        if (replay != null) {
            run.schema(replay, SLOW_CASES_PER_SCHEMA, Integer.getInteger("fuzz.query", -1), System.getProperty("fuzz.oracle"));
        } else {
            for (long seed = 1; seed <= SCHEMAS && !run.full(); seed++) {
                run.schema(seed, CASES_PER_SCHEMA, -1, null);
            }
        }
        System.out.print("SqlFuzzTest fixed seeds:\n" + run.summary());
        assertThat(run.failures()).as("fuzz failures:%n%s", String.join("\n", run.failures())).isEmpty();
        if (replay == null) {
            // a generator that drifts into statements Lanin rejects would check nothing and pass
            run.counts().forEach((name, c) -> assertThat(c.checked)
                    .as("cases of %s that checked something (skipped: %s)", name, c.skipped)
                    .isPositive().isGreaterThanOrEqualTo(c.skippedTotal() * 4));
        }
    }

    @Test
    @Tag("slow")
    void longRun() {
        Assumptions.assumeTrue(Boolean.getBoolean("lanin.slow"), "slow tier: -Pslow or -Dlanin.slow=true");
        long base = Long.getLong("fuzz.seed", new java.util.Random().nextLong() >>> 20);
        int queries = Integer.getInteger("fuzz.queries", 4_000);
        System.out.println("SqlFuzzTest slow run: seeds from " + base + ", " + queries + " cases per oracle");
        FuzzRun run = new FuzzRun(oracles(), System.getProperty("fuzz.pg.url"), 20);
        long seed = base;
        for (int done = 0; done < queries && !run.full(); done += SLOW_CASES_PER_SCHEMA, seed++) {
            run.schema(seed, Math.min(SLOW_CASES_PER_SCHEMA, queries - done), -1, System.getProperty("fuzz.oracle"));
        }
        System.out.print("SqlFuzzTest slow run, seeds " + base + ".." + (seed - 1) + ":\n" + run.summary());
        assertThat(run.failures()).as("fuzz failures:%n%s", String.join("\n", run.failures())).isEmpty();
    }

    private static List<Oracle> oracles() {
        List<Oracle> all = new java.util.ArrayList<>(List.of(new TlpWhereOracle(), new TlpDistinctOracle(),
                new TlpGroupByOracle(), new TlpAggregateOracle(), new TlpHavingOracle(), new NoRecOracle(),
                new SetOpOracle(), new PlanSettingsOracle(), new PartitionOracle(), new DifferentialOracle(Target.H2)));
        if (System.getProperty("fuzz.pg.url") != null) {
            all.add(new DifferentialOracle(Target.POSTGRES));
        }
        return all;
    }
}

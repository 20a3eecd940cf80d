package org.lanin.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.bench.query.SuiteSettings;
import org.lanin.bench.run.RunPlan;
import org.lanin.bench.workload.Scale;
import org.lanin.tpch.TpchLoader;

/** The command line, parsed. Defaults are the full mode; {@code --quick} shortens everything. */
record BenchOptions(String workloads, RunPlan plan, Path out, String commandLine, SuiteSettings suite) {

    static final String USAGE = """
            usage: java -jar bench/target/lanin-bench.jar [options]
              --workloads all|NAME,NAME   workloads (a name may be a prefix: insert); default all
              --engines SPEC,SPEC         lanin, h2, hsqldb, sqlite, duckdb, postgres, floor-cslm; a Lanin
                                          variant is lanin;setting=value (e.g. lanin;btree_exclusive_leaf=off)
                                          default lanin,h2
              --threads 1,2,4             thread counts; default 1,2,4
              --quick                     smoke run: small loads, 1 warm-up + 2 rounds of 0.4 s
              --rounds N                  measured rounds (default 3; quick 2)
              --warmups N                 warm-up rounds (default 1)
              --seconds S                 seconds per sample (default 2; quick 0.4)
              --no-floor                  do not add the ConcurrentSkipListMap floor to insert workloads
              --out DIR                   results folder; default bench/results
            query suites (tpch, tpch_lookup; run by name only):
              --sf F                      TPC-H scale factor, at least 0.01; default 0.1 (quick 0.01)
              --query-timeout S           seconds before one execution is cancelled; default 60
              --plans N                   EXPLAIN ANALYZE of the N slowest queries (Lanin, PostgreSQL); default 3
              --pg-url URL                pgJDBC URL for engine postgres (a fresh schema per suite), e.g.
                                          'jdbc:postgresql://localhost:5432/tpch?user=tpch&password=tpch'
              --list                      print the workloads and exit
            """;

    static BenchOptions parse(String[] args) {
        String workloads = "all";
        String engines = "lanin,h2";
        String threads = "1,2,4";
        boolean quick = false;
        boolean floor = true;
        Integer rounds = null;
        Integer warmups = null;
        Double seconds = null;
        Path out = Path.of("bench", "results");
        Double sf = null;
        int queryTimeout = 60;
        int plans = 3;
        String pgUrl = "";
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--workloads" -> workloads = value(args, ++i, a);
                case "--engines" -> engines = value(args, ++i, a);
                case "--threads" -> threads = value(args, ++i, a);
                case "--quick" -> quick = true;
                case "--no-floor" -> floor = false;
                case "--rounds" -> rounds = Integer.parseInt(value(args, ++i, a));
                case "--warmups" -> warmups = Integer.parseInt(value(args, ++i, a));
                case "--seconds" -> seconds = Double.parseDouble(value(args, ++i, a));
                case "--out" -> out = Path.of(value(args, ++i, a));
                case "--sf" -> sf = Double.parseDouble(value(args, ++i, a));
                case "--query-timeout" -> queryTimeout = Integer.parseInt(value(args, ++i, a));
                case "--plans" -> plans = Integer.parseInt(value(args, ++i, a));
                case "--pg-url" -> pgUrl = value(args, ++i, a);
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        RunPlan plan = new RunPlan(EngineSpec.parseList(engines), threadList(threads),
                warmups != null ? warmups : 1, rounds != null ? rounds : quick ? 2 : 3,
                seconds != null ? seconds : quick ? 0.4 : 2.0, new Scale(quick), floor);
        if (plan.rounds() < 1 || plan.warmups() < 0 || plan.sampleSeconds() <= 0) {
            throw new IllegalArgumentException("--rounds must be >= 1, --warmups >= 0, --seconds > 0");
        }
        double scale = sf != null ? sf : quick ? 0.01 : 0.1;
        if (!(scale >= TpchLoader.MIN_SCALE_FACTOR) || queryTimeout < 1 || plans < 0) {
            throw new IllegalArgumentException("--sf must be >= " + TpchLoader.MIN_SCALE_FACTOR
                    + ", --query-timeout >= 1, --plans >= 0");
        }
        String url = pgUrl;
        List<EngineSpec> suiteEngines = plan.engines().stream().map(e -> suiteEngine(e, url)).toList();
        SuiteSettings suite = new SuiteSettings(suiteEngines, scale, plan.warmups(), plan.rounds(),
                plan.sampleSeconds(), queryTimeout, plans);
        return new BenchOptions(workloads, plan, out, String.join(" ", args), suite);
    }

    /**
     * PostgreSQL's settings are its URL. H2 answers a repeated identical query from its result
     * cache while the tables are unchanged, which would time the cache, not the query: the query
     * suites run H2 with {@code OPTIMIZE_REUSE_RESULTS=FALSE}.
     */
    static EngineSpec suiteEngine(EngineSpec e, String pgUrl) {
        return switch (e.kind()) {
            case POSTGRES -> e.withSettings(pgUrl);
            case H2 -> e.withSettings(e.settings() + ";OPTIMIZE_REUSE_RESULTS=FALSE");
            default -> e;
        };
    }

    private static List<Integer> threadList(String s) {
        List<Integer> out = new ArrayList<>();
        for (String p : s.split(",")) {
            int n = Integer.parseInt(p.trim());
            if (n < 1) {
                throw new IllegalArgumentException("thread counts must be >= 1");
            }
            out.add(n);
        }
        return out;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }
}

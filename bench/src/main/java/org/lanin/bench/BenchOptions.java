package org.lanin.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.bench.run.RunPlan;
import org.lanin.bench.workload.Scale;

/** The command line, parsed. Defaults are the full mode; {@code --quick} shortens everything. */
record BenchOptions(String workloads, RunPlan plan, Path out, String commandLine) {

    static final String USAGE = """
            usage: java -jar bench/target/lanin-bench.jar [options]
              --workloads all|NAME,NAME   workloads (a name may be a prefix: insert); default all
              --engines SPEC,SPEC         lanin, h2, hsqldb, sqlite, floor-cslm; a Lanin variant is
                                          lanin;setting=value (e.g. lanin;btree_exclusive_leaf=off)
                                          default lanin,h2
              --threads 1,2,4             thread counts; default 1,2,4
              --quick                     smoke run: small loads, 1 warm-up + 2 rounds of 0.4 s
              --rounds N                  measured rounds (default 3; quick 2)
              --warmups N                 warm-up rounds (default 1)
              --seconds S                 seconds per sample (default 2; quick 0.4)
              --no-floor                  do not add the ConcurrentSkipListMap floor to insert workloads
              --out DIR                   results folder; default bench/results
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
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        RunPlan plan = new RunPlan(EngineSpec.parseList(engines), threadList(threads),
                warmups != null ? warmups : 1, rounds != null ? rounds : quick ? 2 : 3,
                seconds != null ? seconds : quick ? 0.4 : 2.0, new Scale(quick), floor);
        if (plan.rounds() < 1 || plan.warmups() < 0 || plan.sampleSeconds() <= 0) {
            throw new IllegalArgumentException("--rounds must be >= 1, --warmups >= 0, --seconds > 0");
        }
        return new BenchOptions(workloads, plan, out, String.join(" ", args));
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

package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/** The text a failure prints: how to replay it, what failed, and a script that reproduces it. */
final class FuzzReport {
    private FuzzReport() {
    }

    static String of(Oracle o, long seed, int query, Minimizer m, String original) {
        StringBuilder b = new StringBuilder();
        b.append("FUZZ FAILURE: oracle ").append(o.name()).append(", seed ").append(seed).append(", query ")
                .append(query).append('\n');
        b.append("replay: -Dfuzz.seed=").append(seed).append(" -Dfuzz.query=").append(query)
                .append(" -Dfuzz.oracle=").append(o.name()).append('\n');
        Verdict v = m.verdict();
        b.append(v.key()).append(": ").append(v.detail()).append('\n');
        b.append("-- minimised reproduction (Lanin; PostgreSQL 15 runs the same script):\n");
        for (String s : m.schema().script(Target.LANIN)) {
            b.append(s).append(";\n");
        }
        if (m.schema().partitioned()) {
            b.append("-- (the partition oracle's reference is the same script without PARTITION BY / PARTITION OF)\n");
        }
        for (String s : v.statements()) {
            b.append(s).append(";\n");
        }
        b.append("-- original case: ").append(original).append('\n');
        return b.toString();
    }

    static String setup(long seed, FuzzSchema s, SqlFault f) {
        StringBuilder b = new StringBuilder("FUZZ FAILURE while loading seed " + seed + " (replay: -Dfuzz.seed="
                + seed + "): " + f.key() + ": " + f.getMessage() + "\n");
        List<String> script = s.script(Target.LANIN);
        script.forEach(st -> b.append(st).append(";\n"));
        return b.toString();
    }
}

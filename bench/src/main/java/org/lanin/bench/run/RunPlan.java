package org.lanin.bench.run;

import java.util.ArrayList;
import java.util.List;
import org.lanin.bench.engine.EngineKind;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.bench.workload.MemoryWorkload;
import org.lanin.bench.workload.Scale;
import org.lanin.bench.workload.Workload;

/**
 * What to run, from the command line: engines, thread counts, rounds, sample length, scale.
 * The floor engine is added beside every workload that has one unless {@code withFloor} is off.
 */
public record RunPlan(List<EngineSpec> engines, List<Integer> threads, int warmups, int rounds,
                      double sampleSeconds, Scale scale, boolean withFloor) {

    /** The engines shown for {@code w}, in command-line order, floor last. */
    public List<EngineSpec> enginesFor(Workload w) {
        List<EngineSpec> out = new ArrayList<>(engines);
        boolean listed = out.stream().anyMatch(e -> e.kind() == EngineKind.FLOOR);
        if (withFloor && w.hasFloor() && !listed) {
            out.add(EngineSpec.floor());
        }
        return out;
    }

    /** Planned seconds for the progress estimate. */
    public double plannedSeconds(Workload w) {
        double total = 0;
        for (EngineSpec e : enginesFor(w)) {
            if (w instanceof MemoryWorkload) {
                total += scale.quick() ? 2 : 15;
                continue;
            }
            total += 1; // set-up and load allowance
            for (int t : w.threadCounts(threads)) {
                if (w.unsupported(e, t) == null) {
                    total += (warmups + rounds) * sampleSeconds;
                }
            }
        }
        return total;
    }
}

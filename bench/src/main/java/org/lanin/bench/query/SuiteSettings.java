package org.lanin.bench.query;

import java.util.List;
import org.lanin.bench.engine.EngineSpec;

/**
 * How a query suite runs, from the command line: engines (in order, one at a time), TPC-H scale
 * factor ({@code --sf}), warm-up and measured rounds, sample seconds per query and round,
 * per-execution timeout ({@code --query-timeout}) and how many slowest queries get their plans
 * captured ({@code --plans}).
 */
public record SuiteSettings(List<EngineSpec> engines, double sf, int warmups, int rounds, double sampleSeconds,
                            int timeoutSeconds, int plans) {

    /** A guess at one engine's load time, for the progress estimate only. */
    double loadAllowanceSeconds() {
        return 5 + 150 * sf;
    }

    /** Planned seconds of one suite, for the progress estimate. */
    public double plannedSeconds(int queries) {
        return engines.size() * (loadAllowanceSeconds() + (warmups + rounds) * sampleSeconds * queries);
    }
}

package org.lanin.pgregress;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * PostgreSQL's own regression scripts ({@link RegressSuite#FILES}) run statement by statement on
 * Lanin and judged against PostgreSQL's expected output. Per file it requires: the script and its
 * expected output line up completely, no internal error (XX000 or a non-SQLException) that the
 * baseline does not list, and at least as many statements passed as the baseline records (statements
 * cancelled by the timeout count as passed here, so that a loaded machine cannot fail it). Figures
 * and failures go to {@code target/pgregress}; {@code -Dpgregress.record=true} rewrites the baseline
 * from the run (after an improvement), {@code -Dpgregress.files=a,b} runs only those files.
 */
class PgRegressTest {
    private static final boolean RECORD = Boolean.getBoolean("pgregress.record");
    private static final Map<String, FileResult> RESULTS = new TreeMap<>();
    private static final Baseline BASELINE = Baseline.read(Baseline.SOURCE);

    @TestFactory
    Stream<DynamicTest> regressionFiles() {
        RegressSuite suite = RegressSuite.locate();
        String only = System.getProperty("pgregress.files", "");
        List<String> files = only.isBlank() ? RegressSuite.FILES : List.of(only.split(","));
        return files.stream().map(f -> DynamicTest.dynamicTest(f, () -> check(suite, f)));
    }

    private static void check(RegressSuite suite, String file) throws Exception {
        FileResult r = new RegressRunner(suite).run(file);
        synchronized (RESULTS) {
            RESULTS.put(file, r);
        }
        Report.file(r);
        System.out.printf("pgregress %s: %d/%d passed, %d not run, %d timeouts, %d internal errors, %d ms (%d ms CPU)%n",
                file, r.passed, r.total, r.notRun, r.timeouts, r.bugs.size(), r.millis, r.cpuMillis);
        assertThat(r.misalignment).as("%s: script and expected output must line up", file).isNull();
        List<FileResult.Bug> unlisted = r.bugs.stream().filter(b -> !BASELINE.allows(b)).toList();
        assertThat(unlisted).as("%s: internal errors (bugs: fix them, or list them in %s with a reason)", file,
                Baseline.SOURCE).isEmpty();
        if (RECORD) {
            return;
        }
        Baseline.Entry e = BASELINE.entry(file);
        assertThat(e).as("%s has no line in %s: record it with -Dpgregress.record=true", file, Baseline.SOURCE)
                .isNotNull();
        // A statement cancelled by the timeout may pass on a less loaded machine: timeouts never fail the test.
        assertThat(r.passed + r.timeouts).as("%s: statements passed, plus %d that timed out (failures in %s)", file,
                r.timeouts, Report.OUT.resolve(file + ".failures.txt")).isGreaterThanOrEqualTo(e.passed());
        if (r.passed > e.passed()) {
            System.out.printf("pgregress %s: %d more statements pass than the baseline records;"
                    + " re-record with -Dpgregress.record=true%n", file, r.passed - e.passed());
        }
    }

    @AfterAll
    static void writeSummary() {
        synchronized (RESULTS) {
            if (RESULTS.isEmpty()) {
                return;
            }
            Report.summary(RESULTS);
            if (RECORD) {
                BASELINE.record(Baseline.SOURCE, RESULTS);
            }
        }
    }
}

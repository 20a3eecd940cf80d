package org.lanin.pgregress;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Runs one regression script on a fresh private Lanin database, as pg_regress would after
 * {@code test_setup}: the setup script runs first through the same machinery (its outcomes are not
 * counted, only its internal errors), then, for scripts scheduled after {@code create_index}, the
 * indexes it builds on the setup's tables ({@link RegressSuite#setupIndexes}), then the script's
 * statements in order on one connection, each judged against the expected file ({@link Verdict}).
 */
final class RegressRunner {
    private static final int SQL_SHOWN = 400;
    /** Statements at least this slow are listed in the report (to find what makes a run long). */
    private static final long SLOW_MILLIS = Long.getLong("pgregress.slowMillis", 500);
    /** CPU time of the running thread (Lanin runs statements on the caller's thread): less disturbed than wall time by other work. */
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private final RegressSuite suite;

    RegressRunner(RegressSuite suite) {
        this.suite = suite;
    }

    FileResult run(String name) throws SQLException {
        FileResult result = new FileResult(name);
        long start = System.nanoTime();
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        PsqlVariables vars = new PsqlVariables(suite.environment());
        DisplaySettings display = new DisplaySettings();
        // autovacuum off: test_setup runs VACUUM ANALYZE itself, and a background ANALYZE would make
        // plans (and the EXPLAIN output compared) depend on timing.
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:;autovacuum=off")) {
            List<String> setupLines = suite.script(RegressSuite.SETUP);
            PsqlScript setup = PsqlScript.parse(setupLines, vars);
            runItems(c, RegressSuite.SETUP, setup.items(), null, vars, display, new FileResult(name), result);
            if (suite.scheduledAfter(name, "create_index")) {
                List<ScriptItem> indexes = new ArrayList<>();
                suite.setupIndexes(new PsqlVariables(suite.environment()))
                        .forEach(sql -> indexes.add(new ScriptItem.Statement(sql, 0, 0, false, null)));
                runItems(c, "create_index", indexes, null, vars, display, new FileResult(name), result);
            }
            List<String> lines = suite.script(name);
            PsqlScript script = PsqlScript.parse(lines, vars);
            ExpectedFile expected = ExpectedFile.align(lines, script, suite.expected(name));
            result.misalignment = expected.misalignment();
            runItems(c, name, script.items(), expected.expected(), vars, display, result, result);
        }
        result.millis = (System.nanoTime() - start) / 1_000_000;
        result.cpuMillis = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
        return result;
    }

    /**
     * Runs {@code items}; with {@code expected} null (the setup) nothing is judged. Figures go to
     * {@code counts}, internal errors to {@code bugs}.
     */
    private void runItems(Connection c, String file, List<ScriptItem> items, List<Expected> expected,
            PsqlVariables vars, DisplaySettings display, FileResult counts, FileResult bugs) {
        for (int i = 0; i < items.size(); i++) {
            ScriptItem item = items.get(i);
            if (item instanceof ScriptItem.Meta m) {
                counts.notRun++;
                if (m.name().equals("pset")) {
                    display.pset(vars, m.args());
                }
                continue;
            }
            ScriptItem.Statement st = (ScriptItem.Statement) item;
            Expected exp = expected == null ? null : expected.get(i);
            if (st.gexec() || isCopy(st.sql())) {
                counts.notRun++;
                if (!st.gexec()) {
                    copy(c, file, st, bugs);
                }
                continue;
            }
            if (expected != null && exp == null) {
                counts.notRun++;
                continue;
            }
            int maxRows = exp instanceof Expected.Table t ? t.rows().size() + 1 : Actual.UNCOMPARED_ROWS;
            long started = System.nanoTime();
            Actual actual = Actual.run(c, st.sql(), maxRows, display);
            long ms = (System.nanoTime() - started) / 1_000_000;
            if (ms >= SLOW_MILLIS) {
                counts.slow.add(String.format(Locale.ROOT, "%s.sql:%d: %d ms", file, st.firstLine() + 1, ms));
            }
            recordBug(file, st, actual, bugs);
            if (actual instanceof Actual.Done) {
                display.observe(st.sql());
            }
            if (expected == null) {
                continue;
            }
            counts.total++;
            if (actual instanceof Actual.Failed f && f.timeout()) {
                counts.timeouts++;
            }
            String why = Verdict.judge(exp, actual, st.sql());
            if (why == null) {
                counts.passed++;
            } else {
                counts.failures.add(String.format(Locale.ROOT, "%s.sql:%d: %s%n    %s", file, st.firstLine() + 1,
                        why, shorten(st.sql()).replace("\n", "\n    ")));
            }
        }
    }

    private static boolean isCopy(String sql) {
        return sql.regionMatches(true, 0, "copy", 0, 4) && (sql.length() == 4 || !PsqlScript.identifierChar(sql.charAt(4)));
    }

    private static void copy(Connection c, String file, ScriptItem.Statement st, FileResult bugs) {
        if (!CopyIn.handles(st.sql())) {
            return;
        }
        try {
            CopyIn.run(c, st.sql(), st.copyData());
        } catch (SQLException e) {
            recordBug(file, st, new Actual.Failed(e.getSQLState(), e.getMessage()), bugs);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (OutOfMemoryError e) {
            throw e;
        } catch (RuntimeException | Error e) {
            recordBug(file, st, new Actual.Broken(e), bugs);
        }
    }

    private static void recordBug(String file, ScriptItem.Statement st, Actual actual, FileResult bugs) {
        String what = null;
        if (actual instanceof Actual.Broken b) {
            what = b.error().toString();
        } else if (actual instanceof Actual.Failed f && f.internal()) {
            what = "XX000 " + f.message();
        }
        if (what != null) {
            bugs.bugs.add(new FileResult.Bug(file, st.firstLine() + 1, what, shorten(st.sql())));
        }
    }

    private static String shorten(String sql) {
        return sql.length() <= SQL_SHOWN ? sql : sql.substring(0, SQL_SHOWN) + " ...";
    }
}

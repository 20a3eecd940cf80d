package org.lanin.pgregress;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where PostgreSQL's regression files are ({@code shared/suites/postgres-regress/src/test/regress},
 * found beside the checkout or above the working directory, or {@code -Dpgregress.dir=DIR}) and the
 * files the runner takes from them. A missing suite fails the run rather than skipping it.
 */
final class RegressSuite {
    /** The scripts run (issue 14's choice), alphabetically. */
    static final List<String> FILES = List.of("aggregates", "arrays", "boolean", "btree_index", "case",
            "constraints", "create_index", "date", "delete", "foreign_key", "generated_stored",
            "hash_part", "identity", "insert", "insert_conflict", "int4", "int8", "join", "limit", "merge",
            "numeric", "partition_prune", "returning", "select", "select_distinct", "select_having",
            "select_implicit", "select_into", "sequence", "strings", "subselect", "text", "timestamp",
            "transactions", "truncate", "union", "update", "varchar", "window", "with");
    static final String SETUP = "test_setup";
    private static final Pattern CREATE_TABLE = Pattern.compile("(?is)create\\s+table\\s+(\\w+)\\b.*");
    private static final Pattern CREATE_INDEX = Pattern.compile(
            "(?is)create\\s+(?:unique\\s+)?index\\s+(\\w+)\\s+on\\s+(\\w+)\\b.*");
    private static final String RELATIVE = "shared/suites/postgres-regress/src/test/regress";

    private final Path dir;

    private RegressSuite(Path dir) {
        this.dir = dir;
    }

    static RegressSuite locate() {
        String configured = System.getProperty("pgregress.dir");
        if (configured != null) {
            return new RegressSuite(Path.of(configured).toAbsolutePath());
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve(RELATIVE))) {
                return new RegressSuite(p.resolve(RELATIVE));
            }
        }
        throw new IllegalStateException("PostgreSQL's regression files are not at ../shared/suites/postgres-regress"
                + " above " + Path.of("").toAbsolutePath() + "; set -Dpgregress.dir=.../src/test/regress");
    }

    /** What {@code \getenv} answers in the scripts (pg_regress sets these). */
    Map<String, String> environment() {
        return Map.of("PG_ABS_SRCDIR", dir.toString(), "PG_LIBDIR", dir.resolve("no-libdir").toString(),
                "PG_DLSUFFIX", ".so");
    }

    /** Whether PostgreSQL's {@code parallel_schedule} runs {@code file} in a later group than {@code earlier}. */
    boolean scheduledAfter(String file, String earlier) {
        int f = -1;
        int e = -1;
        List<String> schedule = lines(dir.resolve("parallel_schedule"));
        for (int i = 0; i < schedule.size(); i++) {
            List<String> tests = List.of(schedule.get(i).replaceFirst("^test:", "").trim().split("\\s+"));
            if (!schedule.get(i).startsWith("test:")) {
                continue;
            }
            f = tests.contains(file) ? i : f;
            e = tests.contains(earlier) ? i : e;
        }
        return f >= 0 && e >= 0 && f > e;
    }

    /**
     * The statements of {@code create_index.sql} that index a table {@code test_setup.sql} creates and
     * that it does not drop again: the indexes those tables have for every script PostgreSQL runs
     * after {@code create_index} (the plans and the speed of their queries depend on them).
     */
    List<String> setupIndexes(PsqlVariables vars) {
        Set<String> tables = new HashSet<>();
        for (ScriptItem item : PsqlScript.parse(script(SETUP), new PsqlVariables(environment())).items()) {
            Matcher m = item instanceof ScriptItem.Statement st ? CREATE_TABLE.matcher(st.sql()) : null;
            if (m != null && m.matches()) {
                tables.add(m.group(1).toLowerCase(Locale.ROOT));
            }
        }
        List<String> sqls = new ArrayList<>();
        for (ScriptItem item : PsqlScript.parse(script("create_index"), vars).items()) {
            if (item instanceof ScriptItem.Statement st) {
                sqls.add(st.sql());
            }
        }
        List<String> out = new ArrayList<>();
        for (String sql : sqls) {
            Matcher m = CREATE_INDEX.matcher(sql);
            if (m.matches() && tables.contains(m.group(2).toLowerCase(Locale.ROOT)) && sqls.stream().noneMatch(
                    d -> d.matches("(?is)drop\\s+index\\b.*\\b" + Pattern.quote(m.group(1)) + "\\b.*"))) {
                out.add(sql);
            }
        }
        return out;
    }

    List<String> script(String name) {
        return lines(dir.resolve("sql").resolve(name + ".sql"));
    }

    List<String> expected(String name) {
        return lines(dir.resolve("expected").resolve(name + ".out"));
    }

    private static List<String> lines(Path p) {
        try {
            return Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

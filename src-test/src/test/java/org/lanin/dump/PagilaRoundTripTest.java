package org.lanin.dump;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The way out, differentially: Pagila is loaded into Lanin (the statements Lanin cannot run yet are
 * skipped and must all be in {@code dump/pagila-known-failures.txt}, so the list only shrinks),
 * dumped, the dump loaded into a fresh PostgreSQL database with psql -v ON_ERROR_STOP=1, and every
 * table's rows and every sequence's next value compared, and the functions, procedures, aggregates,
 * triggers and materialized views ({@link ObjectComparison}). The same for {@link DumpRoundTripTest}'s
 * database of every object kind. Needs PostgreSQL: {@code -Ppg-roundtrip} (which {@code .ci/run}
 * enables after installing PostgreSQL 15) or {@code -Dlanin.pg.roundtrip=postgresql://user:pw@host:port/db}.
 * The dumps are kept in {@code target/dump/} to read.
 */
class PagilaRoundTripTest {
    static final Path OUT = Path.of("target", "dump");
    static final String KNOWN = "/dump/pagila-known-failures.txt";

    @Test
    void pagilaLoadsIntoPostgresAsLaninHasIt() throws Exception {
        PostgresTarget pg = target();
        Path dir = pagila();
        try (Connection lanin = DriverManager.getConnection("jdbc:lanin:mem:")) {
            List<ScriptLoad.Failure> failures = new ArrayList<>();
            failures.addAll(ScriptLoad.run(lanin, read(dir.resolve("pagila-schema.sql")), false));
            failures.addAll(ScriptLoad.run(lanin, read(dir.resolve("pagila-data.sql")), false));
            Files.createDirectories(OUT);
            Files.write(OUT.resolve("pagila-skipped.txt"), failures.stream().map(Object::toString).toList());
            checkKnown(failures);
            // Pagila's functions, procedures' kin, the group_concat aggregate, its triggers and its
            // materialized view are all in Lanin, so the round trip carries them
            assertThat(ObjectComparison.counts(lanin)).as("routines, triggers, materialized views in Lanin's Pagila")
                    .allMatch(n -> n > 0);
            roundTrip(pg, lanin, "lanin_pagila");
            writtenAsPgDumpDid(Files.readString(OUT.resolve("lanin_pagila.sql")), Files.readString(dir.resolve("pagila-schema.sql")));
        }
    }

    /**
     * Pagila's schema file is pg_dump's own output, so every function, aggregate and trigger Lanin's dump
     * writes must appear in it word for word.
     */
    private static void writtenAsPgDumpDid(String dump, String pgDump) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "-- Name: ([^;]+); Type: (FUNCTION|AGGREGATE|TRIGGER); Schema: \\w+\n--\n\n(.*?)\n\n\n",
                java.util.regex.Pattern.DOTALL).matcher(dump);
        int checked = 0;
        while (m.find()) {
            assertThat(pgDump).as("%s %s as pg_dump wrote it", m.group(2), m.group(1)).contains(m.group(3));
            checked++;
        }
        assertThat(checked).as("functions, aggregates and triggers compared with pg_dump's").isGreaterThan(20);
    }

    @Test
    void everyObjectKindLoadsIntoPostgres() throws Exception {
        PostgresTarget pg = target();
        try (Connection lanin = DriverManager.getConnection("jdbc:lanin:mem:")) {
            DumpRoundTripTest.run(lanin, DumpRoundTripTest.SCHEMA);
            DumpRoundTripTest.run(lanin, DumpRoundTripTest.DATA);
            roundTrip(pg, lanin, "lanin_everything");
        }
    }

    private static void roundTrip(PostgresTarget pg, Connection lanin, String database) throws Exception {
        Files.createDirectories(OUT);
        Path script = OUT.resolve(database + ".sql");
        try (BufferedWriter w = Files.newBufferedWriter(script, StandardCharsets.UTF_8)) {
            new DatabaseDump(lanin, System.err).write(w);
        }
        pg.recreate(database);
        pg.psql(database, script);
        try (Connection c = pg.connect(database)) {
            assertThat(TableComparison.differences(lanin, c)).as("Lanin vs PostgreSQL after loading %s", script).isEmpty();
            assertThat(ObjectComparison.differences(lanin, c)).as("routines, triggers, materialized views and foreign keys, Lanin vs"
                    + " PostgreSQL after loading %s", script).isEmpty();
        }
    }

    /** Every skipped statement is a known one; the known ones that now run are printed, to take off the list. */
    private static void checkKnown(List<ScriptLoad.Failure> failures) throws IOException {
        List<String> known = new ArrayList<>();
        try (var in = PagilaRoundTripTest.class.getResourceAsStream(KNOWN)) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!l.isBlank() && !l.startsWith("#")) {
                    known.add(l.strip());
                }
            }
        }
        Set<String> now = new LinkedHashSet<>();
        failures.forEach(f -> now.add(f.head()));
        List<String> fixed = known.stream().filter(k -> !now.contains(k)).toList();
        if (!fixed.isEmpty()) {
            System.out.println("Pagila statements that Lanin runs now (take them off " + KNOWN + "): " + fixed);
        }
        List<ScriptLoad.Failure> unknown = failures.stream().filter(f -> !known.contains(f.head())).toList();
        assertThat(unknown).as("Pagila statements Lanin no longer runs (see target/dump/pagila-skipped.txt)").isEmpty();
        assertThat(failures.size()).as("skipped Pagila statements").isLessThanOrEqualTo(known.size());
        System.out.println("Pagila: " + failures.size() + " statements skipped (" + known.size() + " known)");
    }

    private static PostgresTarget target() {
        String uri = PostgresTarget.configured();
        Assumptions.assumeTrue(!uri.isEmpty(), "needs PostgreSQL: -Ppg-roundtrip or -D" + PostgresTarget.PROPERTY + "=postgresql://...");
        return new PostgresTarget(uri);
    }

    static Path pagila() {
        String configured = System.getProperty("pagila.dir");
        if (configured != null) {
            return Path.of(configured);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path dir = p.resolve("shared/suites/pagila");
            if (Files.isDirectory(dir)) {
                return dir;
            }
        }
        throw new IllegalStateException("Pagila is not at shared/suites/pagila above " + Path.of("").toAbsolutePath()
                + "; set -Dpagila.dir=...");
    }

    private static List<String> read(Path p) throws IOException {
        return Files.readAllLines(p, StandardCharsets.UTF_8);
    }
}

package org.lanin.pgregress;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The committed figures ({@code src/test/resources/pgregress/baseline.tsv}): per file the statements
 * passed, compared and not run when last recorded, and the internal errors allowed for now, each
 * with the reason it is not fixed yet ({@code bug <tab> file:line <tab> reason}). A run may pass
 * more statements than recorded, never fewer.
 */
final class Baseline {
    record Entry(int passed, int total, int notRun) {
    }

    static final Path SOURCE = Path.of("src/test/resources/pgregress/baseline.tsv");
    private static final String HEADER = """
            # PostgreSQL's regression files on Lanin (PgRegressTest): statements passed, compared and not run
            # per file. The test fails when a file passes fewer than recorded here; after an improvement,
            # re-record with: mvn -B -o test -pl src-test -am -Dtest=PgRegressTest -Dsurefire.failIfNoSpecifiedTests=false -Dpgregress.record=true
            # Lines "bug<TAB>file:line<TAB>reason" allow an internal error (XX000 or a non-SQLException) that is not fixed yet.
            file\tpassed\ttotal\tnot_run
            """;

    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private final Map<String, String> bugs = new LinkedHashMap<>();

    static Baseline read(Path p) {
        Baseline b = new Baseline();
        if (!Files.exists(p)) {
            return b;
        }
        try {
            for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t");
                if (line.startsWith("#") || line.isBlank() || f[0].equals("file")) {
                    continue;
                }
                if (f[0].equals("bug") && f.length >= 3) {
                    b.bugs.put(f[1], f[2]);
                } else if (f.length == 4) {
                    b.entries.put(f[0], new Entry(Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                            Integer.parseInt(f[3])));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return b;
    }

    Entry entry(String file) {
        return entries.get(file);
    }

    boolean allows(FileResult.Bug bug) {
        return bugs.containsKey(bug.key());
    }

    /**
     * Rewrites the file with {@code results}; files not run keep their lines, and allowed bugs are
     * kept while they still occur (or their file was not run).
     */
    void record(Path p, Map<String, FileResult> results) {
        Map<String, Entry> merged = new TreeMap<>(entries);
        results.forEach((file, r) -> merged.put(file, new Entry(r.passed, r.total, r.notRun)));
        StringBuilder out = new StringBuilder(HEADER);
        merged.forEach((file, e) -> out.append(file).append('\t').append(e.passed()).append('\t').append(e.total())
                .append('\t').append(e.notRun()).append('\n'));
        List<String> stillSeen = new ArrayList<>();
        bugs.keySet().forEach(k -> {
            FileResult r = results.get(k.substring(0, k.indexOf(':')));
            if (r == null || r.bugs.stream().anyMatch(b -> b.key().equals(k))) {
                stillSeen.add(k);
            }
        });
        stillSeen.forEach(k -> out.append("bug\t").append(k).append('\t').append(bugs.get(k)).append('\n'));
        try {
            Files.writeString(p, out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

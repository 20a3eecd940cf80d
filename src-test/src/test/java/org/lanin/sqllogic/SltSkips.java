package org.lanin.sqllogic;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The corpus records the suite does not run ({@code sqllogic/corpus-skips.txt}): each names the
 * record by file and header line and says why; the only admissible reason is that PostgreSQL 15
 * answers the record as Lanin does.
 */
final class SltSkips {
    private static final String RESOURCE = "sqllogic/corpus-skips.txt";
    private static Map<String, Set<Integer>> skips;

    private SltSkips() {
    }

    /** Header lines of the skipped records of one corpus file. */
    static synchronized Set<Integer> of(String relative) {
        if (skips == null) {
            skips = load();
        }
        return skips.getOrDefault(relative, Set.of());
    }

    private static Map<String, Set<Integer>> load() {
        Map<String, Set<Integer>> out = new HashMap<>();
        InputStream in = SltSkips.class.getClassLoader().getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException(RESOURCE + " is missing");
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String entry = line.strip();
                if (entry.isEmpty() || entry.startsWith("#")) {
                    continue;
                }
                String[] words = entry.split("\\s+", 2);
                if (words.length < 2 || words[1].isBlank()) {
                    throw new IllegalStateException(RESOURCE + ": a skip needs a reason: " + line);
                }
                int colon = words[0].lastIndexOf(':');
                out.computeIfAbsent(words[0].substring(0, colon), k -> new HashSet<>())
                        .add(Integer.parseInt(words[0].substring(colon + 1)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}

package org.lanin.differential;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Known places where H2 answers differently from PostgreSQL, with PostgreSQL's answer recorded.
 * File {@code <script>.deviations} beside the script:
 * <pre>
 * == query_name
 * why: one line saying how H2 differs
 * value|value|NULL        (PostgreSQL's rows, in order if the query has ORDER BY)
 * </pre>
 * Entries end at the next {@code ==} line; {@code #} lines are comments.
 */
record Deviations(Map<String, Entry> entries) {

    /** PostgreSQL's answer to one query; {@code columns} is taken from the first row. */
    record Entry(String query, String why, List<List<String>> rows) {
        DiffOutcome outcome() {
            int columns = rows.isEmpty() ? -1 : rows.get(0).size();
            return DiffOutcome.rows(columns, rows);
        }
    }

    static Deviations load(Path script) throws IOException {
        String name = script.getFileName().toString().replaceFirst("\\.sql$", ".deviations");
        Path file = script.resolveSibling(name);
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return new Deviations(entries);
        }
        String query = null;
        String why = "";
        List<List<String>> rows = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("==")) {
                put(entries, query, why, rows);
                query = line.substring(2).trim();
                why = "";
                rows = new ArrayList<>();
            } else if (line.startsWith("why:")) {
                why = line.substring(4).trim();
            } else if (!line.isBlank() && !line.startsWith("#")) {
                List<String> row = new ArrayList<>();
                for (String v : line.split("\\|", -1)) {
                    row.add(DiffValues.canonicalText(v.trim()));
                }
                rows.add(row);
            }
        }
        put(entries, query, why, rows);
        return new Deviations(entries);
    }

    private static void put(Map<String, Entry> entries, String query, String why, List<List<String>> rows) {
        if (query != null) {
            entries.put(query, new Entry(query, why, List.copyOf(rows)));
        }
    }
}

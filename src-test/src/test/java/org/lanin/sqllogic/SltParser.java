package org.lanin.sqllogic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lanin.sqllogic.SltRecord.Conditions;
import org.lanin.sqllogic.SltRecord.SortMode;

/**
 * Splits a script into records: blank lines separate records, {@code #} lines are comments and are
 * dropped before anything else (so they never separate records).
 */
final class SltParser {
    private final List<String> lines;
    private final String fileName;
    private int pos;

    private SltParser(List<String> lines, String fileName) {
        this.lines = lines;
        this.fileName = fileName;
    }

    static List<SltRecord> parse(List<String> lines, String fileName) {
        return new SltParser(lines, fileName).records();
    }

    private List<SltRecord> records() {
        List<SltRecord> out = new ArrayList<>();
        while (true) {
            skipBlank();
            if (pos >= lines.size()) {
                return out;
            }
            out.add(record());
        }
    }

    private void skipBlank() {
        while (pos < lines.size() && (lines.get(pos).isBlank() || isComment(lines.get(pos)))) {
            pos++;
        }
    }

    private static boolean isComment(String line) {
        return line.startsWith("#");
    }

    private SltRecord record() {
        List<String> skipIf = new ArrayList<>();
        List<String> onlyIf = new ArrayList<>();
        while (true) {
            String[] words = nextLine().trim().split("\\s+");
            String head = words[0].toLowerCase(Locale.ROOT);
            int lineNo = pos;
            switch (head) {
                case "skipif" -> skipIf.add(engine(words));
                case "onlyif" -> onlyIf.add(engine(words));
                case "statement" -> {
                    return statement(lineNo, new Conditions(List.copyOf(skipIf), List.copyOf(onlyIf)), words);
                }
                case "query" -> {
                    return query(lineNo, new Conditions(List.copyOf(skipIf), List.copyOf(onlyIf)), words);
                }
                case "hash-threshold" -> {
                    return new SltRecord.HashThreshold(lineNo, Integer.parseInt(words[1]));
                }
                case "halt" -> {
                    return new SltRecord.Halt(lineNo, new Conditions(List.copyOf(skipIf), List.copyOf(onlyIf)));
                }
                default -> throw error(lineNo, "unknown record header: " + String.join(" ", words));
            }
        }
    }

    private String engine(String[] words) {
        if (words.length < 2) {
            throw error(pos, "skipif/onlyif without engine name");
        }
        return words[1].toLowerCase(Locale.ROOT);
    }

    /** The next non-comment line of the current record; fails at a blank line or end of file. */
    private String nextLine() {
        while (pos < lines.size() && isComment(lines.get(pos))) {
            pos++;
        }
        if (pos >= lines.size() || lines.get(pos).isBlank()) {
            throw error(pos, "record ends before its header");
        }
        return lines.get(pos++);
    }

    private SltRecord statement(int lineNo, Conditions cond, String[] words) {
        String mode = words.length > 1 ? words[1].toLowerCase(Locale.ROOT) : "";
        if (!mode.equals("ok") && !mode.equals("error")) {
            throw error(lineNo, "statement must be 'ok' or 'error'");
        }
        String state = mode.equals("error") && words.length > 2 ? words[2].toUpperCase(Locale.ROOT) : null;
        if (state != null && !state.matches("[0-9A-Z]{5}")) {
            throw error(lineNo, "not a SQLSTATE: " + state);
        }
        List<String> sql = new ArrayList<>();
        while (pos < lines.size() && !lines.get(pos).isBlank()) {
            addUnlessComment(sql, lines.get(pos++));
        }
        return new SltRecord.Statement(lineNo, cond, mode.equals("error"), state, String.join("\n", sql));
    }

    private SltRecord query(int lineNo, Conditions cond, String[] words) {
        if (words.length < 2) {
            throw error(lineNo, "query without type string");
        }
        SortMode sort = SortMode.NOSORT;
        String label = null;
        for (int i = 2; i < words.length; i++) {
            switch (words[i].toLowerCase(Locale.ROOT)) {
                case "nosort" -> sort = SortMode.NOSORT;
                case "rowsort" -> sort = SortMode.ROWSORT;
                case "valuesort" -> sort = SortMode.VALUESORT;
                default -> label = words[i];
            }
        }
        List<String> sql = new ArrayList<>();
        while (pos < lines.size() && !lines.get(pos).isBlank() && !lines.get(pos).equals("----")) {
            addUnlessComment(sql, lines.get(pos++));
        }
        int separator = -1;
        List<String> expected = new ArrayList<>();
        if (pos < lines.size() && lines.get(pos).equals("----")) {
            separator = pos++;
            while (pos < lines.size() && !lines.get(pos).isBlank()) {
                expected.add(lines.get(pos++));
            }
        }
        return new SltRecord.Query(lineNo, cond, words[1], sort, label, String.join("\n", sql),
                List.copyOf(expected), separator, pos);
    }

    private static void addUnlessComment(List<String> sql, String line) {
        if (!isComment(line)) {
            sql.add(line);
        }
    }

    private IllegalArgumentException error(int lineNo, String what) {
        return new IllegalArgumentException(fileName + ":" + lineNo + ": " + what);
    }
}

package org.lanin.tpch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The recorded-answer format, what {@code psql -X -A -F '|' -P footer=off -P null='\N'} prints:
 * a header line of column names, then one line per row, cells separated by {@code |} (TPC-H text
 * never contains one: dbgen uses it as its own separator), NULL as {@code \N}.
 */
public final class AnswerFile {
    private static final String SEPARATOR = "|";

    private AnswerFile() {
    }

    public static ResultRows parse(String text) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("answer file has no header line");
        }
        List<String> columns = split(lines.get(0));
        List<List<String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> row = split(line);
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("answer row has " + row.size() + " cells, header "
                        + columns.size() + ": " + line);
            }
            rows.add(row);
        }
        return new ResultRows(columns, rows);
    }

    public static String format(ResultRows r) {
        StringBuilder sb = new StringBuilder(String.join(SEPARATOR, r.columns())).append('\n');
        for (List<String> row : r.rows()) {
            sb.append(String.join(SEPARATOR, row)).append('\n');
        }
        return sb.toString();
    }

    private static List<String> split(String line) {
        return List.of(line.split("\\|", -1));
    }
}

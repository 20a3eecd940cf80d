package org.lanin.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@link ResultPrinter} draws: an optional title, columns, rows of strings ({@code null}
 * for SQL NULL) and footer lines. Built from a result set or by the meta-commands.
 */
public record TextTable(String title, List<Column> columns, List<List<String>> rows, boolean showRowCount,
                        List<String> footers) {

    /** A column heading and whether its cells are right-aligned (numbers). */
    public record Column(String name, boolean rightAligned) {
    }

    public TextTable {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        footers = List.copyOf(footers);
    }

    /** A titleless table of left-aligned columns with a row count, for tests and meta-commands. */
    public static TextTable of(List<String> headers, List<List<String>> rows) {
        List<Column> cols = new ArrayList<>();
        for (String h : headers) {
            cols.add(new Column(h, false));
        }
        return new TextTable(null, cols, rows, true, List.of());
    }

    public TextTable withTitle(String newTitle) {
        return new TextTable(newTitle, columns, rows, showRowCount, footers);
    }

    public TextTable withFooters(boolean rowCount, List<String> lines) {
        return new TextTable(title, columns, rows, rowCount, lines);
    }
}

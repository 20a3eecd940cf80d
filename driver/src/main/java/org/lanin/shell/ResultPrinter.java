package org.lanin.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * Draws a {@link TextTable} the way psql's default aligned format does (border 1):
 * <pre>
 *  id | name
 * ----+-------
 *   1 | alice
 * (1 row)
 * </pre>
 * Headings are centred, numbers right-aligned, text left-aligned, NULL empty. A value with
 * line breaks takes several lines, each continued line marked {@code +} as psql does. The last
 * column's left-aligned cells are not padded, so lines carry no trailing blanks (headings do,
 * as in psql). Widths count code points; East Asian wide characters are not measured double.
 */
public final class ResultPrinter {
    private ResultPrinter() {
    }

    public static String format(TextTable table) {
        int[] widths = widths(table);
        StringBuilder sb = new StringBuilder();
        if (table.title() != null) {
            int total = totalWidth(widths);
            int len = width(table.title());
            sb.append(" ".repeat(len < total ? (total - len) / 2 : 0)).append(table.title()).append('\n');
        }
        appendHeader(sb, table, widths);
        for (List<String> row : table.rows()) {
            appendRow(sb, table, widths, row);
        }
        if (table.showRowCount()) {
            int n = table.rows().size();
            sb.append('(').append(n).append(n == 1 ? " row)" : " rows)").append('\n');
        }
        for (String footer : table.footers()) {
            sb.append(footer).append('\n');
        }
        return sb.append('\n').toString();
    }

    private static int[] widths(TextTable table) {
        int[] widths = new int[table.columns().size()];
        for (int j = 0; j < widths.length; j++) {
            widths[j] = width(table.columns().get(j).name());
        }
        for (List<String> row : table.rows()) {
            for (int j = 0; j < widths.length; j++) {
                for (String line : lines(row.get(j))) {
                    widths[j] = Math.max(widths[j], width(line));
                }
            }
        }
        return widths;
    }

    /** psql's width_total for border 1: each column plus a blank either side, joined by bars. */
    private static int totalWidth(int[] widths) {
        int total = widths.length * 3 - 1;
        for (int w : widths) {
            total += w;
        }
        return total;
    }

    private static void appendHeader(StringBuilder sb, TextTable table, int[] widths) {
        sb.append(' ');
        for (int j = 0; j < widths.length; j++) {
            String name = table.columns().get(j).name();
            int pad = widths[j] - width(name);
            sb.append(" ".repeat(pad / 2)).append(name).append(" ".repeat(pad - pad / 2));
            sb.append(j < widths.length - 1 ? " | " : " ");
        }
        sb.append('\n');
        for (int j = 0; j < widths.length; j++) {
            sb.append(j == 0 ? "" : "+").append("-".repeat(widths[j] + 2));
        }
        sb.append('\n');
    }

    private static void appendRow(StringBuilder sb, TextTable table, int[] widths, List<String> row) {
        List<String[]> cells = new ArrayList<>();
        int height = 1;
        for (String value : row) {
            String[] lines = lines(value);
            cells.add(lines);
            height = Math.max(height, lines.length);
        }
        for (int k = 0; k < height; k++) {
            sb.append(' ');
            for (int j = 0; j < widths.length; j++) {
                String[] lines = cells.get(j);
                String text = k < lines.length ? lines[k] : "";
                boolean continues = k < lines.length - 1;
                boolean last = j == widths.length - 1;
                int pad = widths[j] - width(text);
                if (table.columns().get(j).rightAligned()) {
                    sb.append(" ".repeat(pad)).append(text);
                } else {
                    sb.append(text).append(last && !continues ? "" : " ".repeat(pad));
                }
                if (!last) {
                    sb.append(continues ? "+| " : " | ");
                } else if (continues) {
                    sb.append('+');
                }
            }
            sb.append('\n');
        }
    }

    private static String[] lines(String value) {
        return value == null ? new String[] {""} : value.split("\r?\n", -1);
    }

    static int width(String s) {
        return s.codePointCount(0, s.length());
    }
}

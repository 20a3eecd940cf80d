package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what psql printed after one script line (its default "aligned" format) into the result
 * tables and errors it shows, in order. NOTICE, WARNING, DETAIL, HINT, LINE and caret lines are
 * skipped. A table is a header line, a {@code ---+---} separator whose dash groups give each
 * column's display width, rows and a {@code (N rows)} footer; a cell whose last position holds
 * {@code +} continues on the next line (a value with a newline). A query with no columns prints
 * only {@code --} and the footer.
 */
final class AlignedOutput {
    private static final Pattern SEPARATOR = Pattern.compile("-+(\\+-+)*");
    private static final Pattern FOOTER = Pattern.compile("\\((\\d+) rows?\\)");

    private AlignedOutput() {
    }

    /** The tables and errors in {@code lines}, in order. */
    static List<Expected> blocks(List<String> lines) {
        List<Expected> out = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String l = lines.get(i);
            if (l.startsWith("ERROR:")) {
                out.add(new Expected.Error(l.substring("ERROR:".length()).strip()));
                i++;
            } else if (l.equals("--") && i + 1 < lines.size() && FOOTER.matcher(lines.get(i + 1)).matches()) {
                Matcher m = FOOTER.matcher(lines.get(i + 1));
                m.matches();
                out.add(new Expected.Table(List.of(), nCopiesEmpty(Integer.parseInt(m.group(1)))));
                i += 2;
            } else if (!l.isBlank() && i + 1 < lines.size() && SEPARATOR.matcher(lines.get(i + 1)).matches()) {
                i = table(lines, i, out);
            } else {
                i++;
            }
        }
        return out;
    }

    private static List<List<String>> nCopiesEmpty(int n) {
        List<List<String>> rows = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            rows.add(List.of());
        }
        return rows;
    }

    private static int table(List<String> lines, int start, List<Expected> out) {
        int[] widths = widths(lines.get(start + 1));
        List<String> columns = new ArrayList<>();
        for (String[] cell : cells(lines.get(start), widths)) {
            columns.add(cell[0].strip());
        }
        List<List<String>> rows = new ArrayList<>();
        List<StringBuilder> row = null;
        boolean[] continues = new boolean[widths.length];
        int i = start + 2;
        for (; i < lines.size(); i++) {
            String l = lines.get(i);
            Matcher footer = FOOTER.matcher(l);
            if (row == null && footer.matches()) {
                int n = Integer.parseInt(footer.group(1));
                out.add(n == rows.size() ? new Expected.Table(columns, rows)
                        : new Expected.Unreadable("footer says " + n + " rows, read " + rows.size()));
                return i + 1;
            }
            List<String[]> cells = cells(l, widths);
            if (row == null) {
                row = new ArrayList<>();
                for (int j = 0; j < widths.length; j++) {
                    row.add(new StringBuilder(cells.get(j)[0].strip()));
                }
            } else {
                for (int j = 0; j < widths.length; j++) {
                    if (continues[j]) {
                        row.get(j).append('\n').append(cells.get(j)[0].strip());
                    }
                }
            }
            boolean any = false;
            for (int j = 0; j < widths.length; j++) {
                continues[j] = cells.get(j)[1] != null;
                any |= continues[j];
            }
            if (!any) {
                List<String> values = new ArrayList<>();
                row.forEach(b -> values.add(b.toString()));
                rows.add(values);
                row = null;
            }
        }
        out.add(new Expected.Unreadable("table without a footer"));
        return i;
    }

    private static int[] widths(String separator) {
        String[] groups = separator.split("\\+", -1);
        int[] w = new int[groups.length];
        for (int j = 0; j < groups.length; j++) {
            w[j] = groups[j].length();
        }
        return w;
    }

    /**
     * The cells of a row line by display position: {@code [text, marker]} per column, where marker
     * is non-null when the cell's last position holds the newline marker {@code +}.
     */
    static List<String[]> cells(String line, int[] widths) {
        List<String[]> out = new ArrayList<>();
        int[] cps = line.codePoints().toArray();
        int k = 0;
        for (int j = 0; j < widths.length; j++) {
            StringBuilder cell = new StringBuilder();
            int col = 0;
            int lastCp = -1;
            while (k < cps.length && col < widths[j]) {
                lastCp = cps[k];
                cell.appendCodePoint(cps[k]);
                col += DisplayWidth.of(cps[k]);
                k++;
            }
            String marker = null;
            if (col == widths[j] && lastCp == '+' && widths[j] > 1) {
                marker = "+";
                cell.setLength(cell.length() - 1);
            }
            out.add(new String[] {cell.toString(), marker});
            if (k < cps.length && cps[k] == '|') {
                k++;
            }
        }
        return out;
    }
}

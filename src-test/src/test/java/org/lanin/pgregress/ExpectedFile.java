package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Lines up a script with its expected output ({@code psql -a -q}: every script line is echoed as it
 * is read, except COPY data, and a statement's output follows the echo of the line that ends it).
 * The output after a line runs up to the point where the echo of the following script lines resumes;
 * that stretch is read by {@link AlignedOutput} and handed out to the items that end on the line, in
 * order: an error to the first statement still waiting, a table to a statement that returns rows.
 */
final class ExpectedFile {
    /** Script lines that must match after a candidate end of an output stretch. */
    private static final int LOOKAHEAD = 6;
    private static final Pattern RETURNS_ROWS = Pattern.compile(
            "(?is)\\s*(select|values|table|with|show|explain|fetch|execute)\\b.*|.*\\breturning\\b.*");

    private final List<Expected> expected = new ArrayList<>();
    private int alignedLines;
    private String misalignment;

    private ExpectedFile() {
    }

    /** Expected outcome per item of {@code script} (null for backslash commands and unaligned items). */
    static ExpectedFile align(List<String> scriptLines, PsqlScript script, List<String> out) {
        ExpectedFile f = new ExpectedFile();
        f.run(scriptLines, script, out);
        return f;
    }

    List<Expected> expected() {
        return expected;
    }

    /** Null when the whole script lined up with the output, else where it stopped. */
    String misalignment() {
        return misalignment;
    }

    private void run(List<String> lines, PsqlScript script, List<String> out) {
        List<Integer> echo = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (script.echoed(i)) {
                echo.add(i);
            }
        }
        boolean[] ends = new boolean[lines.size()];
        script.items().forEach(it -> ends[it.endLine()] = true);
        List<List<String>> segments = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            segments.add(List.of());
        }
        int cursor = 0;
        for (int e = 0; e < echo.size(); e++) {
            int line = echo.get(e);
            if (cursor >= out.size() || !same(out.get(cursor), lines.get(line))) {
                misalignment = String.format(Locale.ROOT, "script line %d does not match output line %d",
                        line + 1, cursor + 1);
                break;
            }
            cursor++;
            int end = segmentEnd(lines, echo, ends, e + 1, out, cursor);
            if (end < 0) {
                misalignment = String.format(Locale.ROOT, "no echo of script line %d after output line %d",
                        echo.get(e + 1) + 1, cursor);
                break;
            }
            segments.set(line, out.subList(cursor, end));
            cursor = end;
            alignedLines = line + 1;
        }
        assign(script, segments);
    }

    private static boolean same(String outLine, String scriptLine) {
        return outLine.stripTrailing().equals(scriptLine.stripTrailing());
    }

    /**
     * The first index at or after {@code from} where the echo of {@code echo[next..]} starts: the
     * lines up to the next one that output may follow ({@code ends}), at most {@link #LOOKAHEAD}.
     */
    private static int segmentEnd(List<String> lines, List<Integer> echo, boolean[] ends, int next,
            List<String> out, int from) {
        if (next >= echo.size()) {
            return out.size();
        }
        int need = 1;
        while (need < LOOKAHEAD && next + need < echo.size() && !ends[echo.get(next + need - 1)]) {
            need++;
        }
        for (int start = from; start + need <= out.size(); start++) {
            boolean all = true;
            for (int k = 0; k < need && all; k++) {
                all = same(out.get(start + k), lines.get(echo.get(next + k)));
            }
            if (all) {
                return start;
            }
        }
        return -1;
    }

    private void assign(PsqlScript script, List<List<String>> segments) {
        List<ScriptItem> items = script.items();
        int i = 0;
        while (i < items.size()) {
            int line = items.get(i).endLine();
            int j = i;
            while (j < items.size() && items.get(j).endLine() == line) {
                j++;
            }
            boolean aligned = line < alignedLines;
            List<Expected> blocks = aligned ? AlignedOutput.blocks(segments.get(line)) : List.of();
            int b = 0;
            for (int k = i; k < j; k++) {
                ScriptItem item = items.get(k);
                if (!aligned || !(item instanceof ScriptItem.Statement st)) {
                    expected.add(null);
                    continue;
                }
                Expected next = b < blocks.size() ? blocks.get(b) : null;
                boolean lastStatement = k == j - 1 || items.subList(k + 1, j).stream()
                        .noneMatch(x -> x instanceof ScriptItem.Statement);
                if (next instanceof Expected.Error) {
                    expected.add(next);
                    b++;
                } else if (next != null && !st.gexec() && (lastStatement || RETURNS_ROWS.matcher(st.sql()).matches())) {
                    expected.add(next);
                    b++;
                } else {
                    expected.add(new Expected.Ok());
                }
            }
            i = j;
        }
    }
}

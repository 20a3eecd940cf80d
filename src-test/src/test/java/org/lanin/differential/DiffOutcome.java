package org.lanin.differential;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/** What one statement produced on one engine: rows (canonical values), an update, or an error. */
record DiffOutcome(int columns, List<List<String>> rows, String error) {

    static DiffOutcome rows(int columns, List<List<String>> rows) {
        return new DiffOutcome(columns, List.copyOf(rows), null);
    }

    static DiffOutcome update() {
        return new DiffOutcome(-1, List.of(), null);
    }

    static DiffOutcome error(String error) {
        return new DiffOutcome(-1, List.of(), error);
    }

    boolean isError() {
        return error != null;
    }

    /** Null when equal; else what differs. Rows compare in order when {@code ordered}, else as multisets. */
    String differenceFrom(DiffOutcome other, boolean ordered) {
        if (isError() || other.isError()) {
            return isError() && other.isError() ? null : "one side failed: " + describe() + " vs " + other.describe();
        }
        if (columns != other.columns) {
            return "column count " + columns + " vs " + other.columns;
        }
        List<List<String>> mine = sortedUnless(ordered);
        List<List<String>> theirs = other.sortedUnless(ordered);
        if (mine.equals(theirs)) {
            return null;
        }
        for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
            if (!mine.get(i).equals(theirs.get(i))) {
                return (ordered ? "row " : "sorted row ") + (i + 1) + ": " + display(mine.get(i)) + " vs "
                        + display(theirs.get(i)) + " (" + mine.size() + " vs " + theirs.size() + " rows)";
            }
        }
        return "row count " + mine.size() + " vs " + theirs.size();
    }

    /** Rows of tagged canonical values (the tags keep NULL, 'NULL', 1 and '1' apart), sorted unless ordered. */
    private List<List<String>> sortedUnless(boolean ordered) {
        List<List<String>> copy = new ArrayList<>(rows);
        if (!ordered) {
            copy.sort(Comparator.comparing(r -> String.join("\u0001", r)));
        }
        return copy;
    }

    private static String display(List<String> row) {
        return row.stream().map(DiffValues::display).collect(Collectors.joining("|"));
    }

    String describe() {
        return isError() ? "error " + error : columns < 0 ? "update" : rows.size() + " rows";
    }
}

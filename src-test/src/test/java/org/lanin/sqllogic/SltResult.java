package org.lanin.sqllogic;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lanin.sqllogic.SltRecord.SortMode;

/**
 * A query's rendered rows, in the order the record asks for, and how they compare with the expected
 * lines: as a hash ("N values hashing to MD5"), as one value per line, or as one row per line.
 */
record SltResult(List<List<String>> rows, int columns, SortMode sortMode) {
    private static final Pattern HASH_LINE = Pattern.compile("(\\d+) values hashing to ([0-9a-f]{32})");

    static SltResult of(List<List<String>> rows, int columns, SortMode sortMode) {
        List<List<String>> sorted = new ArrayList<>(rows);
        if (sortMode == SortMode.ROWSORT) {
            sorted.sort(SltResult::compareRows);
        }
        return new SltResult(List.copyOf(sorted), columns, sortMode);
    }

    /** All values in the record's order (valuesort sorts the values themselves, as strcmp would). */
    List<String> values() {
        List<String> values = new ArrayList<>();
        rows.forEach(values::addAll);
        if (sortMode == SortMode.VALUESORT) {
            values.sort(Comparator.naturalOrder());
        }
        return values;
    }

    /** The MD5 of every value followed by a newline, as sqllogictest computes it. */
    String hash() {
        try {
            MessageDigest md5 = MessageDigest.getInstance("MD5");
            for (String v : values()) {
                md5.update(v.getBytes(StandardCharsets.UTF_8));
                md5.update((byte) '\n');
            }
            return HexFormat.of().formatHex(md5.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    String hashLine() {
        return values().size() + " values hashing to " + hash();
    }

    /** Whether the expected lines of a record describe this result. */
    boolean matches(List<String> expected) {
        if (expected.size() == 1) {
            Matcher m = HASH_LINE.matcher(expected.get(0).trim());
            if (m.matches()) {
                return expected.get(0).trim().equals(hashLine());
            }
        }
        if (expected.equals(values())) {
            return true;
        }
        if (sortMode == SortMode.VALUESORT) {
            return false;
        }
        List<String> want = new ArrayList<>(expected);
        List<String> got = rowLines();
        if (sortMode == SortMode.ROWSORT) {
            want.sort(Comparator.naturalOrder());
            got.sort(Comparator.naturalOrder());
        }
        return want.equals(got);
    }

    /** Lines to write for this result: a hash line above the threshold, else one row per line. */
    List<String> goldenLines(int hashThreshold) {
        if (hashThreshold > 0 && values().size() > hashThreshold) {
            return List.of(hashLine());
        }
        return sortMode == SortMode.VALUESORT ? values() : rowLines();
    }

    List<String> rowLines() {
        List<String> lines = new ArrayList<>();
        for (List<String> row : rows) {
            lines.add(String.join(" ", row));
        }
        return lines;
    }

    private static int compareRows(List<String> a, List<String> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}

package org.lanin.tpch;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Compares a result with an expected answer, tolerating how engines format the same answer and
 * nothing else:
 * <ul>
 * <li>Numbers match when they differ by at most half a unit in the last place of the less
 *     precise one, that place being at least the second decimal when either has two or more
 *     decimals ({@code 25.52} = {@code 25.5220058532573370}, {@code 380456} = {@code 380456.00},
 *     a double's {@code 0.05000000000000003} = {@code 0.0500}; but {@code 0} &ne; {@code 0.05},
 *     so integer division is caught), or by at most 1e-12 of their magnitude (a double's 16th
 *     digit: {@code 25.575154611454693} = {@code 25.5751546114546921}).</li>
 * <li>Text matches without trailing blanks (char(n) padding differs between engines).</li>
 * <li>Rows are compared in order, except that rows tied on every ORDER BY column may come in
 *     any order within their tie (a query without ORDER BY returns one row in TPC-H).</li>
 * </ul>
 * Column names are not compared: engines label expressions differently.
 */
public final class AnswerComparison {
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");
    private static final int SPEC_DECIMALS = 2;
    /** Doubles carry about 16 significant digits; differences below this share of the value are their noise. */
    private static final BigDecimal FLOAT_NOISE = new BigDecimal("1e-12");

    private AnswerComparison() {
    }

    /** Null when {@code actual} matches {@code expected}, else the first difference in words. */
    public static String difference(ResultRows expected, ResultRows actual, List<Integer> orderColumns) {
        if (expected.columns().size() != actual.columns().size()) {
            return "expected " + expected.columns().size() + " columns " + expected.columns() + ", got "
                    + actual.columns().size() + " " + actual.columns();
        }
        if (expected.rows().size() != actual.rows().size()) {
            return "expected " + expected.rows().size() + " rows, got " + actual.rows().size()
                    + firstRows(expected, actual);
        }
        int i = 0;
        List<List<String>> e = expected.rows();
        List<List<String>> a = actual.rows();
        while (i < e.size()) {
            int end = tieEnd(e, i, orderColumns);
            String d = matchGroup(e.subList(i, end), a.subList(i, end), i);
            if (d != null) {
                return d;
            }
            i = end;
        }
        return null;
    }

    /** The end (exclusive) of the run of rows from {@code start} that agree on every order column. */
    private static int tieEnd(List<List<String>> rows, int start, List<Integer> orderColumns) {
        if (orderColumns.isEmpty()) {
            return rows.size();
        }
        int end = start + 1;
        while (end < rows.size() && sameOn(rows.get(start), rows.get(end), orderColumns)) {
            end++;
        }
        return end;
    }

    private static boolean sameOn(List<String> x, List<String> y, List<Integer> columns) {
        for (int c : columns) {
            if (!cellsMatch(x.get(c), y.get(c))) {
                return false;
            }
        }
        return true;
    }

    /** Matches each expected row of a tie group with a distinct actual row of the same positions. */
    private static String matchGroup(List<List<String>> expected, List<List<String>> actual, int offset) {
        if (expected.size() == 1) {
            return rowsMatch(expected.get(0), actual.get(0)) ? null
                    : "row " + (offset + 1) + ": expected " + expected.get(0) + ", got " + actual.get(0);
        }
        List<List<String>> left = new ArrayList<>(actual);
        for (List<String> row : expected) {
            int hit = -1;
            for (int j = 0; j < left.size() && hit < 0; j++) {
                hit = rowsMatch(row, left.get(j)) ? j : -1;
            }
            if (hit < 0) {
                return "rows " + (offset + 1) + ".." + (offset + expected.size()) + " (tied on the ORDER BY"
                        + " columns): expected " + row + " among them, got " + actual;
            }
            left.remove(hit);
        }
        return null;
    }

    static boolean rowsMatch(List<String> expected, List<String> actual) {
        for (int c = 0; c < expected.size(); c++) {
            if (!cellsMatch(expected.get(c), actual.get(c))) {
                return false;
            }
        }
        return true;
    }

    static boolean cellsMatch(String expected, String actual) {
        String e = expected.stripTrailing();
        String a = actual.stripTrailing();
        if (e.equals(a)) {
            return true;
        }
        if (!NUMBER.matcher(e).matches() || !NUMBER.matcher(a).matches()) {
            return false;
        }
        return numbersMatch(new BigDecimal(e), new BigDecimal(a));
    }

    static boolean numbersMatch(BigDecimal e, BigDecimal a) {
        int places = Math.min(Math.max(e.scale(), 0), Math.max(a.scale(), 0));
        if (places < SPEC_DECIMALS && Math.max(e.scale(), a.scale()) >= SPEC_DECIMALS) {
            places = SPEC_DECIMALS;
        }
        BigDecimal halfUnit = BigDecimal.ONE.movePointLeft(places).divide(BigDecimal.valueOf(2));
        BigDecimal diff = e.subtract(a).abs();
        return diff.compareTo(halfUnit) <= 0 || diff.compareTo(e.abs().max(a.abs()).multiply(FLOAT_NOISE)) <= 0;
    }

    private static String firstRows(ResultRows expected, ResultRows actual) {
        return "; expected first " + head(expected.rows()) + ", got first " + head(actual.rows());
    }

    private static List<List<String>> head(List<List<String>> rows) {
        return rows.subList(0, Math.min(3, rows.size()));
    }
}

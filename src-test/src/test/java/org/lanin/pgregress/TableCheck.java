package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Compares a result with the expected table, tolerating what psql's aligned format loses or the
 * platforms print differently: values are compared trimmed (per line), float4/float8 values as
 * the numbers they denote, and rows as a multiset, in order only as far as a top-level ORDER BY
 * fixes it ({@link OrderByKeys}). Column names are not compared, the number of columns is.
 */
final class TableCheck {
    private TableCheck() {
    }

    /** Null when {@code actual} (values as displayed, types per column) matches, else what differs. */
    static String compare(Expected.Table expected, List<String> types, List<List<String>> actual, String sql) {
        if (!expected.columns().isEmpty() || !expected.rows().isEmpty() && !expected.rows().get(0).isEmpty()) {
            if (types.size() != expected.columns().size()) {
                return "expected " + expected.columns().size() + " columns, got " + types.size();
            }
        }
        List<List<String>> exp = canonical(expected.rows(), types);
        List<List<String>> act = canonical(actual, types);
        if (exp.size() != act.size()) {
            return "expected " + exp.size() + " rows, got " + act.size() + firstDifference(exp, act);
        }
        int[] keys = OrderByKeys.of(sql, expected.columns());
        if (keys == null) {
            return exp.equals(act) ? null : "rows differ (in order)" + firstDifference(exp, act);
        }
        if (!sorted(exp).equals(sorted(act))) {
            return "rows differ" + firstDifference(sorted(exp), sorted(act));
        }
        if (keys.length > 0 && !project(exp, keys).equals(project(act, keys))) {
            return "rows in another order (ORDER BY columns " + Arrays.toString(keys) + ")" + firstDifference(exp, act);
        }
        return null;
    }

    private static List<List<String>> project(List<List<String>> rows, int[] keys) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> r : rows) {
            List<String> p = new ArrayList<>();
            for (int k : keys) {
                p.add(r.get(k));
            }
            out.add(p);
        }
        return out;
    }

    private static List<List<String>> sorted(List<List<String>> rows) {
        List<List<String>> s = new ArrayList<>(rows);
        s.sort(Comparator.comparing(r -> String.join("\u0001", r)));
        return s;
    }

    private static List<List<String>> canonical(List<List<String>> rows, List<String> types) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> r : rows) {
            List<String> c = new ArrayList<>();
            for (int j = 0; j < r.size(); j++) {
                c.add(value(r.get(j), j < types.size() ? types.get(j) : ""));
            }
            out.add(c);
        }
        return out;
    }

    private static String value(String v, String type) {
        String trimmed = Arrays.stream(v.split("\n", -1)).map(String::strip).collect(Collectors.joining("\n"));
        if (type.equals("float8") || type.equals("float4")) {
            try {
                return type.equals("float8") ? Double.toString(Double.parseDouble(trimmed))
                        : Float.toString(Float.parseFloat(trimmed));
            } catch (NumberFormatException e) {
                return trimmed;
            }
        }
        return trimmed;
    }

    private static String firstDifference(List<List<String>> exp, List<List<String>> act) {
        for (int i = 0; i < Math.max(exp.size(), act.size()); i++) {
            List<String> e = i < exp.size() ? exp.get(i) : null;
            List<String> a = i < act.size() ? act.get(i) : null;
            if (e == null || !e.equals(a)) {
                return "; row " + (i + 1) + ": expected " + e + ", got " + a;
            }
        }
        return "";
    }
}

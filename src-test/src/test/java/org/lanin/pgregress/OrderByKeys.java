package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds a query's top-level ORDER BY (outside parentheses, quotes and comments) and, where each of
 * its items names an output column (by position, or by a name the result's header has once), the
 * output columns it sorts by. Rows that tie on those columns may come in any order; rows of a query
 * without a top-level ORDER BY in any order at all.
 */
final class OrderByKeys {
    private static final Set<String> CLAUSE_END = Set.of("limit", "offset", "fetch", "for", "returning");
    private static final Set<String> MODIFIERS = Set.of("asc", "desc", "nulls", "first", "last");

    /** No top-level ORDER BY. */
    static final int[] NONE = new int[0];

    private OrderByKeys() {
    }

    /**
     * {@link #NONE} without a top-level ORDER BY; the sort columns' indexes into {@code header}; or
     * null when an item is an expression, so that the rows must come in the very order expected.
     */
    static int[] of(String sql, List<String> header) {
        List<String> items = items(sql);
        if (items == null) {
            return NONE;
        }
        int[] keys = new int[items.size()];
        for (int k = 0; k < items.size(); k++) {
            keys[k] = column(items.get(k), header);
            if (keys[k] < 0) {
                return null;
            }
        }
        return keys;
    }

    private static int column(String item, List<String> header) {
        String[] words = item.strip().split("\\s+");
        int n = words.length;
        while (n > 1 && MODIFIERS.contains(words[n - 1].toLowerCase(Locale.ROOT))) {
            n--;
        }
        if (n != 1) {
            return -1;
        }
        String w = words[0];
        if (w.matches("\\d+")) {
            int pos = Integer.parseInt(w) - 1;
            return pos < header.size() ? pos : -1;
        }
        String name = w.substring(w.lastIndexOf('.') + 1);
        name = name.startsWith("\"") ? name.replace("\"", "") : name.toLowerCase(Locale.ROOT);
        int found = -1;
        for (int j = 0; j < header.size(); j++) {
            if (header.get(j).equals(name)) {
                if (found >= 0) {
                    return -1;
                }
                found = j;
            }
        }
        return found;
    }

    /** The top-level ORDER BY items as text, or null when there is none. */
    static List<String> items(String sql) {
        List<String> tokens = SqlTokens.topLevel(sql);
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (tokens.get(i).equalsIgnoreCase("order") && tokens.get(i + 1).equalsIgnoreCase("by")) {
                List<String> items = new ArrayList<>();
                StringBuilder cur = new StringBuilder();
                for (int j = i + 2; j < tokens.size(); j++) {
                    String t = tokens.get(j);
                    if (CLAUSE_END.contains(t.toLowerCase(Locale.ROOT))) {
                        break;
                    }
                    if (t.equals(",")) {
                        items.add(cur.toString());
                        cur.setLength(0);
                    } else {
                        cur.append(t).append(' ');
                    }
                }
                items.add(cur.toString());
                return items;
            }
        }
        return null;
    }
}
